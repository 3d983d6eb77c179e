import { describe, expect, it } from 'vitest';
import { allocationsFromForm, amountsFormValues, amountsSchema } from './amountsSchema';
import type { InvoiceSummary } from './paymentTypes';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const invoice = (id: string, remainingMinor: number): InvoiceSummary => ({
  id, invoiceNumber: id, status: 'open', type: 'sale', feeType: null, total: usd(remainingMinor), remainingDue: usd(remainingMinor), applied: usd(0),
  billDate: '2026-01-01', dueDate: '2026-01-31', isPastDue: false, payable: true, poNumber: null, buyerUserName: null, supplierName: 'S',
});
const invoices = [invoice('a', 120_050), invoice('b', 4_500)];

/** Field -> message id of its first issue (custom issues name their own), undefined when valid. */
function problems(values: Record<string, number | undefined>) {
  const result = amountsSchema(invoices).safeParse(values);
  if (result.success) return undefined;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const id = issue.code === 'custom' ? String(issue.params?.messageId) : issue.code;
    out[String(issue.path[0])] ??= id;
  }
  return out;
}

describe('amounts form', () => {
  it('starts with what each invoice owes, in major units', () => {
    expect(amountsFormValues(invoices, [])).toEqual({ amount0: 1200.5, amount1: 45 });
    expect(amountsFormValues(invoices, [{ invoiceId: 'b', amountMinor: 1_000 }])).toEqual({ amount0: 1200.5, amount1: 10 });
  });

  it('accepts partial and full amounts and gives minor units', () => {
    const values = { amount0: 1200.5, amount1: 20.1 };
    expect(problems(values)).toBeUndefined();
    expect(allocationsFromForm(invoices, values)).toEqual([{ invoiceId: 'a', amountMinor: 120_050 }, { invoiceId: 'b', amountMinor: 2_010 }]);
  });

  it('names the broken rule per field: empty, zero, more than owed', () => {
    expect(problems({ amount0: undefined, amount1: 0 })).toEqual({ amount0: 'invalid_type', amount1: 'payments.allocation.amountNotPositive' });
    expect(problems({ amount0: 1200.51, amount1: 45 })).toEqual({ amount0: 'payments.allocation.amountExceedsRemaining' });
  });
});
