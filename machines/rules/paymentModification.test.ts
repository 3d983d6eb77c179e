import { describe, expect, it } from 'vitest';
import { modificationProblems } from './paymentModification';
import type { ModificationSelection } from './paymentModification';

const sel = (amountMinor: number, invoiceStatus = 'created', invoiceId?: string): ModificationSelection => ({ amountMinor, invoiceStatus, ...(invoiceId ? { invoiceId } : {}) });

describe('modificationProblems', () => {
  it.each<[string, number, ModificationSelection[], string[]]>([
    ['total below available', 10_000, [sel(4_000), sel(5_999)], []],
    ['total equal to available', 10_000, [sel(4_000), sel(6_000)], []],
    ['total one cent over', 10_000, [sel(4_000), sel(6_001)], ['totalExceedsAvailable']],
    ['nothing selected', 10_000, [], ['noInvoicesSelected']],
    ['a zero amount', 10_000, [sel(0)], ['amountNotPositive']],
    ['a negative amount', 10_000, [sel(-5)], ['amountNotPositive']],
    ['a fractional amount', 10_000, [sel(10.5)], ['amountNotPositive']],
    ['a cancelled invoice', 10_000, [sel(100, 'cancelled')], ['invoiceNotModifiable']],
    ['a paid invoice', 10_000, [sel(100, 'paid')], ['invoiceNotModifiable']],
    ['a pending-payment invoice', 10_000, [sel(100, 'pendingPayment')], ['invoiceNotModifiable']],
    ['past due and open invoices', 10_000, [sel(100, 'pastDue'), sel(100, 'open')], []],
    ['the same invoice twice', 10_000, [sel(100, 'created', 'i-1'), sel(100, 'created', 'i-1')], ['invoiceSelectedTwice']],
    ['exactly what the invoice owes', 10_000, [{ ...sel(2_500), remainingMinor: 2_500 }], []],
    ['one cent more than the invoice owes', 10_000, [{ ...sel(2_501), remainingMinor: 2_500 }], ['amountExceedsInvoiceRemaining']],
    ['an invoice that owes nothing', 10_000, [{ ...sel(1), remainingMinor: 0 }], ['amountExceedsInvoiceRemaining']],
    ['over the payment and over the invoice', 100, [{ ...sel(101), remainingMinor: 50 }], ['totalExceedsAvailable', 'amountExceedsInvoiceRemaining']],
    ['several problems', 100, [sel(100, 'paid', 'i-1'), sel(100, 'created', 'i-1')], ['totalExceedsAvailable', 'invoiceNotModifiable', 'invoiceSelectedTwice']],
  ])('%s', (_name, availableMinor, selections, expected) => {
    expect(modificationProblems({ availableMinor, selections })).toEqual(expected);
  });
});
