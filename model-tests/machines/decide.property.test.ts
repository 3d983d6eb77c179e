import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { decide, type Decision, type RuleDocLike } from '../../machines/decide';
import { allSampleEvents, catalog, catalogEntry, domainEntries, type CatalogEntry } from '../../machines/catalog';
import { pathsForEntry } from '../coverage/machineCoverage';
import { sampleEventsFor, serializeState } from '../coverage/paths';
import { withNeverSettlingActors } from '../coverage/replay';
import { domainEventPool, withoutNow } from '../fixtures/domain';
import { localeEventPool } from '../fixtures/locale';
import { sessionEventPool } from '../fixtures/session';

/**
 * Property: from any state the sample events reach, then along random events, the server's
 * `decide` and the browser's real actor agree at every step.
 *
 * Accepted (machines/README.md): the machine takes at least one transition, a targetless or
 * context-only one included; the actor's microstep lists the transitions it took, and `decide`
 * must accept exactly then, with the actor's next state value, context and status. A refusal
 * changes nothing and names its rule: a guard of the rule book (one per refusal for a domain
 * machine), with its plain-language description, and for a guard that checks several rules the
 * failed sub-rules; or `notAllowedInState`. The browser's `snapshot.can(event)` agrees with
 * `decide`, except for a transition with neither target nor actions (XState's `can` calls it
 * forbidden; `decide` accepts it as "allowed, nothing to do").
 *
 * Domain machines are stepped the way the server does it: the stored state is the JSON of the
 * snapshot's value and context, and `now` is passed to `decide` apart from the event (the actor
 * gets the event with that `now`), drawn from instants around the samples' rule boundaries.
 * Actor outcomes of app machines are delivered only while that actor runs.
 */

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

interface Step {
  pick: number;
  /** Draw among the samples the current state declares a transition for (else among all samples). */
  declared: boolean;
  /** Send the sample with its own `now` (or none), or strip it and pass a `now` to `decide`. */
  nowFromServer: boolean;
  nowPick: number;
}

interface Subject {
  entry: CatalogEntry;
  events: readonly AnyEventObject[];
  nows: readonly string[];
  /** Event sequences reaching every state the samples reach (shortest first). */
  starts: readonly AnyEventObject[][];
  stats: { steps: number; accepted: number; unchanged: number; queries: number; refusedByRule: number; notAllowed: number; subRules: number; deadEnds: number };
}

/** The events of the shortest generated path to every distinct state (value + context). */
function startingPoints(entry: CatalogEntry): AnyEventObject[][] {
  const starts = new Map<string, AnyEventObject[]>();
  for (const path of pathsForEntry(entry)) {
    const events: AnyEventObject[] = [];
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') events.push(step.event);
      const key = serializeState(step.state);
      const known = starts.get(key);
      if (!known || known.length > events.length) starts.set(key, [...events]);
    }
  }
  return [...starts.values()].sort((a, b) => a.length - b.length);
}

