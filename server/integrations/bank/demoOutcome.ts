import type { FailedPaymentReason } from '../../../machines/domain/payment';
import type { BankOutcome, BankPayment, DebitScreening } from './bankGateway';

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

/**
 * The demo rule for a blocked bank account: a direct debit whose total ends in .98 is refused at
 * once (spec 8 "payment unsuccessful due to a block on the bank account"), before anything is
 * booked. Bank transfers ending in .98 are received as usual (the buyer sends those).
 */
export const DEMO_BLOCKED_ACCOUNT_CENTS = 98;

export function demoScreening(payment: Pick<BankPayment, 'method' | 'amountMinor'>): DebitScreening {
  return payment.method === 'directDebit' && payment.amountMinor % 100 === DEMO_BLOCKED_ACCOUNT_CENTS ? { kind: 'accountBlocked' } : { kind: 'accepted' };
}
