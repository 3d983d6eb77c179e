import type { RuleRow } from '../../src/statecharts/types';

/** The rule a link asked for (`/statecharts/<machine>?rule=<guard>`) and the transitions it guards. */
export interface RuleFocusModel {
  rule: string;
  rows: readonly RuleRow[];
}

const GUARD_NAME = /^[A-Za-z0-9_]+$/;

/**
 * The transitions guarded by `rule`, alone or inside a composite guard (`and(hasReason, isFraud)`).
 * Null when the link names no rule, a malformed one, or one this machine does not have.
 */
export function ruleFocusOf(rows: readonly RuleRow[], rule: string | null): RuleFocusModel | null {
  if (!rule || !GUARD_NAME.test(rule)) return null;
  const within = new RegExp(`[(,\\s]${rule}[,)]`);
  const matching = rows.filter((r) => r.guardName === rule || within.test(r.guardName));
  return matching.length > 0 ? { rule, rows: matching } : null;
}
