import { getMicrosteps, getNextTransitions, initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { createTestModel, getShortestPaths } from 'xstate/graph';

/**
 * Test helpers for the domain machines (used by their *.test.ts files only).
 * They read the machine the way the server and the model tests do: pure `transition`, candidate
 * transitions from `getNextTransitions`, guards evaluated by name from the machine's implementations.
 */

type GuardFn = (args: { context: unknown; event: unknown }, params?: unknown) => boolean;

function guardName(t: AnyTransitionDefinition): string | null {
  const g = t.guard as unknown;
  if (!g) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g !== null && 'type' in g) return String((g as { type: string }).type);
  return '(inline)';
}

export interface Outcome<S = AnyMachineSnapshot> {
  accepted: boolean;
  snapshot: S;
  /** Guards of the candidate transitions that failed (refusals name exactly one by convention). */
  failedGuards: string[];
}

/** Send one event through the pure transition function and say whether it was accepted. */
export function send<M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): Outcome<SnapshotFrom<M>> {
  const enabled = machine.getTransitionData(snapshot as never, event as never);
  const [next] = transition(machine, snapshot as never, event as never);
  const candidates = getNextTransitions(snapshot as AnyMachineSnapshot).filter((t) => t.eventType === event.type);
  const guards = machine.implementations.guards as Record<string, GuardFn>;
  const failedGuards = enabled.length
    ? []
    : candidates.flatMap((t) => {
        const name = guardName(t);
        if (!name) return [];
        const fn = guards[name];
        if (typeof fn !== 'function') throw new Error(`guard ${name} is not a plain function`);
        const params = (t.guard as { params?: unknown }).params;
        return fn({ context: (snapshot as AnyMachineSnapshot).context, event }, params) ? [] : [name];
      });
  return { accepted: enabled.length > 0, snapshot: next as SnapshotFrom<M>, failedGuards };
}

/** Replay events from the machine's initial state (or `from`), requiring each one to be accepted. */
export function run<M extends AnyStateMachine>(machine: M, events: EventFromLogic<M>[], from?: SnapshotFrom<M>): SnapshotFrom<M> {
  let snapshot = from ?? (initialTransition(machine as AnyStateMachine)[0] as SnapshotFrom<M>);
  for (const event of events) {
    const outcome = send(machine, snapshot, event);
    if (!outcome.accepted) throw new Error(`${event.type} refused in ${JSON.stringify((snapshot as AnyMachineSnapshot).value)} by ${outcome.failedGuards.join(', ') || 'no transition'}`);
    snapshot = outcome.snapshot;
  }
  return snapshot;
}

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, AnyTransitionDefinition[]>;
  always?: AnyTransitionDefinition[];
}

/** Every declared transition (event and eventless), with a readable id. */
export function declaredTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const all = new Map<AnyTransitionDefinition, string>();
  const walk = (node: NodeLike) => {
    for (const [eventType, list] of node.transitions) list.forEach((t, i) => all.set(t, `${node.id} ${eventType}#${i}`));
    (node.always ?? []).forEach((t, i) => all.set(t, `${node.id} always#${i}`));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as NodeLike);
  return all;
}

/** Transitions taken when replaying the paths (the xstate.init step is skipped). */
export function coveredTransitions(machine: AnyStateMachine, paths: { steps: { event: EventObject }[] }[], input?: unknown): Set<AnyTransitionDefinition> {
  const covered = new Set<AnyTransitionDefinition>();
  for (const path of paths) {
    let snapshot = initialTransition(machine, input)[0] as AnyMachineSnapshot;
    for (const { event } of path.steps) {
      if (event.type === 'xstate.init') continue;
      machine.getTransitionData(snapshot as never, event as never).forEach((t) => covered.add(t));
      const micro = getMicrosteps(machine, snapshot as never, event as never).map(([s]) => s as AnyMachineSnapshot);
      for (let i = 1; i < micro.length; i++) {
        const before = micro[i - 1] as AnyMachineSnapshot;
        const after = micro[i] as AnyMachineSnapshot;
        for (const node of before._nodes as unknown as NodeLike[]) {
          for (const t of node.always ?? []) {
            const targets = (t.target ?? []) as unknown as NodeLike[];
            if (targets.some((target) => (after._nodes as unknown as NodeLike[]).includes(target))) covered.add(t);
          }
        }
      }
      snapshot = transition(machine, snapshot as never, event as never)[0] as AnyMachineSnapshot;
    }
  }
  return covered;
}

/**
 * Declared transitions that are never taken (empty means 100% transition coverage): every state
 * reached by xstate/graph's shortest paths, followed by every sample event, plus the test model's
 * own paths (it tells states apart by the transition that reached them, so each edge gets a path).
 */
export function uncovered(machine: AnyStateMachine, sampleEvents: readonly EventObject[], input?: unknown): string[] {
  const events = [...sampleEvents];
  const paths = getShortestPaths(machine, { events, input });
  const extended = paths.flatMap((p) => events.map((event) => ({ steps: [...p.steps, { event }] })));
  const covered = coveredTransitions(machine, [...extended, ...testModelPaths(machine, sampleEvents, input)], input);
  return [...declaredTransitions(machine)].filter(([t]) => !covered.has(t)).map(([, id]) => id);
}

/** Paths from xstate/graph's test model with the sample events (what the model tests start from). */
export function testModelPaths(machine: AnyStateMachine, sampleEvents: readonly EventObject[], input?: unknown) {
  return createTestModel(machine, { events: [...sampleEvents], input }).getShortestPaths();
}

/** Every leaf state name on the paths (the test model drops paths that are prefixes of others). */
export function reachedStates(paths: { state: AnyMachineSnapshot; steps: { state: AnyMachineSnapshot }[] }[]): Set<string> {
  const names = new Set<string>();
  for (const path of paths) {
    for (const snapshot of [path.state, ...path.steps.map((s) => s.state)]) {
      for (const node of snapshot._nodes as unknown as { key: string; states: object }[]) if (!Object.keys(node.states).length) names.add(node.key);
    }
  }
  return names;
}
