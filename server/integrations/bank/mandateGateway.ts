/**
 * The bank's side of direct-debit mandates (spec 4 "Bank mandate"), behind an interface like the
 * payments bank (bankGateway.ts). The server submits a mandate when a bank account is added; the
 * bank answers later, and the server applies the answer through the bankMandate machine
 * (server/modules/bankAccounts/settleMandate.ts).
 */
export type MandateOutcome =
  | { kind: 'signed' }
  | { kind: 'failed'; reason: string }
  | { kind: 'unsupported' }
  | { kind: 'cancelled' };

export interface MandateRequest {
  /** The bank account whose mandate this is. */
  bankAccountId: string;
  buyerId: string;
  bankName: string;
  bankingCountry: string;
  /** When the bank answers (stored on the account, so a restart picks it up again). */
  settlesAt: Date;
}

export type MandateOutcomeHandler = (bankAccountId: string, outcome: MandateOutcome) => Promise<void>;

export interface MandateGateway {
  /** When a mandate submitted now will be answered; null: only when asked (`settleNow`). */
  settlesAt(now: Date): Date | null;
  /** Hands a new mandate to the bank. Never throws; the outcome arrives through the handler. */
  submit(request: MandateRequest): void;
  /** Answers one submitted mandate now (tests, tooling); resolves once the outcome is stored. */
  settleNow(bankAccountId: string): Promise<void>;
  /** Resolves when no outcome is being stored. */
  idle(): Promise<void>;
  /** Cancels the scheduled answers and waits for those being stored. Idempotent. */
  stop(): Promise<void>;
}
