import { describe, expect, it } from 'vitest';
import { amountMinorOf, checkChargeRow, englishMessage, type ChargeRowInput } from './chargeRow';

const row = (over: Partial<ChargeRowInput> = {}): ChargeRowInput => ({
  invoiceReferenceId: 'REF-1', buyerClientReferenceId: 'ACME-0001', invoiceNumber: 'INV-1', billDate: '2026-11-01', dueDate: '2026-12-01',
  amount: '10.50', currency: 'USD', poNumber: '', notes: '', ...over,
});

describe('a charge row on its own', () => {
  it('accepts a complete row as the seller API\'s charge input: a sale, amount in minor units, currency upper-cased, empty optional texts as null', () => {
    expect(checkChargeRow(row({ currency: ' usd ', poNumber: ' PO-1 ' }))).toEqual({
      ok: true,
      row: {
        invoiceReferenceId: 'REF-1',
        input: { buyerClientReferenceId: 'ACME-0001', type: 'sale', invoiceNumber: 'INV-1', billDate: '2026-11-01', dueDate: '2026-12-01', amountMinor: 1050, currency: 'USD', poNumber: 'PO-1', notes: null },
      },
    });
  });

  it.each([
    [{ invoiceReferenceId: '' }, 'required', { field: 'Invoice Reference ID' }],
    [{ invoiceReferenceId: 'REF 1' }, 'invalidReference', { field: 'Invoice Reference ID' }],
    [{ buyerClientReferenceId: 'x'.repeat(65) }, 'tooLong', { field: 'Buyer Client Reference ID', maxLength: 64 }],
    [{ billDate: '2026-02-30' }, 'invalidDate', { field: 'Bill Date' }],
    [{ dueDate: '01/12/2026' }, 'invalidDate', { field: 'Due Date' }],
    [{ dueDate: '2026-10-31' }, 'dueBeforeBill', {}],
    [{ amount: '0' }, 'invalidAmount', { field: 'Amount' }],
    [{ amount: '-5' }, 'invalidAmount', { field: 'Amount' }],
    [{ amount: '1.005' }, 'invalidAmount', { field: 'Amount' }],
    [{ amount: 'ten' }, 'invalidAmount', { field: 'Amount' }],
    [{ currency: 'SGD' }, 'unsupportedCurrency', { currency: 'SGD' }],
    [{ poNumber: 'P'.repeat(31) }, 'tooLong', { field: 'PO Number', maxLength: 30 }],
    [{ notes: 'N'.repeat(65) }, 'tooLong', { field: 'Notes', maxLength: 64 }],
  ] as const)('refuses %j with %s', (over, reason, values) => {
    const checked = checkChargeRow(row(over));
    expect(checked).toEqual({ ok: false, problem: { reason, values } });
    if (!checked.ok) expect(englishMessage(checked.problem).length).toBeGreaterThan(5);
  });

  it('reads amounts exactly: thousands separators, trailing zeros; the spec 5 bound is the charge schema\'s', () => {
    expect(amountMinorOf('1,234.50', 'USD')).toBe(123_450);
    expect(amountMinorOf('0.10', 'USD')).toBe(10);
    expect(amountMinorOf('42.4200', 'USD')).toBe(4_242);
    expect(amountMinorOf('9000000000000', 'USD')).toBe(900_000_000_000_000);
    expect(checkChargeRow(row({ amount: '9000000000000' })).ok).toBe(true);
    expect(checkChargeRow(row({ amount: '9000000000001' }))).toEqual({ ok: false, problem: { reason: 'invalidAmount', values: { field: 'Amount' } } });
  });

  it.each([
    [{ invoiceNumber: 'I'.repeat(41) }, 'tooLong', { field: 'Invoice Number', maxLength: 40 }],
    [{ buyerClientReferenceId: 'ACME 0001' }, 'invalidReference', { field: 'Buyer Client Reference ID' }],
    [{ amount: '' }, 'required', { field: 'Amount' }],
    [{ currency: 'XYZ' }, 'unsupportedCurrency', { currency: 'XYZ' }],
  ] as const)('the seller API\'s rules hold for a row: %j is %s', (over, reason, values) => {
    expect(checkChargeRow(row(over))).toEqual({ ok: false, problem: { reason, values } });
  });
});
