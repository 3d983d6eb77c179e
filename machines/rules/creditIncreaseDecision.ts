/**
 * Spec 4 "Credit limit request": how a decided request reads. Approved for less than was asked is a
 * partial approval; an approved temporary increase that ended is expired. Pure: the Increase Credit
 * page, the Current Status line and the decision sentence all ask this one rule.
 */
export type CreditIncreaseDecisionKind = 'approved' | 'partiallyApproved' | 'declined' | 'expired' | 'pending';

export interface CreditIncreaseDecisionFacts {
  status: 'submitted' | 'approved' | 'declined' | 'expired';
  requestedAmount: { amountMinor: number };
  approvedAmount: { amountMinor: number } | null;
}

export function decisionKind(request: CreditIncreaseDecisionFacts): CreditIncreaseDecisionKind {
  if (request.status === 'submitted') return 'pending';
  if (request.status === 'declined') return 'declined';
  if (request.status === 'expired') return 'expired';
  return request.approvedAmount && request.approvedAmount.amountMinor < request.requestedAmount.amountMinor ? 'partiallyApproved' : 'approved';
}
