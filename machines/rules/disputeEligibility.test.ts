import { describe, expect, it } from 'vitest';
import { DISPUTE_REASONS, DISPUTE_REASON_VALUES, disputeIneligibility, invoiceAgeDays, isOpenDisputeStatus } from './disputeEligibility';
import type { DisputeInvoiceFacts, DisputeRequest } from './disputeEligibility';

const invoice: DisputeInvoiceFacts = { id: 'i-1', status: 'pastDue', invoiceType: 'sale', feeType: null, consolidated: false, billDate: '2026-01-01', disputeStatuses: [] };
const ok: DisputeRequest = { invoices: [invoice], now: '2026-01-15T12:00:00Z', disputeTimeLimitDays: 30, reason: 'incorrect_price', comment: 'Price should be 10.00' };
const withInvoice = (change: Partial<DisputeInvoiceFacts>): DisputeRequest => ({ ...ok, invoices: [{ ...invoice, ...change }] });

describe('dispute reasons', () => {
  it('are the 15 stored values of spec 3', () => {
    expect(DISPUTE_REASON_VALUES).toHaveLength(15);
    expect(DISPUTE_REASONS['Fraud/Unauthorized Purchase']).toBe('unauthorized_purchase');
    expect(DISPUTE_REASONS['Buyer Tax Exempt or Incorrect Tax']).toBe('incorrect_tax');
    expect(new Set(DISPUTE_REASON_VALUES).size).toBe(15);
  });
});

describe('invoiceAgeDays', () => {
  it.each([
    ['2026-01-01', '2026-01-01T00:00:00Z', 0],
    ['2026-01-01', '2026-01-31T23:59:59Z', 30],
    ['2026-01-01', '2026-02-01T00:00:00Z', 31],
    ['2026-01-01', '2026-02-01T00:30:00+01:00', 30],
    ['2026-03-10', '2026-03-01T00:00:00Z', -9],
  ])('billed %s, now %s -> %d days', (billDate, now, days) => {
    expect(invoiceAgeDays(billDate, now)).toBe(days);
  });
});

describe('disputeIneligibility', () => {
  it.each<[string, DisputeRequest, string[]]>([
    ['an eligible past-due invoice', ok, []],
    ...(['created', 'paid', 'pendingPayment', 'pastDue'].map((status) => [`status ${status}`, withInvoice({ status }), []]) as [string, DisputeRequest, string[]][]),
    ...(['cancelled', 'open', 'settled', 'paidDirect', 'credited'].map((status) => [`status ${status}`, withInvoice({ status }), ['statusNotDisputable']]) as [string, DisputeRequest, string[]][]),
    ['no invoice', { ...ok, invoices: [] }, ['notExactlyOneInvoice']],
    ['two invoices', { ...ok, invoices: [invoice, { ...invoice, id: 'i-2' }] }, ['notExactlyOneInvoice']],
    ['a consolidated invoice', withInvoice({ consolidated: true }), ['consolidatedInvoice']],
    ['a fee invoice', withInvoice({ invoiceType: 'fee' }), ['feeInvoice']],
    ['a late fee on a sale line', withInvoice({ feeType: 'Late Fee' }), ['feeInvoice']],
    ['last day of a 30-day limit', { ...ok, now: '2026-01-31T23:59:59Z' }, []],
    ['first day after a 30-day limit', { ...ok, now: '2026-02-01T00:00:00Z' }, ['disputeTimeLimitPassed']],
    ['a zero-day limit on the bill day', { ...ok, now: '2026-01-01T23:00:00Z', disputeTimeLimitDays: 0 }, []],
    ['a zero-day limit the day after', { ...ok, now: '2026-01-02T00:00:00Z', disputeTimeLimitDays: 0 }, ['disputeTimeLimitPassed']],
    ['an unreadable bill date', withInvoice({ billDate: '01/01/2026' }), ['datesUnreadable']],
    ['a negative limit', { ...ok, disputeTimeLimitDays: -1 }, ['datesUnreadable']],
    ['an earlier dispute still open', withInvoice({ disputeStatuses: ['open'] }), ['alreadyDisputed']],
    ['an earlier dispute under review', withInvoice({ disputeStatuses: ['underReview'] }), ['alreadyDisputed']],
    ['an earlier dispute resolved', withInvoice({ disputeStatuses: ['resolved'] }), []],
    ['earlier disputes resolved and rejected', withInvoice({ disputeStatuses: ['resolved', 'rejected'] }), []],
    ['a rejected dispute and one under review', withInvoice({ disputeStatuses: ['rejected', 'underReview'] }), ['alreadyDisputed']],
    ['a label instead of a stored reason', { ...ok, reason: 'Incorrect Price or Discount' }, ['reasonUnknown']],
    ['a comment of 500 characters', { ...ok, comment: 'x'.repeat(500) }, []],
    ['a comment of 501 characters', { ...ok, comment: 'x'.repeat(501) }, ['commentTooLong']],
    ['no comment', { ...ok, comment: null }, []],
    ['everything wrong', { ...withInvoice({ consolidated: true, status: 'cancelled', invoiceType: 'fee', billDate: '2020-01-01', disputeStatuses: ['open'] }), reason: 'x', comment: 'x'.repeat(600) },
      ['consolidatedInvoice', 'statusNotDisputable', 'feeInvoice', 'disputeTimeLimitPassed', 'alreadyDisputed', 'reasonUnknown', 'commentTooLong']],
  ])('%s', (_name, request, expected) => {
    expect(disputeIneligibility(request)).toEqual(expected);
  });
});

describe('isOpenDisputeStatus', () => {
  it.each([['open', true], ['underReview', true], ['resolved', false], ['rejected', false], ['draft', false]] as const)('%s -> %s', (status, open) => {
    expect(isOpenDisputeStatus(status)).toBe(open);
  });
});
