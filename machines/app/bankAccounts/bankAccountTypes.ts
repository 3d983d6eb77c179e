import type { BankMandateStatus } from '../../domain/bankMandate';
import type { AddBankAccountLogic } from './addBankAccountMachine';
import type { BankAccountsLogic } from './bankAccountsMachine';

/**
 * The bank-account screens' data (spec 3 "Bank account", 4 "Bank mandate") and the actors
 * src/api/bankAccountActors.ts supplies (bound by the route table), so views never see the API client.
 */
export interface BankMandateView {
  status: BankMandateStatus;
  reference: string;
  signedAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
  cancelledAt: string | null;
  retryAvailableAt: string | null;
  /** GB (V1): BACS AUDDIS wording. */
  auddis: boolean;
}

export interface BankAccountView {
  id: string;
  holderName: string;
  accountName: string;
  bankName: string;
  bankingCountry: string;
  currency: string;
  scheme: 'V1' | 'V2NonSEPA' | 'V2SEPA';
  maskedAccountNumber: string | null;
  branchCode: string | null;
  partialIban: string | null;
  autoPay: boolean;
  directDebitSignatureDate: string;
  status: 'active' | 'inactive' | 'removed';
  createdAt: string;
  mandate: BankMandateView;
}

export interface BankAccountsData {
  /** Newest first: the first is the current account. */
  accounts: readonly BankAccountView[];
  canManage: boolean;
  autoPayRequired: boolean;
  /** The server's clock when loaded (ISO). */
  now: string;
  viewerUserId: string;
  /** Spec 3 Local client store: the enrol-in-direct-debit dialog is still to be offered to this user. */
  enrolDialogDisplayed: boolean;
  /**
   * Spec 3 Local client store: the bank-account-removed banner may still show to this user (false
   * once they dismissed it: never again). Absent: it may.
   */
  removedBannerDisplayed?: boolean;
}

export interface AddBankAccountRequest {
  idempotencyKey: string;
  bankingCountry: string;
  holderName: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
  accountNumberConfirmation: string;
  branchCode: string;
  iban: string;
  ibanConfirmation: string;
  autoPay: boolean;
}

/** A refused call: the code and the message id to show (src/domain/errors.ts). */
export interface BankAccountFailure {
  code: string;
  messageId: string;
}

export type BankAccountWatchEvent = { type: 'bankAccount.updated'; account: BankAccountView };

/**
 * What the bank-account screens get from src/api/bankAccountActors.ts (bound by the route table):
 * their machines with every actor provided (loadBankAccounts, watchBankAccounts, setAutoPay,
 * addBankAccount; the enrol-dialog flag stored by `rememberEnrolDismissed`).
 */
export interface BankAccountDeps {
  /** The payment-methods page (bankAccountsMachine). */
  logic: BankAccountsLogic;
  /** Add Bank Account (addBankAccountMachine); the screen provides `showAccounts` (navigation). */
  addLogic: AddBankAccountLogic;
}
