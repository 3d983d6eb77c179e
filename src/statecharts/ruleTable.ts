import type { GraphModel, RuleRow, StateModel, TransitionModel } from './types';

/**
 * The rule table of a machine: one row per transition, in the model's order, for compliance
 * reviewers: from which state, on which event, under which rule (plain words), to which state,
 * and the spec section it implements.
 */

export const ANY_STATE = '(any state)';

/** The state's path for people: `signedIn.active`; the machine root reads "(any state)". */
export function statePath(state: StateModel | undefined): string {
  if (!state) return '?';
  return state.path === '' ? ANY_STATE : state.path;
}

/**
 * The rule in words: the transition's description, with its guard's rule when the description does
 * not already say it (a rule-book entry verbatim, else "when: <guard name in words>").
 */
export function ruleText(t: TransitionModel): string {
  const { guard, description } = t;
  const guardWords = guard ? (guard.source === 'rules' ? `Rule: ${guard.text}` : `(when: ${guard.text})`) : '';
  if (description && guard) return guard.text === description ? description : `${description} ${guardWords}`;
  if (description) return description;
  if (guard) return guard.source === 'rules' ? guard.text : `Only when: ${guard.text}.`;
  if (t.otherwise) return 'Otherwise (none of the rules above applies).';
  return 'No condition.';
}

/** The spec section of a transition: its own, its guard's, its source state's, or the machine's. */
export function transitionSpec(model: GraphModel, t: TransitionModel, byId: ReadonlyMap<string, StateModel>): string {
  const state = byId.get(t.source);
  return t.spec ?? t.guard?.spec ?? state?.spec ?? model.spec ?? '';
}

export function toRuleTable(model: GraphModel): RuleRow[] {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  return model.transitions.map((t) => {
    const from = statePath(byId.get(t.source));
    const to = t.targets.length === 0 ? `(stays in ${from})` : t.targets.map((id) => statePath(byId.get(id))).join(', ');
    return {
      transitionId: t.id,
      from,
      event: t.event,
      guard: ruleText(t),
      guardName: t.guard?.name ?? '',
      to,
      spec: transitionSpec(model, t, byId),
    };
  });
}
