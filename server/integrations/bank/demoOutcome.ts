import type { FailedPaymentReason } from '../../../machines/domain/payment';
import type { BankOutcome, BankPayment } from './bankGateway';

/**
 * How the demo bank answers, decided by the payment's amount so a tester can pick an outcome (like
 * a card network's test numbers): a total whose cents are .91 to .97 fails with the spec 3
 * failed-payment reason of that row; every other amount is received.
 */
export const DEMO_FAILURE_CENTS: Readonly<Record<number, FailedPaymentReason>> = {
  91: 'accountNotFound',
  92: 'bankReturn',
  93: 'compliance',
  94: 'insufficientFunds',
  95: 'noMandate',
  96: 'stopPayment',
  97: 'unauthorizedCorporateDebit',
};

export function demoOutcome(payment: Pick<BankPayment, 'amountMinor'>): BankOutcome {
  const reason = DEMO_FAILURE_CENTS[payment.amountMinor % 100];
  return reason ? { kind: 'failed', reason } : { kind: 'received' };
}
