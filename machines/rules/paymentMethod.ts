import type { PaymentMethod, PaymentMethodOption } from '../app/makePayment/paymentTypes';

/**
 * Make Payment step 3 (spec 6 Payment): a method can be chosen only when the server lists it as
 * available to the buyer now (e.g. direct debit needs a bank account with a signed mandate). Pure:
 * the make-payment machine guards with it, the method form refuses with it first.
 */
export function isPaymentMethodAvailable(methods: readonly PaymentMethodOption[], method: PaymentMethod | string): boolean {
  return methods.some((option) => option.method === method && option.available);
}
