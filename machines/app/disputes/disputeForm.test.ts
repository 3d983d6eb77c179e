import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../invoices/invoiceTypes';
import { canRaise, fieldIneligibility, invoiceIneligibility, raiseEvent } from './disputeForm';

const money = { amountMinor: 10_000, currency: 'USD' };
const invoice: InvoiceRow = {
  id: 'inv-1', invoiceNumber: 'INV-1', status: 'paid', type: 'sale', feeType: null, total: money, remainingDue: { ...money, amountMinor: 0 }, applied: money,
  billDate: '2026-01-01', dueDate: '2026-01-31', isPastDue: false, payable: false, poNumber: null, buyerUserName: null, supplierName: 'Northwind',
  consolidated: false, notes: null, document: { status: 'ready', version: 1, url: '/documents/invoices/inv-1.pdf' },
};
const rules = { timeLimitDays: 30, now: '2026-01-31T23:59:59Z', commentMaxLength: 500, invoiceDisputeStatuses: [] as string[] };

describe('Dispute Invoice form model (the rule and machine the server enforces)', () => {
  it('refuses a fee, a consolidated and a too-old invoice before submitting, naming the failed check', () => {
    expect(invoiceIneligibility({ ...invoice, type: 'fee', feeType: 'Late Fee' }, rules)).toEqual(['feeInvoice']);
    expect(invoiceIneligibility({ ...invoice, consolidated: true }, rules)).toEqual(['consolidatedInvoice']);
    expect(invoiceIneligibility(invoice, { ...rules, now: '2026-02-01T00:00:00Z' })).toEqual(['disputeTimeLimitPassed']);
    expect(invoiceIneligibility({ ...invoice, status: 'cancelled' }, rules)).toEqual(['statusNotDisputable']);
    expect(invoiceIneligibility(invoice, rules)).toEqual([]);
  });

  it('refuses an invoice whose earlier dispute is open or under review, not one whose dispute ended', () => {
    expect(invoiceIneligibility(invoice, { ...rules, invoiceDisputeStatuses: ['underReview'] })).toEqual(['alreadyDisputed']);
    expect(invoiceIneligibility(invoice, { ...rules, invoiceDisputeStatuses: ['open'] })).toEqual(['alreadyDisputed']);
    expect(invoiceIneligibility(invoice, { ...rules, invoiceDisputeStatuses: ['resolved', 'rejected'] })).toEqual([]);
    expect(canRaise(raiseEvent(invoice, { ...rules, invoiceDisputeStatuses: ['open'] }, 'other', ''))).toBe(false);
  });

  it('checks the fields only when asked, and the machine accepts exactly a complete, eligible dispute', () => {
    expect(fieldIneligibility(invoice, rules, null, '')).toEqual(['reasonUnknown']);
    expect(fieldIneligibility(invoice, rules, 'other', 'x'.repeat(501))).toEqual(['commentTooLong']);
    expect(canRaise(raiseEvent(invoice, rules, null, ''))).toBe(false);
    expect(canRaise(raiseEvent(invoice, rules, 'incorrect_price', '  '))).toBe(true);
    expect(raiseEvent(invoice, rules, 'incorrect_price', '  ').comment).toBeNull();
    expect(canRaise(raiseEvent({ ...invoice, consolidated: true }, rules, 'incorrect_price', ''))).toBe(false);
  });
});
