import { describe, expect, it } from 'vitest';
import { OWED_CHARGE_STATUSES, owesNothing, statusAfterAllocation, statusAfterFailedPayment } from './chargeStatus';

describe('chargeStatus', () => {
  it('an invoice owes nothing at a zero balance only', () => {
    expect(owesNothing(0)).toBe(true);
    expect(owesNothing(1)).toBe(false);
  });

  it('money applied to an invoice makes it Paid when nothing is left, otherwise keeps its status', () => {
    expect(statusAfterAllocation('pastDue', 0)).toBe('paid');
    expect(statusAfterAllocation('pastDue', 1)).toBe('pastDue');
  });

  it.each([
    ['open', '2026-03-10', 'open'],
    ['open', '2026-02-10', 'pastDue'],
    ['created', '2026-03-10', 'created'],
    ['created', '2026-02-10', 'pastDue'],
    ['pastDue', '2026-03-10', 'pastDue'],
    ['partiallyAdjusted', '2026-02-10', 'partiallyAdjusted'],
    [null, '2026-03-10', 'open'],
    ['cancelled', '2026-03-10', 'open'],
    ['pendingPayment', '2026-03-10', 'open'],
  ] as const)('a failed payment returns an invoice that was %s (due %s) to %s', (before, due, after) => {
    expect(statusAfterFailedPayment(before, due, '2026-03-02')).toBe(after);
  });

  it('the due date itself is not yet past due', () => {
    expect(statusAfterFailedPayment('open', '2026-03-02', '2026-03-02')).toBe('open');
  });

  it('Pending Payment is owed until the bank posts the payment', () => {
    expect(OWED_CHARGE_STATUSES).toContain('pendingPayment');
    expect(OWED_CHARGE_STATUSES).not.toContain('paid');
  });
});
