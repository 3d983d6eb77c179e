import type { GraphQLReply } from '../../server/http/testing/apiClient';
import type { StepResult } from './apiReplay';

/**
 * Helpers for drivers that perform events through GraphQL mutations (model-tests/README.md
 * "Writing a driver").
 */

/**
 * A mutation's reply as a step result: no errors -> accepted; errors -> refused with the first
 * error's `extensions.code`, and its `extensions.rule` (RULE_REFUSED names the guard, or
 * `notAllowedInState`) or else its message. A reply with neither data nor a code is a broken call,
 * not a refusal: it throws, so a typo in a driver's query never passes as "the API refused".
 */
export function stepResultOf(reply: GraphQLReply): StepResult {
  const [first] = reply.body.errors ?? [];
  if (!first) return { kind: 'accepted' };
  const code = first.extensions?.['code'];
  if (typeof code !== 'string') throw new Error(`not a refusal but a failed call (${reply.status}): ${JSON.stringify(reply.body.errors)}`);
  const rule = first.extensions?.['rule'];
  return typeof rule === 'string' ? { kind: 'refused', code, rule } : { kind: 'refused', code, message: first.message };
}
