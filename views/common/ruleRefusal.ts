import type { RuleRefusalBody } from '../../src/domain/errors';

/**
 * What a view may hold about a refusal, as it came: the error body of an actor (code, messageId,
 * `refusal` when a domain rule said no), a bare message id (hooks that keep only that), or the
 * rule itself (a check the browser ran with the same rule, e.g. the dispute form's preflight).
 */
export type RefusalSource =
  | string
  | { code?: unknown; messageId?: unknown; refusal?: RuleRefusalBody; values?: Record<string, string | number> }
  | RuleRefusalBody
  | null
  | undefined;

/** What the refusal shows: one message id per line, and the rule to link to on /statecharts. */
export interface RefusalDisplay {
  /** The failed checks (`rule.<machine>.<rule>.<check>`), else the rule's words, else the error's message. */
  lines: string[];
  /** True when `lines` are the failed checks of a composite rule (shown as a list). */
  checks: boolean;
  /** The rule drawn on `/statecharts/<machine>`; `rule` null when no guard refused (`notAllowedInState`). */
  link: { machine: string; rule: string | null } | null;
  values?: Record<string, string | number>;
}

/** `rule.<machine>.<rule>`: the message id of a rule's plain words (server/rulebook `ruleMessageId`). */
export const ruleMessageId = (machine: string, rule: string): string => `rule.${machine}.${rule}`;
/** `rule.<machine>.<rule>.<check>`: the words of one failed check of a composite rule. */
export const subRuleMessageId = (machine: string, rule: string, check: string): string => `rule.${machine}.${rule}.${check}`;

const RULE_MESSAGE_ID = /^rule\.([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)$/;
const isRuleRefusal = (value: object): value is RuleRefusalBody => 'machine' in value && 'rule' in value && 'subRules' in value;

function ruleOf(source: Exclude<RefusalSource, null | undefined>): RuleRefusalBody | null {
  if (typeof source === 'object' && isRuleRefusal(source)) return source;
  if (typeof source === 'object' && source.refusal) return source.refusal;
  const messageId = typeof source === 'string' ? source : source.messageId;
  const match = typeof messageId === 'string' ? RULE_MESSAGE_ID.exec(messageId) : null;
  return match?.[1] && match[2] ? { machine: match[1], rule: match[2], subRules: [] } : null;
}

/**
 * Turns whatever the view holds into lines and a link. `hasMessage` says whether the bundle has
 * an id (a check without words of its own falls back to the rule's words). Null: nothing refused.
 */
export function describeRefusal(source: RefusalSource, hasMessage: (id: string) => boolean): RefusalDisplay | null {
  if (source === null || source === undefined || source === '') return null;
  const rule = ruleOf(source);
  const values = typeof source === 'object' && 'values' in source ? source.values : undefined;
  const ownMessage = typeof source === 'string' ? source : 'messageId' in source && typeof source.messageId === 'string' ? source.messageId : null;
  const fallback = [ownMessage, 'error.ruleRefused'].find((id): id is string => id !== null && hasMessage(id)) ?? 'error.ruleRefused';
  const display = (lines: string[], checks: boolean): RefusalDisplay => ({
    lines,
    checks,
    link: rule ? { machine: rule.machine, rule: rule.rule === 'notAllowedInState' ? null : rule.rule } : null,
    ...(values ? { values } : {}),
  });
  if (!rule) return display([fallback], false);
  const general = ruleMessageId(rule.machine, rule.rule);
  const generalLine = hasMessage(general) ? general : fallback;
  if (rule.subRules.length === 0) return display([generalLine], false);
  const lines = rule.subRules.map((check) => {
    const id = subRuleMessageId(rule.machine, rule.rule, check);
    return hasMessage(id) ? id : generalLine;
  });
  return display([...new Set(lines)], true);
}
