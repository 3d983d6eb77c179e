import { describe, expect, it } from 'vitest';
import { isPaymentMethodAvailable } from './paymentMethod';

const methods = [
  { method: 'directDebit', available: true, unavailableReasonId: null, accountLabel: '•••• 6789' },
  { method: 'bankTransfer', available: false, unavailableReasonId: 'payments.method.unavailable.transfer', accountLabel: null },
] as const;

describe('payment method rule', () => {
  it('only a listed, available method can be chosen', () => {
    expect(isPaymentMethodAvailable(methods, 'directDebit')).toBe(true);
    expect(isPaymentMethodAvailable(methods, 'bankTransfer')).toBe(false);
    expect(isPaymentMethodAvailable(methods, '')).toBe(false);
    expect(isPaymentMethodAvailable([], 'directDebit')).toBe(false);
  });
});
