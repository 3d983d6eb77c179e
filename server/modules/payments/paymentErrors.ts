import type { AllocationProblem } from '../../../machines/rules/paymentAllocation';
import { GraphQLError } from '../../graphql/graphqlRuntime';

/**
 * Payment refusals, in the style of portalError (stable `extensions.code`, a `messageId` for the
 * browser). Their codes are not (yet) in src/domain/errors.ts ERRORS, like RULE_REFUSED: the browser
 * adds them with their messages.
 */
export const PAYMENT_ERRORS = {
  /** The allocation rules refused the payment; `extensions.problems` lists every broken rule. */
  PAYMENT_REFUSED: 'payments.error.refused',
  /** The idempotency key was used before for a different payment. */
  IDEMPOTENCY_KEY_REUSED: 'payments.error.idempotencyKeyReused',
} as const;

export function paymentRefused(problems: readonly AllocationProblem[]): GraphQLError {
  return new GraphQLError('The payment cannot be made as requested', {
    extensions: {
      code: 'PAYMENT_REFUSED',
      messageId: PAYMENT_ERRORS.PAYMENT_REFUSED,
      problems: problems.map((p) => ({ code: p.code, invoiceId: p.invoiceId, messageId: `payments.allocation.${p.code}` })),
    },
  });
}

export function idempotencyKeyReused(): GraphQLError {
  return new GraphQLError('This idempotency key was already used for a different payment', {
    extensions: { code: 'IDEMPOTENCY_KEY_REUSED', messageId: PAYMENT_ERRORS.IDEMPOTENCY_KEY_REUSED, values: { field: 'idempotencyKey' } },
  });
}
