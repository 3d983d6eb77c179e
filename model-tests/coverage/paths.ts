import {
  getNextTransitions,
  initialTransition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import {
  createTestModel,
  getAdjacencyMap,
  serializeSnapshot,
  type PathGenerator,
  type StatePath,
} from 'xstate/graph';

/**
 * Path generation for transition coverage. Simple paths explode (every ordering of every event);
 * one shortest path per state misses transitions between known states. So: one traversal of the
 * state graph (the graph utilities' adjacency map, breadth first, so the first way a state is
 * reached is a shortest one), then one path per edge that takes a transition: the shortest path
 * to the edge's source state, then the edge. Paths that are prefixes of longer ones are dropped.
 */

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** The adjacency map of the graph utilities, keyed by plain strings. */
type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>;

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

const serializedStates = new WeakMap<AnyMachineSnapshot, string>();

/**
 * State identity for traversal: value and context (what decides every guard), not children.
 * Remembered per snapshot (snapshots are immutable): paths share their steps' snapshots, and each
 * was serialized again wherever paths were compared.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  let serialized = serializedStates.get(snapshot);
  if (serialized === undefined) serializedStates.set(snapshot, (serialized = serializeSnapshot(snapshot)));
  return serialized;
}

/**
 * Each distinct step (event and resulting state) as a small number: paths are compared as lists of
 * these, not of their serialized snapshots (long JSON strings, compared over and over: most of the
 * seconds every Playwright process spent generating the UI model tests' paths at load).
 */
function stepIds(paths: readonly MachinePath[]): number[][] {
  const ids = new Map<string, number>();
  return paths.map((path) =>
    path.steps.map((step) => {
      const key = `${JSON.stringify(step.event)}>${serializeState(step.state)}`;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    }),
  );
}

/** Drops paths whose steps are a prefix of another path's steps (and repeats of a path). */
export function dropPrefixPaths(paths: readonly MachinePath[]): MachinePath[] {
  const steps = stepIds(paths);
  // Longest first (stable, as before), so a path is kept before any of its prefixes is looked at.
  const order = paths.map((_, i) => i).sort((a, b) => steps[b]!.length - steps[a]!.length);
  const prefixesOfKept = new Set<string>();
  const kept: MachinePath[] = [];
  for (const i of order) {
    const path = steps[i]!;
    if (prefixesOfKept.has(path.join(','))) continue;
    kept.push(paths[i]!);
    for (let length = 1; length <= path.length; length++) prefixesOfKept.add(path.slice(0, length).join(','));
  }
  return kept;
}

/**
 * A `PathGenerator` (usable with `TestModel.getPaths`) with one path per edge that takes a
 * transition. One adjacency-map traversal; its insertion order is breadth first from the initial
 * state, so the first path recorded to a state is a shortest one.
 */
export const transitionCoverGen: PathGenerator<AnyMachineSnapshot, AnyEventObject, unknown> = (logic, options) => {
  const machine = logic as unknown as AnyStateMachine;
  const input = (options as { input?: unknown }).input;
  const adjacency = getAdjacencyMap(logic, options) as unknown as Adjacency;
  const serialize = (options as { serializeState?: (s: AnyMachineSnapshot) => string }).serializeState ?? serializeState;
  const [initial] = initialTransition(machine, input) as [AnyMachineSnapshot, unknown];
  const initialKey = serialize(initial);
  const start = adjacency[initialKey]?.state ?? initial;
  const shortest = new Map<string, MachinePath>([[initialKey, { state: start, steps: [{ event: { type: 'xstate.init', input } as AnyEventObject, state: start }], weight: 0 }]]);
  const paths: MachinePath[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      if (machine.getTransitionData(state, event).length === 0) continue;
      const path: MachinePath = { state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 };
      paths.push(path);
      const nextKey = serialize(next);
      if (!shortest.has(nextKey)) shortest.set(nextKey, path);
    }
  }
  return paths;
};

export interface PathOptions {
  events: readonly AnyEventObject[];
  input?: unknown;
  /** Safety net against state explosion (number of traversal steps). */
  limit?: number;
  /** Edges the traversal may take (a UI replay leaves out steps no browser can perform, so shortest paths go around them). */
  drivable?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

/** Transition-covering paths of an app machine (invokes and delays allowed): traversal by the graph utilities. */
export function appMachinePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const samples = sampleEventsFor(options.events);
  const { drivable } = options;
  const events = drivable ? (snapshot: AnyMachineSnapshot) => samples(snapshot).filter((event) => drivable(snapshot, event)) : samples;
  const traversal = { events, serializeState, input: options.input, limit: options.limit ?? 50_000 };
  return dropPrefixPaths(transitionCoverGen(machine, traversal as never));
}

/**
 * Transition-covering paths of a pure domain machine through `createTestModel`, which also checks
 * the machine is pure (it refuses machines that invoke actors or use delays).
 */
export function domainMachinePaths(machine: AnyStateMachine, options: PathOptions): MachinePath[] {
  const model = createTestModel(machine, { input: options.input });
  const traversal = { events: sampleEventsFor(options.events), serializeState, input: options.input, limit: options.limit ?? 50_000 };
  return dropPrefixPaths(model.getPaths(transitionCoverGen as never, traversal as never) as MachinePath[]);
}

/**
 * Joins paths into fewer, longer ones: where a path ends in a state (value and context) that another
 * path passes through, and every step of the other path up to there (a state and the event sent in
 * it) is already a step of the joined path, the other path's later steps are appended and the other
 * path is dropped. So every (state, event) step of the given paths is still replayed, and from equal
 * states the same events lead to the same states: the transitions taken are the same. What it saves
 * is a browser's start and a shared prefix per joined path: a UI replay opens its page once per
 * path, and those opens were most of the UI model tests' time (issue 9 part 6).
 */
export function chainPaths(paths: readonly MachinePath[]): MachinePath[] {
  const stepKeys = (path: MachinePath) => path.steps.slice(1).map((step, i) => `${serializeState(path.steps[i]!.state)}>${JSON.stringify(step.event)}`);
  const remaining = [...paths];
  const chained: MachinePath[] = [];
  for (let current = remaining.shift(); current !== undefined; current = remaining.shift()) {
    for (;;) {
      const endKey = serializeState(current.state);
      const taken = new Set(stepKeys(current));
      let joined: { index: number; from: number } | null = null;
      for (const [index, other] of remaining.entries()) {
        const keys = stepKeys(other);
        const from = other.steps.findIndex((step, i) => i < other.steps.length - 1 && serializeState(step.state) === endKey && keys.slice(0, i).every((key) => taken.has(key)));
        if (from !== -1) {
          joined = { index, from };
          break;
        }
      }
      if (joined === null) break;
      const [other] = remaining.splice(joined.index, 1) as [MachinePath];
      current = { state: other.state, steps: [...current.steps, ...other.steps.slice(joined.from + 1)], weight: current.weight + other.steps.length - 1 - joined.from };
    }
    chained.push(current);
  }
  return chained;
}