function subject(entry: CatalogEntry, events: readonly AnyEventObject[], nows: readonly string[] = []): Subject {
  return { entry, events, nows, starts: startingPoints(entry), stats: { steps: 0, accepted: 0, unchanged: 0, queries: 0, refusedByRule: 0, notAllowed: 0, subRules: 0, deadEnds: 0 } };
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkRefusal(s: Subject, decision: Extract<Decision<never>, { accepted: false }>, where: string): void {
  const { rule } = decision;
  expect(rule.name.trim(), where).not.toBe('');
  expect(rule.description.trim().length, where).toBeGreaterThan(10);
  if (rule.name === 'notAllowedInState') {
    s.stats.notAllowed++;
    return;
  }
  s.stats.refusedByRule++;
  if (s.entry.kind !== 'domain') return;
  // Domain machines: one guard per refusal, described by the rule book.
  const doc: RuleDocLike | undefined = s.entry.rules[rule.name];
  expect(doc, `${where}: refused by '${rule.name}', which the rule book lacks`).toBeDefined();
  expect(rule.description, where).toBe(doc!.description);
  expect(rule.spec, where).toContain(doc!.spec);
  if (doc!.subRules) {
    expect(rule.subRules?.length ?? 0, `${where}: ${rule.name} refused without naming a failed sub-rule`).toBeGreaterThan(0);
    for (const sub of rule.subRules ?? []) expect(Object.keys(doc!.subRules), where).toContain(sub);
    s.stats.subRules++;
  } else {
    expect(rule.subRules, where).toBeUndefined();
  }
}

/** Sends one step to the real actor and to `decide`, and checks they agree. */
function checkStep(s: Subject, actor: AnyActorRef, taken: AnyTransitionDefinition[], step: Step): void {
  const before = actor.getSnapshot() as AnyMachineSnapshot;
  const declared = step.declared ? sampleEventsFor(s.events)(before) : [];
  const pool = declared.length > 0 ? declared : s.events;
  const sample = pool[step.pick % pool.length]!;
  const running = actorEvent.exec(sample.type)?.[2];
  if (running !== undefined && !(running in before.children)) return;

  const domain = s.entry.kind === 'domain';
  const now = domain && step.nowFromServer && s.nows.length > 0 ? s.nows[step.nowPick % s.nows.length] : undefined;
  const event = now === undefined ? sample : withoutNow(sample);
  const sent = now === undefined ? event : { ...event, now };
  const stored = domain ? (json({ value: before.value, context: before.context }) as { value: never; context: never }) : { value: before.value, context: before.context };
  const where = `${s.entry.id}: ${JSON.stringify(before.value)} + ${JSON.stringify(sent)}`;

  const decision = decide(s.entry.machine, stored, event as never, now, { rules: s.entry.rules });
  const enabled = before.status === 'active' ? s.entry.machine.getTransitionData(before, sent) : [];
  const can = before.can(sent);
  taken.length = 0;
  actor.send(sent);
  const after = actor.getSnapshot() as AnyMachineSnapshot;
  s.stats.steps++;

  expect(after.status, where).not.toBe('error');
  expect(decision.accepted, `${where}: decide ${decision.accepted ? 'accepted' : 'refused'} but the actor ${taken.length ? 'took' : 'took no'} transition`).toBe(taken.length > 0);
  const forbiddenShaped = enabled.length > 0 && enabled.every((t) => t.target === undefined && t.actions.length === 0);
  expect(can, `${where}: snapshot.can`).toBe(decision.accepted && !forbiddenShaped);
  if (decision.accepted && forbiddenShaped) s.stats.queries++;
  if (decision.accepted) {
    s.stats.accepted++;
    expect(decision.next, where).toEqual(after.value);
    expect(json(decision.snapshot.context), where).toEqual(json(after.context));
    expect(decision.snapshot.status, where).toBe(after.status);
    if (same(before.value, after.value) && same(before.context, after.context)) s.stats.unchanged++;
  } else {
    expect(after.value, where).toEqual(before.value);
    expect(json(after.context), where).toEqual(json(before.context));
    checkRefusal(s, decision, where);
  }
}

/** A state no sample leads out of (final, or nothing declared): every sample is refused as not allowed. */
function isDeadEnd(s: Subject, snapshot: AnyMachineSnapshot): boolean {
  return snapshot.status !== 'active' || sampleEventsFor(s.events)(snapshot).length === 0;
}

function checkDeadEnd(s: Subject, snapshot: AnyMachineSnapshot): void {
  s.stats.deadEnds++;
  const stored = s.entry.kind === 'domain' ? json({ value: snapshot.value, context: snapshot.context }) : { value: snapshot.value, context: snapshot.context };
  for (const event of s.events) {
    const decision = decide(s.entry.machine, stored as never, event as never, undefined, { rules: s.entry.rules });
    const where = `${s.entry.id}: dead end ${JSON.stringify(snapshot.value)} + ${event.type}`;
    expect(decision, where).toMatchObject({ accepted: false, rule: { name: 'notAllowedInState' } });
    if (!decision.accepted) expect(decision.rule.description, where).toContain(event.type);
  }
}

/**
 * Starts a real actor at starting point `start`, then checks each step; at a dead end it checks
 * the refusals there and goes on from the next starting point.
 */
function run(s: Subject, start: number, steps: readonly Step[]): void {
  const taken: AnyTransitionDefinition[] = [];
  const begin = (at: number): AnyActorRef => {
    const actor = createActor(withNeverSettlingActors(s.entry.machine), {
      input: s.entry.input,
      clock: new SimulatedClock(),
      inspect: (e: InspectionEvent) => {
        if (e.type === '@xstate.microstep' && (e.actorRef as { sessionId?: string }).sessionId === e.rootId) taken.push(...e._transitions);
      },
    } as never);
    actor.start();
    for (const event of s.starts[at % s.starts.length]!) actor.send(event);
    return actor;
  };
  let at = start;
  let actor = begin(at);
  try {
    for (const step of steps) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (isDeadEnd(s, snapshot)) {
        checkDeadEnd(s, snapshot);
        actor.stop();
        actor = begin(++at);
        continue;
      }
      checkStep(s, actor, taken, step);
    }
  } finally {
    actor.stop();
  }
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  pick: fc.nat(),
  declared: fc.nat({ max: 3 }).map((n) => n > 0), // three in four steps: an event the state declares
  nowFromServer: fc.boolean(),
  nowPick: fc.nat(),
});

