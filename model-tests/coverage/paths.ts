import {
  getNextTransitions,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import {
  createTestModel,
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyMap,
  type PathGenerator,
  type StatePath,
} from 'xstate/graph';

/**
 * Path generation for transition coverage. The graph utilities give one shortest path per state;
 * covering every transition needs a path per edge: the shortest path to a state, plus one event
 * that takes a transition from it. Paths that are prefixes of longer ones are dropped.
 */

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>;

function matches(descriptor: string, type: string): boolean {
  return descriptor === type || descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));
}

/**
 * The sample events a snapshot declares a transition for. Only the given samples: no event is made
 * up for a descriptor without a sample, so a transition nobody wrote a sample for stays uncovered.
 */
export function sampleEventsFor(samples: readonly AnyEventObject[]): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  return (snapshot) => {
    if (snapshot.status !== 'active') return [];
    const descriptors = getNextTransitions(snapshot).map((t) => t.eventType).filter((d) => d !== '');
    return samples.filter((e) => descriptors.some((d) => matches(d, e.type)));
  };
}

/** State identity for traversal: value and context (what decides every guard), not children. */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  return serializeSnapshot(snapshot);
}

function stepKey(path: MachinePath): string[] {
  return path.steps.map((s) => `${JSON.stringify(s.event)}>${serializeState(s.state)}`);
}

/** Drops paths whose steps are a prefix of another path's steps. */
export function dropPrefixPaths(paths: readonly MachinePath[]): MachinePath[] {
  const keyed = paths.map((p) => ({ p, k: stepKey(p) })).sort((a, b) => b.k.length - a.k.length);
  const kept: { p: MachinePath; k: string[] }[] = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some(({ k }) => candidate.k.every((step, i) => k[i] === step));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map(({ p }) => p);
}

/** A `PathGenerator` (usable with `TestModel.getPaths`) that reaches every edge taking a transition. */
export const transitionCoverGen: PathGenerator<AnyMachineSnapshot, AnyEventObject, unknown> = (logic, options) => {
  const machine = logic as unknown as AnyStateMachine;
  const adjacency = getAdjacencyMap(logic, options) as AdjacencyMap<AnyMachineSnapshot, AnyEventObject>;
  const shortest = new Map<string, MachinePath>();
  for (const path of getShortestPaths(machine, options as never) as MachinePath[]) shortest.set(serializeState(path.state), path);
  const paths: MachinePath[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (!head) continue;
    const edges = Object.values(transitions as Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>);
    for (const { event, state: next } of edges) {
      if (machine.getTransitionData(state, event).length === 0) continue;
      paths.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  return paths;
};

export interface PathOptions {
  events: readonly AnyEventObject[];
  input?: unknown;
  /** Safety net against state explosion (number of traversal steps). */
  limit?: number;
}

/** Transition-covering paths of an app machine (invokes and delays allowed): traversal by the graph utilities. */
export function appMachinePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const traversal = { events: sampleEventsFor(options.events), serializeState, input: options.input, limit: options.limit ?? 50_000 };
  return dropPrefixPaths(transitionCoverGen(machine, traversal as never));
}

/**
 * Transition-covering paths of a pure domain machine through `createTestModel`, which also checks
 * the machine is pure (it refuses machines that invoke actors or use delays).
 */
export function domainMachinePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const model = createTestModel(machine, { input: options.input });
  const traversal = { events: sampleEventsFor(options.events), serializeState, limit: options.limit ?? 50_000 };
  return dropPrefixPaths(model.getPaths(transitionCoverGen as never, traversal as never) as MachinePath[]);
}
