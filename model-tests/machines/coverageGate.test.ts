import { describe, expect, it } from 'vitest';
import { createMachine, setup, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { catalog, type CatalogEntry } from '../../machines/catalog';
import { sessionMachine } from '../../machines/app/session/sessionMachine';
import { coverCatalogEntry, minimalCoveringPaths, pathsForEntry } from '../coverage/machineCoverage';
import { domainMachinePaths } from '../coverage/paths';
import { isFullyCovered } from '../coverage/recorder';
import { replayPath, ReplayMismatch } from '../coverage/replay';

/** The gate must be able to fail: these tests break it on purpose and expect it to notice. */

const sessionEntry = catalog.find((e) => e.id === 'session')!;

/** A copy of a machine with extra transitions merged into one state's `on`. */
function withExtraTransitions(machine: AnyStateMachine, state: string, on: Record<string, unknown>): AnyStateMachine {
  const config = machine.config as { states: Record<string, { on?: Record<string, unknown> }> };
  const target = config.states[state]!;
  const states = { ...config.states, [state]: { ...target, on: { ...target.on, ...on } } };
  return createMachine({ ...machine.config, states } as never, machine.implementations as never);
}

describe('coverage gate', () => {
  it('reports < 100% for a machine copy with one extra transition no sample event reaches', () => {
    const mutant = withExtraTransitions(sessionMachine, 'signedOut', { 'session.mutant': { target: 'booting' } });
    const { report } = coverCatalogEntry({ ...sessionEntry, machine: mutant });
    expect(report.total).toBe(40);
    expect(report.covered).toBe(39);
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

  it('a minimal set of paths keeps full coverage with far fewer paths', () => {
    const minimal = minimalCoveringPaths(sessionEntry);
    expect(minimal.length).toBeLessThan(pathsForEntry(sessionEntry).length / 4);
    const { report } = coverCatalogEntry({ ...sessionEntry }); // sanity: the full set is complete
    expect(isFullyCovered(report)).toBe(true);
  });
});

describe('domain machines go through createTestModel', () => {
  // A pure machine shaped like the domain machines to come (no invoke, no delays, time as data).
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
  const entry: CatalogEntry = { id: 'cardSample', title: 'Card sample', specRef: '4. Card status', kind: 'domain', machine: card, sampleEvents };

  it('covers every transition of a pure machine', () => {
    const { report } = coverCatalogEntry(entry);
    expect([report.covered, report.total]).toEqual([4, 4]);
  });

  it('refuses an app machine (invoke/after) as a domain machine', () => {
    expect(() => domainMachinePaths(sessionMachine, { events: sessionEntry.sampleEvents })).toThrow();
  });
});
