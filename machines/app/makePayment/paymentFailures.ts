import type { AnyEventObject } from 'xstate';
import type { PaymentFailure } from './paymentTypes';

/**
 * How Make Payment reads a failed call (spec 8 "Payments"; DESIGN "API and data": a retry with the
 * same idempotency key returns the first result, never a second payment). Pure.
 */

/** The bank account is blocked: "payment unsuccessful due to a block on the bank account" (spec 8). */
export const BANK_ACCOUNT_BLOCKED = 'BANK_ACCOUNT_BLOCKED';

/**
 * Answers that say the server decided and made no payment: the attempt is over, a new one needs a
 * new idempotency key. Any other failure (network, internal error, rate limit) leaves the outcome
 * unknown: the payment may have been made, so a retry must reuse the attempt's key.
 */
/** The approval code was refused (spec 8 "Verify: expired, invalid code"); nothing was paid, the user enters or asks for a code again. */
export const APPROVAL_CODE_REFUSALS: readonly string[] = ['MFA_CODE_INVALID', 'MFA_CODE_EXPIRED', 'MFA_LOCKED_OUT'];

export const DEFINITIVE_REFUSALS: readonly string[] = [
  ...APPROVAL_CODE_REFUSALS, 'PAYMENT_APPROVAL_REQUIRED',
  'PAYMENT_REFUSED', 'IDEMPOTENCY_KEY_REUSED', 'BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', BANK_ACCOUNT_BLOCKED,
  // A domain machine refused the event (e.g. a payment modification): the transaction wrote nothing.
  'RULE_REFUSED',
];

const INTERNAL: PaymentFailure = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

/** The failure an actor rejected with; anything not shaped like one is INTERNAL. */
export function toPaymentFailure(error: unknown): PaymentFailure {
  if (typeof error !== 'object' || error === null) return INTERNAL;
  const { code, messageId, values } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof messageId !== 'string') return INTERNAL;
  return typeof values === 'object' && values !== null ? { code, messageId, values: values as PaymentFailure['values'] } : { code, messageId };
}

/** The failure carried by an `xstate.error.actor.*` event. */
export const failureOf = (event: AnyEventObject): PaymentFailure => toPaymentFailure((event as { error?: unknown }).error);

export const isApprovalCodeRefused = (failure: PaymentFailure): boolean => APPROVAL_CODE_REFUSALS.includes(failure.code);

/** Said before asking the server: a code is six digits (machines/rules/mfaCode.ts). */
export const MALFORMED_APPROVAL_CODE: PaymentFailure = { code: 'BAD_USER_INPUT', messageId: 'payments.make.approval.codeFormat' };

export const isBankAccountBlocked = (failure: PaymentFailure): boolean => failure.code === BANK_ACCOUNT_BLOCKED;

/** True when the server's answer leaves open whether the payment was made. */
export const isOutcomeUnknown = (failure: PaymentFailure): boolean => !DEFINITIVE_REFUSALS.includes(failure.code);
