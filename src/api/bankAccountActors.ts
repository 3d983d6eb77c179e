import { fromCallback, fromPromise } from 'xstate';
import { addBankAccountMachine } from '../../machines/app/bankAccounts/addBankAccountMachine';
import { bankAccountsMachine } from '../../machines/app/bankAccounts/bankAccountsMachine';
import type { AddBankAccountRequest, BankAccountDeps, BankAccountsData, BankAccountView, BankAccountWatchEvent } from '../../machines/app/bankAccounts/bankAccountTypes';
import { AddBankAccountDocument, BankAccountsDocument, BankAccountUpdatedDocument, SetBankAccountAutoPayDocument } from './generated/graphql';
import type { BankAccountRowFragment, BankAccountUpdatedSubscription } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { readClientStore, setClientStoreFlag } from './sessionStorageRecord';
import { getWsClient } from './wsClient';

/**
 * Browser implementations of the bank-account machines' actors (machines/app/bankAccounts): the list, the
 * add mutation, AutoPay, live mandate updates over graphql-ws (`bankAccountUpdated`) and the
 * enrol-in-direct-debit dialog flag of the local client store.
 */
export function toBankAccountView(row: BankAccountRowFragment): BankAccountView {
  const { mandate } = row;
  return {
    id: row.id,
    holderName: row.holderName,
    accountName: row.accountName,
    bankName: row.bankName,
    bankingCountry: row.bankingCountry,
    currency: row.currency,
    scheme: row.scheme,
    maskedAccountNumber: row.maskedAccountNumber,
    branchCode: row.branchCode,
    partialIban: row.partialIban,
    autoPay: row.autoPay,
    directDebitSignatureDate: row.directDebitSignatureDate,
    status: row.status,
    createdAt: row.createdAt,
    mandate: {
      status: mandate.status,
      reference: mandate.reference,
      signedAt: mandate.signedAt,
      failedAt: mandate.failedAt,
      failureReason: mandate.failureReason,
      cancelledAt: mandate.cancelledAt,
      retryAvailableAt: mandate.retryAvailableAt,
      auddis: mandate.auddis,
    },
  };
}

/** Pushes each changed account of the buyer; unsubscribes when the screen stops the actor. */
const watchBankAccounts = fromCallback<BankAccountWatchEvent, { buyerId: string | null }>(({ sendBack, input }) => {
  let active = true;
  const unsubscribe = getWsClient().subscribe<BankAccountUpdatedSubscription>(
    { query: BankAccountUpdatedDocument.toString(), variables: { buyerId: input.buyerId } },
    {
      next: ({ data }) => {
        if (active && data?.bankAccountUpdated) sendBack({ type: 'bankAccount.updated', account: toBankAccountView(data.bankAccountUpdated) });
      },
      error: (error) => console.warn('[bank accounts] live updates stopped', error),
      complete: () => {},
    },
  );
  return () => {
    active = false;
    unsubscribe();
  };
});

const loadBankAccounts = fromPromise<BankAccountsData, { buyerId: string | null }>(async ({ input }) => {
    const { bankAccounts } = await query(BankAccountsDocument, { buyerId: input.buyerId }, { fetchPolicy: 'network-only' });
    return {
      accounts: bankAccounts.accounts.map(toBankAccountView),
      canManage: bankAccounts.canManage,
      autoPayRequired: bankAccounts.autoPayRequired,
      now: bankAccounts.now,
      viewerUserId: bankAccounts.viewerUserId,
      enrolDialogDisplayed: readClientStore(bankAccounts.viewerUserId).isEnrolInDirectDebitDialogDisplayed,
      removedBannerDisplayed: readClientStore(bankAccounts.viewerUserId).isBankAccountRemovedBannerDisplayed,
    };
});

const addBankAccount = fromPromise<BankAccountView, AddBankAccountRequest>(async ({ input }) => {
  const { addBankAccount: added } = await mutate(AddBankAccountDocument, { input: { ...input, buyerId: null } });
  return toBankAccountView(added);
});

const setAutoPay = fromPromise<BankAccountView, { id: string; autoPay: boolean }>(async ({ input }) => {
  const { setBankAccountAutoPay } = await mutate(SetBankAccountAutoPayDocument, input);
  return toBankAccountView(setBankAccountAutoPay);
});

export const bankAccountDeps: BankAccountDeps = {
  logic: bankAccountsMachine.provide({
    actors: { loadBankAccounts, watchBankAccounts, setAutoPay },
    actions: {
      // Spec 3 Local client store: the enrol-in-direct-debit dialog is offered once per user.
      rememberEnrolDismissed: ({ context }) => {
        if (context.data) void setClientStoreFlag(context.data.viewerUserId, 'isEnrolInDirectDebitDialogDisplayed', false);
      },
      // The bank-account-removed banner: once dismissed, never again for this user.
      rememberRemovedBannerDismissed: ({ context }) => {
        if (context.data) void setClientStoreFlag(context.data.viewerUserId, 'isBankAccountRemovedBannerDisplayed', false);
      },
    },
  }),
  addLogic: addBankAccountMachine.provide({ actors: { loadBankAccounts, addBankAccount } }),
};