function assertAgreement(s: Subject, numRuns: number, maxLength: number): void {
  fc.assert(
    fc.property(fc.nat(), fc.array(stepArb, { minLength: 1, maxLength }), (start, steps) => run(s, start, steps)),
    { numRuns },
  );
  const { steps, accepted, unchanged, queries, refusedByRule, notAllowed, subRules, deadEnds } = s.stats;
  console.log(
    `${s.entry.id}: ${numRuns} runs from ${s.starts.length} starting states, ${steps} steps: ${accepted} accepted (${unchanged} changing nothing, ${queries} of them queries), ` +
      `${refusedByRule} refused by a rule (${subRules} with sub-rules), ${notAllowed} not allowed in the state; ${deadEnds} dead ends (final, or no sample leads on) all refused`,
  );
  expect(s.stats.accepted, 'some events were accepted').toBeGreaterThan(0);
  // A machine whose live states accept every event (ssoSignIn: one answer, then final) refuses only at
  // its dead ends, where checkDeadEnd proved every event refused as not allowed.
  expect(s.stats.refusedByRule + s.stats.notAllowed + s.stats.deadEnds, 'some events were refused').toBeGreaterThan(0);
}

interface GuardedNode {
  transitions: Map<string, { guard?: unknown }[]>;
  states: Record<string, GuardedNode>;
}

/** A guard can refuse an event somewhere: some state's candidates for an event are all guarded (no fallback branch). */
function someGuardCanRefuse(node: GuardedNode): boolean {
  return [...node.transitions.values()].some((list) => list.every((t) => t.guard)) || Object.values(node.states).some(someGuardCanRefuse);
}

describe('decide agrees with the real actor on every domain machine (fast-check)', () => {
  it.each(domainEntries.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
    const pool = domainEventPool(entry);
    const s = subject(entry, pool.events, pool.nows);
    assertAgreement(s, 60, 20);
    // A machine whose guards only choose between branches (the charge machine) never refuses by a rule.
    if (Object.keys(entry.rules).length > 0 && someGuardCanRefuse(entry.machine.root as unknown as GuardedNode)) {
      expect(s.stats.refusedByRule, 'some refusals named a rule').toBeGreaterThan(0);
    }
  });
});

describe('decide agrees with the real actor on the app machines (fast-check)', () => {
  // Session and locale add near misses to their samples (fixtures/); an app machine without a pool uses its samples.
  const pools: Readonly<Record<string, readonly AnyEventObject[]>> = { session: sessionEventPool, locale: localeEventPool };
  const appEntries = catalog.filter((e) => e.kind === 'app');
  it.each(appEntries.map((e) => [e.id, e] as const))('%s', (id, entry) => {
    assertAgreement(subject(entry, pools[id] ?? allSampleEvents(entry)), 80, 25);
  });

  it('on the session machine, an accepted event always changes the state value (no self-transitions)', () => {
    const s = subject(catalogEntry('session'), sessionEventPool);
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 25 }), (start, picks) => {
        const actor = createActor(withNeverSettlingActors(s.entry.machine), { clock: new SimulatedClock() });
        actor.start();
        for (const event of s.starts[start % s.starts.length]!) actor.send(event);
        for (const pick of picks) {
          const event = sessionEventPool[pick % sessionEventPool.length]!;
          const before = actor.getSnapshot();
          const running = actorEvent.exec(event.type)?.[2];
          if (running !== undefined && !(running in before.children)) continue;
          const decision = decide(s.entry.machine, { value: before.value, context: before.context }, event as never);
          actor.send(event);
          expect(decision.accepted).toBe(JSON.stringify(actor.getSnapshot().value) !== JSON.stringify(before.value));
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});
