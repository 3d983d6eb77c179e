import { describe, expect, it } from 'vitest';
import { modifyAllocationsFromForm, modifyAmountsFormValues, modifyAmountsSchema } from './modifyAmountsSchema';
import { modifyPaymentSamples } from './modifyPaymentSamples';

const { CANDIDATES } = modifyPaymentSamples; // inv-1 owes 100.00, inv-2 owes 400.00
const available = { amountMinor: 12_000, currency: 'USD' }; // the payment has 120.00 left
const schema = modifyAmountsSchema(CANDIDATES, available);

/** Field -> the message id of its issue (what the form shows), or undefined when valid. */
function fieldMessages(values: Record<string, number | undefined>): Record<string, string> | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), String((issue as { params?: { messageId?: string } }).params?.messageId)]));
}

describe('Modify payment amounts form', () => {
  it('empty fields leave the invoice out; amounts become minor units', () => {
    expect(fieldMessages({ amount0: undefined, amount1: 20.5 })).toBeUndefined();
    expect(modifyAllocationsFromForm(CANDIDATES, { amount0: undefined, amount1: 20.5 })).toEqual([{ invoiceId: 'inv-2', amountMinor: 2_050 }]);
    expect(modifyAmountsFormValues(CANDIDATES, [{ invoiceId: 'inv-2', amountMinor: 2_050 }])).toEqual({ amount0: undefined, amount1: 20.5 });
  });

  it.each<[string, Record<string, number | undefined>, Record<string, string>]>([
    ['zero', { amount0: 0 }, { amount0: 'payments.modify.problem.amountNotPositive' }],
    ['more than the invoice owes', { amount0: 100.01 }, { amount0: 'payments.modify.problem.amountExceedsInvoiceRemaining' }],
    ['more than the payment has left', { amount1: 120.01 }, { amount1: 'payments.modify.problem.amountExceedsAvailable' }],
    ['more than the invoice owes and the payment has left: the invoice first', { amount0: 150 }, { amount0: 'payments.modify.problem.amountExceedsInvoiceRemaining' }],
    ['exactly what each allows', { amount0: 100, amount1: 120 }, {}],
  ])('%s', (_name, values, expected) => {
    expect(fieldMessages(values) ?? {}).toEqual(expected);
  });
});
