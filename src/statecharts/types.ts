/**
 * The plain, serialisable model of a statechart that the diagrams, the rule tables and the docs
 * export are drawn from (graphModel.ts builds it from an XState v5 machine). Everything here is
 * JSON: no functions, no StateNode objects, stable order.
 */

/** The kinds of state node XState v5 knows. */
export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** What fires a transition. */
export type TriggerKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone' | 'snapshot' | 'wildcard';

/** A state node. `id` is XState's id (`session.signedIn.active`), unique within the machine. */
export interface StateModel {
  id: string;
  key: string;
  /** Keys from the machine root, joined with dots (`signedIn.active`); '' for the root. */
  path: string;
  parent: string | null;
  type: StateKind;
  description: string | null;
  /** `meta.spec` of the state, e.g. `4. Card status`. */
  spec: string | null;
  /** Whether this is the initial child of its (compound) parent. */
  isInitial: boolean;
  /** Actors the state invokes while active: `src`, or `src as id` when the id (which names its done/error events) differs. */
  invokes: string[];
  entry: string[];
  exit: string[];
  history: 'shallow' | 'deep' | null;
}

/** A guard with its name in the code and the rule in plain language. */
export interface GuardModel {
  /** The guard's name (`hasReason`), or a composite name like `and(isAdmin, not(isLocked))`. */
  name: string;
  /** Plain language: from the machine's Rules record, else the name made readable. */
  text: string;
  /** The name made readable (`has session cookie`), short enough for a diagram label. */
  short: string;
  /** Where `text` came from. */
  source: 'rules' | 'name';
  /** `spec` of the guard's entry in the Rules record, if any. */
  spec: string | null;
}

/** One transition: one candidate of one event of one state (guarded branches are separate). */
export interface TransitionModel {
  /** `<source id>|<event type>|<index among the transitions of that event>`. */
  id: string;
  source: string;
  /** Target state ids; empty for a targetless transition (actions only, the state stays). */
  targets: string[];
  trigger: TriggerKind;
  /** The raw XState event type ('' for `always`). */
  eventType: string;
  /** The event as a reader sees it: `card.lock`, `after 30 s`, `signIn done`, `always`. */
  event: string;
  guard: GuardModel | null;
  /** An unguarded fallback after guarded candidates of the same event ("otherwise"). */
  otherwise: boolean;
  /** The transition's own `description`. */
  description: string | null;
  /** The transition's own `meta.spec`. */
  spec: string | null;
  actions: string[];
  /** `reenter: true`: the source is exited and entered again. */
  reenter: boolean;
}

/** The whole machine. */
export interface GraphModel {
  /** The catalog id (also the file name of the exports). */
  id: string;
  /** The machine's own id (`machine.id`). */
  machineId: string;
  title: string;
  /** The machine's spec reference (catalog entry or root `meta.spec`). */
  spec: string | null;
  description: string | null;
  /** The root state's id. */
  root: string;
  /** Every state, root first, then depth-first in document order. */
  states: StateModel[];
  /** Every transition, grouped by source state in the order of `states`, then in definition order. */
  transitions: TransitionModel[];
}

/** A guard's entry in a machine file's `<name>Rules` record. */
export interface GuardRule {
  description: string;
  spec?: string;
}

export type GuardRules = Readonly<Record<string, GuardRule>>;

/** One row of a rule table (toRuleTable in ruleTable.ts). */
export interface RuleRow {
  /** The transition this row describes. */
  transitionId: string;
  /** State path (`signedIn.active`), or `(any state)` for machine-level transitions. */
  from: string;
  event: string;
  /** The rule in plain words. */
  guard: string;
  /** The guard's name in the code, '' when unguarded. */
  guardName: string;
  /** Target state paths, or `(stays in <from>)`. */
  to: string;
  spec: string;
}
