import type { FailedPaymentReason } from '../../../machines/domain/payment';

/**
 * The bank behind buyer payments (DESIGN "integrations/: the outside world behind interfaces").
 * The server submits a payment once it is booked; the bank answers later with an outcome, which the
 * server applies through the payment machine (server/modules/payments/settlePayment.ts).
 */
export type BankOutcome = { kind: 'received' } | { kind: 'failed'; reason: FailedPaymentReason };

export interface BankPayment {
  id: string;
  buyerId: string;
  method: 'bankTransfer' | 'directDebit';
  amountMinor: number;
  currency: string;
  /** When the bank answers (stored on the payment, so a restart picks it up again). */
  settlesAt: Date;
}

/**
 * The bank's immediate answer to a direct debit instruction, before anything is booked: it refuses
 * at once when the account to debit is blocked (spec 8 "payment unsuccessful due to a block on the
 * bank account"). Bank transfers are always accepted (the buyer sends the money).
 */
export type DebitScreening = { kind: 'accepted' } | { kind: 'accountBlocked' };

/** What the server does with an outcome; resolves when it is stored. */
export type OutcomeHandler = (paymentId: string, outcome: BankOutcome) => Promise<void>;

export interface BankGateway {
  /** When a payment submitted now will be answered; null: only when asked (`settleNow`). */
  settlesAt(now: Date): Date | null;
  /** Asks the bank whether it takes this payment at all (called before booking; nothing is stored on a refusal). */
  screen(payment: Pick<BankPayment, 'buyerId' | 'method' | 'amountMinor' | 'currency'>): DebitScreening;
  /** Hands a booked payment to the bank. Never throws; the outcome arrives through the handler. */
  submit(payment: BankPayment): void;
  /** Answers one submitted payment now (tests, tooling); resolves once the outcome is stored. */
  settleNow(paymentId: string): Promise<void>;
  /** Resolves when no outcome is being stored. */
  idle(): Promise<void>;
  /** Cancels the scheduled answers and waits for those being stored. Idempotent. */
  stop(): Promise<void>;
}
