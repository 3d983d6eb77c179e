import { describe, expect, it } from 'vitest';
import { INVOICE_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH, invoiceEditProblems, invoiceEditRefusal, normalizedEditText } from './invoiceEdit';

const plain = { id: 'a', consolidated: false };
const consolidated = { id: 'b', consolidated: true };

describe('invoiceEditProblems (spec 5 PO number and notes)', () => {
  it('needs at least one non-consolidated invoice', () => {
    expect(invoiceEditProblems({ invoices: [], poNumber: 'PO-1', notes: null })).toEqual(['noEditableInvoice']);
    expect(invoiceEditProblems({ invoices: [consolidated], poNumber: 'PO-1', notes: null })).toEqual(['noEditableInvoice']);
    expect(invoiceEditProblems({ invoices: [consolidated, plain], poNumber: 'PO-1', notes: null })).toEqual([]);
  });

  it('limits the PO number and the notes at their boundaries', () => {
    const at = { invoices: [plain], poNumber: 'x'.repeat(PO_NUMBER_MAX_LENGTH), notes: 'y'.repeat(INVOICE_NOTES_MAX_LENGTH) };
    expect(invoiceEditProblems(at)).toEqual([]);
    expect(invoiceEditProblems({ ...at, poNumber: `${at.poNumber}x`, notes: `${at.notes}y` })).toEqual(['poNumberTooLong', 'notesTooLong']);
  });

  it('refuses a consolidated invoice one by one and normalizes text', () => {
    expect(invoiceEditRefusal(consolidated)).toBe('consolidatedInvoice');
    expect(invoiceEditRefusal(plain)).toBeNull();
    expect(normalizedEditText('  PO-7 ')).toBe('PO-7');
    expect(normalizedEditText('   ')).toBeNull();
    expect(normalizedEditText(null)).toBeNull();
  });
});
