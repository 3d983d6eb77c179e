import { describe, expect, it } from 'vitest';
import { CREDIT_INCREASE_DECISION_MS, PRIMARY_EMAIL_DECISION_MS, isDecisionOverdue } from './decisionWindow';

const AT = '2026-03-02T09:00:00Z';
describe('isDecisionOverdue', () => {
  it.each([
    ['2026-03-03T08:59:59Z', CREDIT_INCREASE_DECISION_MS, false],
    ['2026-03-03T09:00:00Z', CREDIT_INCREASE_DECISION_MS, true],
    ['2026-03-04T08:59:59Z', PRIMARY_EMAIL_DECISION_MS, false],
    ['2026-03-04T09:00:00Z', PRIMARY_EMAIL_DECISION_MS, true],
    ['garbage', PRIMARY_EMAIL_DECISION_MS, false],
  ])('now %s, window %d -> %s', (now, window, expected) => {
    expect(isDecisionOverdue(AT, now, window)).toBe(expected);
  });
  it('is never overdue before submission', () => {
    expect(isDecisionOverdue(null, '2030-01-01T00:00:00Z', CREDIT_INCREASE_DECISION_MS)).toBe(false);
  });
});
