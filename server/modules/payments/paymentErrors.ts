import type { AllocationProblem } from '../../../machines/rules/paymentAllocation';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';

/** Payment refusals, in the style of portalError: codes and message ids from src/domain/errors.ts. */
export const PAYMENT_ERRORS = {
  PAYMENT_REFUSED: ERRORS.PAYMENT_REFUSED,
  IDEMPOTENCY_KEY_REUSED: ERRORS.IDEMPOTENCY_KEY_REUSED,
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
