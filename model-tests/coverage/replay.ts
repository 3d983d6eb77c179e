import { createActor, fromPromise, SimulatedClock, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { MachinePath } from './paths';

/**
 * Replays a generated path on a real actor of the machine. Invoked actors are replaced by fakes
 * that never settle and delays by a clock that never advances, so only the path's own events
 * (including `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*`) move it.
 */

const fakes = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine with every actor it declares replaced by a never-settling fake (cached per machine). */
export function withNeverSettlingActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {});
  if (names.length === 0) return machine;
  let provided = fakes.get(machine);
  if (!provided) {
    const never = fromPromise(() => new Promise<never>(() => {}));
    provided = machine.provide({ actors: Object.fromEntries(names.map((n) => [n, never])) } as never);
    fakes.set(machine, provided);
  }
  return provided;
}

export class ReplayMismatch extends Error {}

function stable(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Sends each step's event (after the initial `xstate.init` step) and checks the actor's state value
 * and context equal the step's expected ones. Throws `ReplayMismatch` at the first difference.
 */
export function replayPath(machine: AnyStateMachine, path: MachinePath, options: { input?: unknown; inspect?: (e: InspectionEvent) => void } = {}): void {
  const actor = createActor(withNeverSettlingActors(machine), { input: options.input, clock: new SimulatedClock(), inspect: options.inspect } as never);
  actor.start();
  try {
    const [first, ...rest] = path.steps;
    const check = (where: string, expected: MachinePath['state']) => {
      const actual = actor.getSnapshot();
      if (stable(actual.value) !== stable(expected.value) || stable(actual.context) !== stable(expected.context)) {
        throw new ReplayMismatch(`${where}: expected ${stable(expected.value)} ${stable(expected.context)}, got ${stable(actual.value)} ${stable(actual.context)}`);
      }
    };
    if (first && first.event.type === 'xstate.init') check('initial state', first.state);
    for (const [i, step] of (first && first.event.type !== 'xstate.init' ? path.steps : rest).entries()) {
      actor.send(step.event);
      check(`step ${i + 1} (${step.event.type})`, step.state);
    }
  } finally {
    actor.stop();
  }
}
