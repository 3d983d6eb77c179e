import type { RuleRefusalBody } from '../domain/errors';

/**
 * The refused rule of a GraphQL error's `extensions` (server/rulebook/ruleRefusedError.ts): only
 * for code RULE_REFUSED with a machine and a rule. A refusal naming several guards (`a | b`) keeps
 * the first, as its message id does. Sub-rules that are not strings are dropped.
 */
export function ruleRefusalOf(extensions: Readonly<Record<string, unknown>> | undefined): RuleRefusalBody | undefined {
  if (extensions?.['code'] !== 'RULE_REFUSED') return undefined;
  const { machine, rule, subRules } = extensions;
  if (typeof machine !== 'string' || machine === '' || typeof rule !== 'string' || rule === '') return undefined;
  const [first = rule] = rule.split(' | ');
  const checks = Array.isArray(subRules) ? subRules.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  return { machine, rule: first, subRules: checks };
}

/** The message's placeholder values of `extensions.values`, when they are strings and numbers. */
export function messageValuesOf(extensions: Readonly<Record<string, unknown>> | undefined): Record<string, string | number> | undefined {
  const values = extensions?.['values'];
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const entries = Object.entries(values).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
