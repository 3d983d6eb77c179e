import { describe, expect, it } from 'vitest';
import { createMachine, setup, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { catalogEntry, type CatalogEntry } from '../../machines/catalog';
import { sessionMachine } from '../../machines/app/session/sessionMachine';
import { coverCatalogEntry, minimalCoveringPaths, pathsForEntry, replayForCoverage, selectCoveringPaths } from '../coverage/machineCoverage';
import { domainMachinePaths } from '../coverage/paths';
import { isFullyCovered } from '../coverage/recorder';
import { replayPath, ReplayMismatch } from '../coverage/replay';

/** The gate must be able to fail: these tests break it on purpose and expect it to notice. */

const sessionEntry = catalogEntry('session');
const cardEntry = catalogEntry('purchaseCard');
const mfaEntry = catalogEntry('mfaToken');

type StateConfig = { on?: Record<string, unknown>; states?: Record<string, StateConfig> };

/** A copy of a machine with extra transitions merged into the `on` of one state (dotted path for nested states). */
function withExtraTransitions(machine: AnyStateMachine, statePath: string, on: Record<string, unknown>): AnyStateMachine {
  const patch = (states: Record<string, StateConfig>, [head, ...rest]: string[]): Record<string, StateConfig> => {
    const node = states[head!]!;
    const patched = rest.length === 0 ? { ...node, on: { ...node.on, ...on } } : { ...node, states: patch(node.states!, rest) };
    return { ...states, [head!]: patched };
  };
  const config = machine.config as StateConfig;
  return createMachine({ ...machine.config, states: patch(config.states!, statePath.split('.')) } as never, machine.implementations as never);
}

describe('coverage gate (app machine)', () => {
  it('reports < 100% for a machine copy with one extra transition no sample event reaches', () => {
    const mutant = withExtraTransitions(sessionMachine, 'signedOut', { 'session.mutant': { target: 'booting' } });
    const { report } = coverCatalogEntry({ ...sessionEntry, machine: mutant });
    expect(report.total).toBe(41);
    expect(report.covered).toBe(40);
    expect(isFullyCovered(report)).toBe(false);
    expect(report.missing.map((m) => m.key)).toEqual(['session.signedOut|session.mutant|0']);
  });

  it('counts each guarded branch: an extra branch whose guard no sample satisfies stays uncovered', () => {
    const mutant = withExtraTransitions(sessionMachine, 'signedOut', {
      'session.signIn': [{ guard: 'isSsoRequired', target: 'redirectingToSso' }, { target: 'signingIn', actions: 'startSignIn' }],
    });
    const { report } = coverCatalogEntry({ ...sessionEntry, machine: mutant });
    expect(report.missing.map((m) => [m.key, m.guard])).toEqual([['session.signedOut|session.signIn|0', 'isSsoRequired']]);
  });

  it('notices a missing sample: without the UNAUTHENTICATED refresh failure, that branch is uncovered', () => {
    const refreshToken = sessionEntry.actorOutputs!.refreshToken!.filter((e) => !JSON.stringify(e).includes('UNAUTHENTICATED'));
    const { report } = coverCatalogEntry({ ...sessionEntry, actorOutputs: { ...sessionEntry.actorOutputs, refreshToken } });
    expect(report.missing.map((m) => m.key)).toEqual(['session.signedIn.refreshingToken|xstate.error.actor.refreshToken|0']);
  });

  it('notices a missing delay event', () => {
    const sampleEvents = sessionEntry.sampleEvents.filter((e) => e.type !== 'xstate.after.tokenRefresh.session.signedIn.active');
    const { report } = coverCatalogEntry({ ...sessionEntry, sampleEvents });
    expect(report.missing.map((m) => m.kind)).toContain('after');
    expect(isFullyCovered(report)).toBe(false);
  });

  it('fails a replay whose expected state differs from the real actor', () => {
    const [path] = pathsForEntry(sessionEntry).filter((p) => p.steps.length > 2);
    const tampered = { ...path!, steps: path!.steps.map((s, i) => (i === 1 ? { ...s, state: { ...s.state, value: 'signedIn' } } : s)) };
    expect(() => replayPath(sessionMachine, tampered as never)).toThrow(ReplayMismatch);
  });

  it('replays a far smaller covering set, which alone reaches 100% on real actors', () => {
    const paths = pathsForEntry(sessionEntry);
    const minimal = minimalCoveringPaths(sessionEntry);
    expect(minimal.length).toBeLessThan(paths.length / 4);
    const { replayed, report } = replayForCoverage(sessionEntry, paths, minimal);
    expect(replayed).toHaveLength(minimal.length); // no fallback needed
    expect(isFullyCovered(report)).toBe(true);
  });

  it('selection never changes the verdict: from a bad selection the fallback replays what is missing', () => {
    const paths = pathsForEntry(sessionEntry);
    const [first] = selectCoveringPaths(sessionEntry.machine, paths);
    const { replayed, report } = replayForCoverage(sessionEntry, paths, [first!]);
    expect(replayed.length).toBeGreaterThan(1);
    expect(isFullyCovered(report)).toBe(true);
  });
});

describe('coverage gate (domain machines)', () => {
  it('reports < 100% for a card machine copy with an extra transition no sample reaches', () => {
    const mutant = withExtraTransitions(cardEntry.machine, 'issued.locked', { 'card.report': { target: 'active', description: 'mutant' } });
    const { report } = coverCatalogEntry({ ...cardEntry, machine: mutant });
    expect([report.covered, report.total]).toEqual([11, 12]);
    expect(report.missing.map((m) => m.key)).toEqual(['purchaseCard.issued.locked|card.report|0']);
  });

  it('reports < 100% for an extra guarded branch whose guard no sample passes', () => {
    // A lock is never a valid card request: this branch can never be taken, the original one still is.
    const mutant = withExtraTransitions(cardEntry.machine, 'issued.active', {
      'card.lock': [{ guard: 'hasValidCardRequest', target: 'terminated' }, ...[cardEntry.machine.root.states.issued!.states.active!.config.on!['card.lock']!].flat()],
    });
    const { report } = coverCatalogEntry({ ...cardEntry, machine: mutant });
    expect(report.missing.map((m) => [m.key, m.guard])).toEqual([['purchaseCard.issued.active|card.lock|0', 'hasValidCardRequest']]);
  });

  it('notices a missing eventless transition: without `mfa.use` samples the used-up token never leaves', () => {
    const sampleEvents = mfaEntry.sampleEvents.filter((e) => e.type !== 'mfa.use');
    const { report } = coverCatalogEntry({ ...mfaEntry, sampleEvents });
    expect(report.missing.map((m) => `${m.kind} ${m.key}`)).toEqual(expect.arrayContaining(['always mfaToken.live.confirmed|always|0', 'event mfaToken.live|mfa.use|0']));
  });
});

describe('domain machines go through createTestModel', () => {
  // A pure machine shaped like the domain machines (no invoke, no delays, time as data).
  const card = setup({
    types: { events: {} as { type: 'card.lock' } | { type: 'card.unlock' } | { type: 'card.terminate'; reason: string | null } },
    guards: { hasReason: ({ event }) => event.type === 'card.terminate' && event.reason !== null },
  }).createMachine({
    id: 'cardSample',
    initial: 'active',
    states: {
      active: { on: { 'card.lock': 'locked', 'card.terminate': { guard: 'hasReason', target: 'terminated' } } },
      locked: { on: { 'card.unlock': 'active', 'card.terminate': { guard: 'hasReason', target: 'terminated' } } },
      terminated: { type: 'final' },
    },
  });
  const sampleEvents: EventFromLogic<typeof card>[] = [
    { type: 'card.lock' }, { type: 'card.unlock' }, { type: 'card.terminate', reason: 'lost' }, { type: 'card.terminate', reason: null },
  ];
  const entry: CatalogEntry = { id: 'cardSample', title: 'Card sample', specRef: '4. Card status', kind: 'domain', machine: card, sampleEvents, rules: {} };

  it('covers every transition of a pure machine', () => {
    const { report } = coverCatalogEntry(entry);
    expect([report.covered, report.total]).toEqual([4, 4]);
  });

  it('refuses an app machine (invoke/after) as a domain machine', () => {
    expect(() => domainMachinePaths(sessionMachine, { events: sessionEntry.sampleEvents })).toThrow();
  });
});
