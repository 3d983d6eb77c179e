import {
  getNextTransitions,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

/**
 * `decide`: may this event happen to an entity in this stored state, and what is its next state?
 * The one way the server applies a domain machine (DESIGN "Machines: how we write them"): load
 * the entity, `decide`, persist `next` (and `snapshot.context`) or answer with the refused rule.
 * Pure: XState's `transition` computes the next snapshot without running any action.
 */

/** What the server stores for an entity: the state value, and the context when the machine has one. */
export interface StoredState<TMachine extends AnyStateMachine> {
  value: StateValue;
  /** Omitted: the machine's static initial context (machines whose context needs input must pass it). */
  context?: ContextFrom<TMachine>;
}

/** The rule that refused an event: a guard's name (or `notAllowedInState`) and plain language. */
export interface RefusedRule {
  /** Guard name (`hasReason`; several refused alternatives are joined with ` | `), or `notAllowedInState`. */
  name: string;
  /**
   * What the rule says: the guard's rule-book description if one is given, else the refused
   * transitions' `description` (or `meta.description`).
   */
  description: string;
  /** Spec reference (rule book, or the refused transitions' `meta.spec`), when known. */
  spec?: string;
  /** For a guard that checks several rules (rule book `explain`): the ids of the ones that failed. */
  subRules?: string[];
}

/**
 * Plain-language documentation of a named guard (the shape of machines/domain's `RuleDoc`).
 * `explain` lists the failing sub-rules of a guard that checks several.
 */
export interface RuleDocLike {
  description: string;
  spec?: string;
  subRules?: Readonly<Record<string, string>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each machine's book has its own context/event
  explain?(args: { context: any; event: any }): readonly string[];
}

export interface DecideOptions {
  /** guard name -> rule documentation (a catalog entry's `rules`). */
  rules?: Readonly<Record<string, RuleDocLike>>;
}

export type Decision<TMachine extends AnyStateMachine> =
  | { accepted: true; next: StateValue; snapshot: SnapshotFrom<TMachine> }
  | { accepted: false; rule: RefusedRule };

/** Name of a guard as the diagrams show it; composite guards as `and(a, b)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    return parts ? `${guard.name}(${parts.map(guardName).join(', ')})` : guard.name || 'anonymous guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'unknown guard';
}

/** Does a transition's event descriptor match an event type (`*` and `area.*` wildcards)? */
function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${stateLabel(child)}`))
    .join(', ');
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.length > 0))];
}

function refusedBy(candidates: AnyTransitionDefinition[], snapshot: AnyMachineSnapshot, event: AnyEventObject, options: DecideOptions): RefusedRule {
  const state = stateLabel(snapshot.value);
  if (candidates.length === 0) {
    return { name: 'notAllowedInState', description: `The event "${event.type}" is not accepted in state "${state}".` };
  }
  const names = unique(candidates.map((t) => (t.guard === undefined ? undefined : guardName(t.guard))));
  const docs = names.map((n) => options.rules?.[n]).filter((d): d is RuleDocLike => d !== undefined);
  const meta = (t: AnyTransitionDefinition) => (t as { meta?: { description?: string; spec?: string } }).meta;
  const descriptions = docs.length > 0 ? unique(docs.map((d) => d.description)) : unique(candidates.map((t) => t.description ?? meta(t)?.description));
  const specs = unique([...docs.map((d) => d.spec), ...candidates.map((t) => meta(t)?.spec)]);
  const subRules = unique(docs.flatMap((d) => [...(d.explain?.({ context: snapshot.context, event }) ?? [])]));
  const name = names.join(' | ') || 'notAllowedInState';
  const rule: RefusedRule = {
    name,
    description: descriptions.join(' ') || `The rule "${name}" refused "${event.type}" in state "${state}".`,
  };
  if (specs.length > 0) rule.spec = specs.join('; ');
  if (subRules.length > 0) rule.subRules = subRules;
  return rule;
}

/**
 * Decides an event against a machine from a stored state. Accepted when at least one transition
 * is enabled (a targetless, context-only transition counts); refused otherwise, naming the
 * guard(s) that said no, or `notAllowedInState` when the state has no transition for the event.
 *
 * `now` (an ISO-8601 string, as the domain machines use, or epoch ms), when given, is added to the
 * event as `now` unless the event has one, so guards read time as data (no `Date.now()` in machines).
 * `options.rules` (a catalog entry's rule book) describes refusals in its words and lists the
 * failing sub-rules of composite checks.
 *
 * Throws when the stored value is not a state of the machine (corrupt or unmigrated data).
 */
export function decide<TMachine extends AnyStateMachine>(
  machine: TMachine,
  stored: StoredState<TMachine>,
  event: EventFromLogic<TMachine>,
  now?: string | number,
  options: DecideOptions = {},
): Decision<TMachine> {
  const context = stored.context ?? staticInitialContext(machine);
  const snapshot: AnyMachineSnapshot = machine.resolveState({ value: stored.value, context });
  const timedEvent = (now === undefined || 'now' in event ? event : { ...event, now }) as EventFromLogic<TMachine>;
  if (snapshot.status === 'active' && machine.getTransitionData(snapshot, timedEvent).length > 0) {
    const [next]: [AnyMachineSnapshot, unknown] = transition(machine, snapshot as SnapshotFrom<TMachine>, timedEvent);
    return { accepted: true, next: next.value, snapshot: next as SnapshotFrom<TMachine> };
  }
  const candidates = snapshot.status === 'active' ? getNextTransitions(snapshot).filter((t) => matchesDescriptor(t.eventType, timedEvent.type)) : [];
  return { accepted: false, rule: refusedBy(candidates, snapshot, timedEvent, options) };
}

function staticInitialContext(machine: AnyStateMachine): unknown {
  const context: unknown = machine.config.context;
  if (typeof context === 'function') {
    throw new Error(`decide(${machine.id}): the machine builds its context from input; pass storedState.context`);
  }
  return context ?? {};
}
