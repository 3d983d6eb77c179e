import type { AnyEventObject } from 'xstate';
import type { AddBankAccountEvent } from './addBankAccountMachine';
import type { BankAccountsEvent } from './bankAccountsMachine';
import type { BankAccountsData, BankAccountView } from './bankAccountTypes';

/** Example data and events of the bank-account app machines at their rule boundaries (catalog.ts). Pure data. */

export const sampleBankAccount = (over: Partial<BankAccountView> = {}, mandate: Partial<BankAccountView['mandate']> = {}): BankAccountView => ({
  id: 'a1', holderName: 'Acme', accountName: '', bankName: 'Barclays', bankingCountry: 'GB', currency: 'GBP', scheme: 'V1',
  maskedAccountNumber: '••••9911', branchCode: '200000', partialIban: null, autoPay: false, directDebitSignatureDate: '2026-03-01',
  status: 'active', createdAt: '2026-03-01T09:00:00.000Z', ...over,
  mandate: { status: 'signed', reference: 'R', signedAt: '2026-03-01T10:00:00.000Z', failedAt: null, failureReason: null, cancelledAt: null, retryAvailableAt: null, auddis: true, ...mandate },
});

const SIGNED = sampleBankAccount();
const CANCELLED = sampleBankAccount({ status: 'removed' }, { status: 'cancelled', cancelledAt: '2026-03-02T09:00:00.000Z' });
const data = (accounts: BankAccountView[], over: Partial<BankAccountsData> = {}): BankAccountsData => ({
  accounts, canManage: true, autoPayRequired: false, now: '2026-03-02T10:00:00.000Z', viewerUserId: 'u1', enrolDialogDisplayed: true, ...over,
});

export const bankAccountsSampleEvents = [
  { type: 'bankAccounts.retry' },
  { type: 'bankAccount.updated', account: SIGNED },
  { type: 'bankAccount.updated', account: CANCELLED },
  { type: 'autoPay.set', autoPay: true },
  { type: 'autoPay.set', autoPay: false },
  { type: 'enrolDialog.enrol' },
  { type: 'enrolDialog.dismiss' },
  { type: 'removedBanner.dismiss' },
] as const satisfies readonly BankAccountsEvent[];

export const bankAccountsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadBankAccounts: [
    { type: 'xstate.done.actor.loadBankAccounts', output: data([SIGNED]) },
    { type: 'xstate.done.actor.loadBankAccounts', output: data([CANCELLED], { enrolDialogDisplayed: false }) },
    { type: 'xstate.error.actor.loadBankAccounts', error: { code: 'INTERNAL', messageId: 'error.generic' } },
  ],
  setAutoPay: [
    { type: 'xstate.done.actor.setAutoPay', output: { ...SIGNED, autoPay: true } },
    { type: 'xstate.error.actor.setAutoPay', error: { code: 'FORBIDDEN', messageId: 'error.forbidden' } },
  ],
  enrolAutoPay: [
    { type: 'xstate.done.actor.enrolAutoPay', output: { ...SIGNED, autoPay: true } },
    { type: 'xstate.error.actor.enrolAutoPay', error: { code: 'FORBIDDEN', messageId: 'error.forbidden' } },
  ],
};

const GB_DETAILS = {
  bankingCountry: 'GB', holderName: 'Acme UK', accountName: '', bankName: 'Barclays', accountNumber: '55779911', accountNumberConfirmation: '55779911',
  branchCode: '200000', iban: '', ibanConfirmation: '',
};

export const addBankAccountSampleEvents = [
  { type: 'addBankAccount.retryLoad' },
  { type: 'addBankAccount.detailsSubmitted', details: GB_DETAILS },
  { type: 'addBankAccount.back' },
  { type: 'directDebit.setAutoPay', autoPay: true },
  { type: 'directDebit.setAuthorised', authorised: true },
  { type: 'addBankAccount.submit', freshKey: 'key-1' },
] as const satisfies readonly AddBankAccountEvent[];

export const addBankAccountActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadBankAccounts: [
    { type: 'xstate.done.actor.loadBankAccounts', output: data([SIGNED]) },
    { type: 'xstate.done.actor.loadBankAccounts', output: data([SIGNED], { autoPayRequired: true }) },
    { type: 'xstate.error.actor.loadBankAccounts', error: { code: 'INTERNAL', messageId: 'error.generic' } },
  ],
  addBankAccount: [
    { type: 'xstate.done.actor.addBankAccount', output: sampleBankAccount({ id: 'a2' }, { status: 'pending', signedAt: null }) },
    { type: 'xstate.error.actor.addBankAccount', error: { code: 'BANK_ACCOUNT_PENDING', messageId: 'bankAccounts.add.blockedPending' } },
    { type: 'xstate.error.actor.addBankAccount', error: new Error('offline') },
  ],
};
