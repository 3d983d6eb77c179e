import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { decide } from '../../machines/decide';
import { catalog } from '../../machines/catalog';
import { withNeverSettlingActors } from '../coverage/replay';
import { localeEventPool } from '../fixtures/locale';
import { sessionEventPool } from '../fixtures/session';

/**
 * Property: from any state reached by random events, `decide` accepts an event exactly when the
 * real machine takes a transition on it, and then agrees on the next state and context; when it
 * refuses, the machine does not move. Actor outcomes are delivered only while that actor runs
 * (a real `xstate.error.actor.*` cannot arrive otherwise).
 */

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

function check(machine: AnyStateMachine, input: unknown, pool: readonly AnyEventObject[], picks: number[]): void {
  let took = false;
  const actor = createActor(withNeverSettlingActors(machine), {
    input,
    clock: new SimulatedClock(),
    inspect: (e: InspectionEvent) => {
      if (e.type === '@xstate.microstep' && (e.actorRef as { sessionId?: string }).sessionId === e.rootId && e._transitions.length > 0) took = true;
    },
  } as never);
  actor.start();
  try {
    for (const pick of picks) {
      const event = pool[pick % pool.length]!;
      const before = actor.getSnapshot();
      const running = actorEvent.exec(event.type)?.[2];
      if (running !== undefined && !(running in before.children)) continue;
      const decision = decide(machine, { value: before.value, context: before.context }, event as never);
      took = false;
      actor.send(event);
      const after = actor.getSnapshot();
      const where = `${JSON.stringify(before.value)} + ${event.type}`;
      expect(after.status, where).toBe('active');
      expect(decision.accepted, where).toBe(took);
      if (decision.accepted) {
        expect(decision.next, where).toEqual(after.value);
        expect(decision.snapshot.context, where).toEqual(after.context);
      } else {
        expect(after.value, where).toEqual(before.value);
        expect(after.context, where).toEqual(before.context);
        expect(decision.rule.name, where).not.toBe('');
      }
    }
  } finally {
    actor.stop();
  }
}

describe('decide agrees with the machine (fast-check)', () => {
  const cases = [
    ['session', sessionEventPool],
    ['locale', localeEventPool],
  ] as const;
  it.each(cases)('%s machine', (id, pool) => {
    const entry = catalog.find((e) => e.id === id)!;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (picks) => check(entry.machine, entry.input, pool, picks)),
      { numRuns: 300 },
    );
  });

  it('on the session machine, an accepted event always changes the state value (no self-transitions)', () => {
    const entry = catalog.find((e) => e.id === 'session')!;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (picks) => {
        const actor = createActor(withNeverSettlingActors(entry.machine), { clock: new SimulatedClock() });
        actor.start();
        for (const pick of picks) {
          const event = sessionEventPool[pick % sessionEventPool.length]!;
          const before = actor.getSnapshot();
          const running = actorEvent.exec(event.type)?.[2];
          if (running !== undefined && !(running in before.children)) continue;
          const decision = decide(entry.machine, { value: before.value, context: before.context }, event as never);
          actor.send(event);
          expect(decision.accepted).toBe(JSON.stringify(actor.getSnapshot().value) !== JSON.stringify(before.value));
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
