import { describe, expect, it } from 'vitest';
import { sampleInvoiceRow } from '../../machines/app/invoices/invoiceSamples';
import { fieldMessages } from '../../src/i18n/validationMessages';
import { invoiceEditSchema } from '../common/invoiceList/invoiceEditSchema';
import { disputeFormSchema } from './disputeFormSchema';

const invoice = { ...sampleInvoiceRow('inv-1', 'INV-1', false), status: 'pastDue' as const, billDate: '2026-03-01' };
const rules = { timeLimitDays: 30, now: '2026-03-31T23:59:59Z', commentMaxLength: 500, invoiceDisputeStatuses: [] as string[] };

describe('the dispute and invoice-edit forms ask the rules the machines guard with', () => {
  it('dispute: a reason of the list, a comment within the limit', () => {
    expect(fieldMessages(disputeFormSchema(invoice, rules), { reason: 'incorrect_price', comment: '' })).toBeUndefined();
    expect(fieldMessages(disputeFormSchema(invoice, rules), { reason: '', comment: 'x'.repeat(501) })).toEqual({
      reason: { id: 'disputes.rule.reasonUnknown', values: { max: 500 } },
      comment: { id: 'disputes.rule.commentTooLong', values: { max: 500 } },
    });
  });

  it('invoice edit: PO number at most 30 characters, notes at most 64', () => {
    const schema = invoiceEditSchema([invoice]);
    expect(fieldMessages(schema, { poNumber: 'P'.repeat(30), notes: 'n'.repeat(64) })).toBeUndefined();
    expect(fieldMessages(schema, { poNumber: 'P'.repeat(31), notes: 'n'.repeat(65) })).toEqual({
      poNumber: { id: 'invoices.edit.rule.poNumberTooLong' },
      notes: { id: 'invoices.edit.rule.notesTooLong' },
    });
  });
});
