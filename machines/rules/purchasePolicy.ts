import { MAX_AMOUNT_MINOR } from './individualCreditLimit';

/**
 * The buyer purchase policy (spec 3 Buyer.buyerPurchasePolicy.maxValue): the most one purchase may
 * be. Not stated in the spec, our rule: a whole amount above zero and at most the company credit
 * line (a larger single purchase could never be approved); null removes the cap.
 */
export type PurchasePolicyProblem = 'notWholeAmount' | 'notPositive' | 'exceedsCompanyLine';

export const PURCHASE_POLICY_PROBLEMS: Record<PurchasePolicyProblem, string> = {
  notWholeAmount: 'The maximum purchase value must be an amount in whole cents.',
  notPositive: 'The maximum purchase value must be above zero.',
  exceedsCompanyLine: 'The maximum purchase value cannot exceed the company credit line.',
};

export function purchasePolicyProblems(facts: { maxValueMinor: number | null; companyLineMinor: number }): PurchasePolicyProblem[] {
  const max = facts.maxValueMinor;
  if (max === null) return [];
  if (!Number.isSafeInteger(max) || max > MAX_AMOUNT_MINOR) return ['notWholeAmount'];
  if (max <= 0) return ['notPositive'];
  return max > facts.companyLineMinor ? ['exceedsCompanyLine'] : [];
}
