import { describe, expect, it } from 'vitest';
import { amountRangeProblem, dueRangeProblem, EMPTY_INVOICE_FILTER, toInvoiceFilter } from './invoiceFilterRules';

describe('invoice filters', () => {
  it('due-date range: empty or ordered is fine; one date only, or start after end, is not (spec 5)', () => {
    expect(dueRangeProblem(null, null)).toBeNull();
    expect(dueRangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(dueRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(dueRangeProblem('2026-03-02', '2026-03-01')).toBe('startBeforeEnd');
    expect(dueRangeProblem('2026-03-02', null)).toBe('dateRequired');
  });

  it('amount range: minimum not above maximum', () => {
    expect(amountRangeProblem(10, 5)).toBe('minAboveMax');
    expect(amountRangeProblem(5, 5)).toBeNull();
    expect(amountRangeProblem(null, 5)).toBeNull();
  });

  it('builds the server filter in minor units, leaving out what is empty', () => {
    expect(toInvoiceFilter(EMPTY_INVOICE_FILTER, 'USD')).toEqual({});
    expect(toInvoiceFilter({ ...EMPTY_INVOICE_FILTER, status: 'pastDue', minTotal: 12.5, poNumber: ' PO-4 ', search: 'bolts' }, 'USD', true)).toEqual({
      statuses: ['pastDue'], minTotalMinor: 1250, poNumber: 'PO-4', search: 'bolts', payableOnly: true,
    });
  });
});
