import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';

/**
 * Shared shapes of the domain machines (entity lifecycles the server enforces).
 *
 * Conventions every domain machine follows (see machines/domain/README.md):
 * - guards are plain functions of `{ context, event }`, so `decide` can evaluate any of them by name;
 * - a refusal has one guarded candidate transition for that state and event, so the guard that
 *   refused is unambiguous; a guard that checks several rules lists the failing ones with `explain`;
 * - time arrives as ISO-8601 strings in events (`now`), facts the machine cannot know arrive in
 *   the event from the server, and effects the server must perform are written to
 *   `context.pendingEffects` (replaced, never appended, by each transition that has effects).
 */

/** Metadata on states: the spec section and, where useful, what a screen shows next. */
export interface DomainStateMeta {
  /** Spec reference, e.g. '4. Card status'. */
  spec: string;
  /** How the status is shown, when it differs from the state name (e.g. 'Deactivated'). */
  display?: string;
  /** What the user is led to next (a flow or route name). */
  nextStep?: string;
  /** No event leaves this state. */
  permanent?: boolean;
  /** Effects the server performs on entering this state. */
  effects?: readonly string[];
}

/** Metadata on transitions. */
export interface DomainTransitionMeta {
  spec: string;
  /** Effects the server must perform when this transition is taken (also in `context.pendingEffects`). */
  effects?: readonly string[];
}

/** Plain-language documentation of one named guard, for diagrams, docs and `decide`. */
export interface RuleDoc<TContext = unknown, TEvent = unknown> {
  /** What the rule allows or refuses, in words a compliance reviewer understands. */
  description: string;
  /** Spec reference. */
  spec: string;
  /** For a guard that checks several rules: sub-rule id -> description. */
  subRules?: Record<string, string>;
  /** For a guard that checks several rules: the ids of the sub-rules that fail for these arguments. */
  explain?(args: { context: TContext; event: TEvent }): readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalog holds books of many machines
export type RuleBook = Record<string, RuleDoc<any, any>>;

/** One domain machine as the catalog, the diagrams and the model tests see it. */
export interface DomainCatalogEntry {
  id: string;
  title: string;
  specRef: string;
  machine: AnyStateMachine;
  kind: 'domain';
  /** Input for the initial context, when the sample events assume one (otherwise the documented default). */
  input?: unknown;
  /** Event payloads at the rule boundaries (valid and invalid), for path generation. */
  sampleEvents: readonly EventObject[];
  /** guard name -> plain-language rule. */
  rules: RuleBook;
}

interface StateNodeLike {
  key: string;
  path: string[];
  type: string;
  states: Record<string, StateNodeLike>;
}

function findLeaves(node: StateNodeLike, key: string, found: StateNodeLike[]): StateNodeLike[] {
  for (const child of Object.values(node.states)) {
    if (child.key === key && Object.keys(child.states).length === 0) found.push(child);
    findLeaves(child, key, found);
  }
  return found;
}

/**
 * The state value of the unique leaf state named `status` (e.g. 'active' -> { issued: 'active' }).
 * Domain machines name their leaf states after the stored status, so a stored row maps to a state.
 */
export function stateValueFor(machine: AnyStateMachine, status: string): StateValue {
  const matches = findLeaves(machine.root as unknown as StateNodeLike, status, []);
  const [leaf] = matches;
  if (!leaf || matches.length > 1) throw new Error(`${machine.id}: no unique state named '${status}'`);
  return nest(leaf.path);
}

function nest(path: string[]): StateValue {
  if (path.length === 1) return path[0] as string;
  const [head, ...rest] = path;
  return { [head as string]: nest(rest) };
}

/** The leaf state name of a non-parallel machine's snapshot: the status to store. */
export function leafStatus(snapshot: AnyMachineSnapshot): string {
  let value: StateValue = snapshot.value as StateValue;
  while (typeof value !== 'string') {
    const keys = Object.keys(value);
    if (keys.length !== 1) throw new Error('leafStatus needs a machine without parallel regions');
    value = value[keys[0] as string] as StateValue;
  }
  return value;
}
