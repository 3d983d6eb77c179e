import type { BankMandateStatus } from '../domain/bankMandate';

/**
 * Spec 3 "Bank account", 4 "Bank mandate", 5 AutoPay: what the payment-methods page offers for the
 * buyer's current bank account. The bankAccounts machine's guards and the page read these; the
 * server refuses the same changes on its own (setBankAccountAutoPay).
 */
export interface CurrentAccountFacts {
  status: 'active' | 'inactive' | 'removed';
  autoPay: boolean;
  mandate: { status: BankMandateStatus };
}

/** Offer direct debit (the enrol dialog) to a manager whose account is active, its mandate signed, AutoPay off. */
export const offersDirectDebitEnrolment = (account: CurrentAccountFacts | null, canManage: boolean): boolean =>
  canManage && account !== null && account.status === 'active' && account.mandate.status === 'signed' && !account.autoPay;

/** Spec 4: a cancelled mandate removed the account; the buyer-bank-account-removed banner shows. */
export const showsRemovedBanner = (account: CurrentAccountFacts | null): boolean => account?.mandate.status === 'cancelled';

/** Adding now replaces an active account (payments due in the next 2 days may still be drafted from it). */
export const replacesActiveAccount = (account: CurrentAccountFacts | null): boolean => account?.status === 'active';

/**
 * A manager may switch AutoPay on or off for the active account, except off while the terms
 * require it (spec 5 "AutoPay must be on when the terms require it").
 */
export function mayChangeAutoPay(facts: { canManage: boolean; autoPayRequired: boolean; account: CurrentAccountFacts | null; autoPay: boolean }): boolean {
  const { account } = facts;
  if (!facts.canManage || account === null || account.status !== 'active' || account.autoPay === facts.autoPay) return false;
  return facts.autoPay || !facts.autoPayRequired;
}

/** The mandate problem the page explains above the account, if any (failed: retry after 15 minutes; unsupported bank). */
export function mandateProblem(account: CurrentAccountFacts | null): 'failed' | 'unsupportedBank' | null {
  const status = account?.mandate.status;
  return status === 'failed' || status === 'unsupportedBank' ? status : null;
}

/**
 * Spec 2 "Dialogs and banners controlled by stored flags" (the add bank account dialog) and spec 3
 * "Local client store" (isAddBankAccountDialogDisplayed, true at start): a user who may manage the
 * buyer's bank accounts and whose buyer has no active one is offered, once, to add one (paying by
 * bank account and direct debit need it). An account that is only removed or inactive counts as none.
 */
export const offersAddBankAccount = (accounts: readonly Pick<CurrentAccountFacts, 'status'>[], canManage: boolean): boolean =>
  canManage && !accounts.some((account) => account.status === 'active');
