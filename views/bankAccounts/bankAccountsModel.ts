import { canAddBankAccount, type StoredMandate } from '../../machines/domain/bankMandate';
import { schemeFieldsFor } from '../../machines/rules/bankAccountNumbers';
import type { BankAccountFailure, BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { bankAccountFailureOf } from '../../machines/app/bankAccounts/bankAccountFailure';
import * as screenRules from '../../machines/rules/bankAccountScreen';

/**
 * Pure derivations of the bank-account screens (no rule is re-implemented: adding asks the
 * bankMandate machine through canAddBankAccount; fields come from the scheme rules).
 */
export const currentAccount = (accounts: readonly BankAccountView[]): BankAccountView | null => accounts[0] ?? null;

export const storedMandateOf = (account: BankAccountView): StoredMandate => ({
  status: account.mandate.status,
  signedAt: account.mandate.signedAt,
  failedAt: account.mandate.failedAt,
  failureReason: account.mandate.failureReason,
  cancelledAt: account.mandate.cancelledAt,
});

export type AddAvailability =
  | { allowed: true }
  /** A mandate is pending: no replacement meanwhile (spec 4). */
  | { allowed: false; reasonId: 'bankAccounts.add.blockedPending' }
  /** A mandate failed: a new attempt is accepted from `retryAt` (15 minutes after the failure). */
  | { allowed: false; reasonId: 'bankAccounts.add.retryLater'; retryAt: string };

/** May the user add (or replace with) a bank account now? The machine's answer, with the reason to show. */
export function addAvailability(accounts: readonly BankAccountView[], now: string): AddAvailability {
  const current = currentAccount(accounts);
  if (canAddBankAccount(current ? storedMandateOf(current) : null, now)) return { allowed: true };
  if (current?.mandate.status === 'failed') return { allowed: false, reasonId: 'bankAccounts.add.retryLater', retryAt: current.mandate.retryAvailableAt ?? now };
  return { allowed: false, reasonId: 'bankAccounts.add.blockedPending' };
}

/** The add flow replaces an active account (say so: payments due in the next 2 days may still be drafted from it). */
export const replacesActiveAccount = (accounts: readonly BankAccountView[]): boolean => screenRules.replacesActiveAccount(currentAccount(accounts));

/** Spec 4: a cancelled mandate removed the account; the buyer-bank-account-removed banner shows. */
export const showsRemovedBanner = (accounts: readonly BankAccountView[]): boolean => screenRules.showsRemovedBanner(currentAccount(accounts));

/** The enrol-in-direct-debit dialog: the rule (machines/rules/bankAccountScreen) and the stored flag still on. */
export function offersEnrolDialog(accounts: readonly BankAccountView[], canManage: boolean, flagDisplayed: boolean): boolean {
  return flagDisplayed && screenRules.offersDirectDebitEnrolment(currentAccount(accounts), canManage);
}

/** The message id explaining a mandate's status (GB mandates in BACS AUDDIS words). */
export function mandateExplanationId(account: BankAccountView): string {
  const { status, auddis } = account.mandate;
  return auddis && (status === 'pending' || status === 'signed') ? `bankAccounts.mandate.${status}.auddis` : `bankAccounts.mandate.${status}.explanation`;
}

/** How the account number is shown: masked number or partial IBAN, never the full number. */
export const accountNumberShown = (account: BankAccountView): string => account.partialIban ?? account.maskedAccountNumber ?? '';

/** The label id of the branch/routing field of a banking country (sort code, BSB, branch number, routing number). */
export function branchLabelId(country: string): string | null {
  const branch = schemeFieldsFor(country)?.branch;
  return branch ? `bankAccounts.field.${branch}` : null;
}

/** The failure a call rejected with; anything unknown is "add failed" (spec 8). */
export const failureOf = (error: unknown, fallback?: BankAccountFailure): BankAccountFailure => bankAccountFailureOf(error, fallback);
