import type { RefusedRule } from '../../machines/decide';
import { GraphQLError } from '../graphql/graphqlRuntime';

/**
 * The error code of a refusal by a domain rule. Not (yet) in src/domain/errors.ts `ERRORS`, which
 * maps each code to one message id: a refusal names its own, per rule.
 */
export const RULE_REFUSED = 'RULE_REFUSED';

/** `rule.<machineId>.<guard>`; a refusal naming several guards (`a | b`) uses the first. */
export function ruleMessageId(machineId: string, ruleName: string): string {
  const [first = ruleName] = ruleName.split(' | ');
  return `rule.${machineId}.${first}`;
}

/**
 * The GraphQL error for an event a domain machine refused, in the style of `portalError`:
 * `extensions.code` = RULE_REFUSED, `rule` (the guard, or `notAllowedInState`), `messageId` for
 * the browser to translate, the rule's plain-language `description`, and `spec` / `subRules`
 * (the failing checks of a composite rule, e.g. `alreadyTerminated`) when known.
 */
export function ruleRefusedError(machineId: string, rule: RefusedRule): GraphQLError {
  return new GraphQLError(rule.description, {
    extensions: {
      code: RULE_REFUSED,
      rule: rule.name,
      machine: machineId,
      messageId: ruleMessageId(machineId, rule.name),
      description: rule.description,
      ...(rule.spec ? { spec: rule.spec } : {}),
      ...(rule.subRules ? { subRules: rule.subRules } : {}),
    },
  });
}
