import { incrementMinor, isCreditCurrency } from './creditIncreaseAmount';

/**
 * Issue 14 item 6: an underwriter approves a request or an application fully or partly, or declines
 * it with a reason. Pure: the console's form and the server ask this one rule.
 * - approve: the amount granted is a whole number of minor units above zero and at most what was
 *   asked; for a credit-limit increase also in the currency's whole increments (spec 5, like the request);
 * - decline: one of the reason codes (the buyer reads `creditIncrease.declineReason.<code>`).
 */
export const UNDERWRITING_DECLINE_REASONS = ['insufficientPaymentHistory', 'pastDueBalance', 'amountAboveCreditLimit', 'other'] as const;
export type UnderwritingDeclineReason = (typeof UNDERWRITING_DECLINE_REASONS)[number];

export type UnderwritingDecisionProblem = 'amountNotPositive' | 'amountAboveRequested' | 'amountNotInIncrements' | 'reasonMissing';

export interface UnderwritingDecisionDraft {
  verdict: 'approve' | 'decline';
  /** approve: null means all that was asked. */
  amountMinor: number | null;
  reason: string | null;
}

export function isDeclineReason(value: unknown): value is UnderwritingDeclineReason {
  return typeof value === 'string' && (UNDERWRITING_DECLINE_REASONS as readonly string[]).includes(value);
}

export function underwritingDecisionProblems(
  draft: UnderwritingDecisionDraft,
  asked: { amountMinor: number; currency: string; inIncrements: boolean },
): UnderwritingDecisionProblem[] {
  if (draft.verdict === 'decline') return isDeclineReason(draft.reason) ? [] : ['reasonMissing'];
  const amount = draft.amountMinor ?? asked.amountMinor;
  if (!Number.isSafeInteger(amount) || amount <= 0) return ['amountNotPositive'];
  if (amount > asked.amountMinor) return ['amountAboveRequested'];
  if (asked.inIncrements && isCreditCurrency(asked.currency) && amount % incrementMinor(asked.currency) !== 0) return ['amountNotInIncrements'];
  return [];
}
