import { describe, expect, it } from 'vitest';
import { decisionKind, type CreditIncreaseDecisionFacts } from './creditIncreaseDecision';

const request = (status: CreditIncreaseDecisionFacts['status'], approvedMinor: number | null): CreditIncreaseDecisionFacts => ({
  status, requestedAmount: { amountMinor: 1_000_000 }, approvedAmount: approvedMinor === null ? null : { amountMinor: approvedMinor },
});

describe('how a credit-increase decision reads', () => {
  it.each([
    [request('submitted', null), 'pending'],
    [request('approved', 1_000_000), 'approved'],
    [request('approved', 999_999), 'partiallyApproved'],
    [request('declined', null), 'declined'],
    [request('expired', 500_000), 'expired'],
  ] as const)('%o reads %s', (facts, kind) => {
    expect(decisionKind(facts)).toBe(kind);
  });
});
