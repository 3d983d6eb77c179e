import { fromPromise } from 'xstate';
import { offersAddBankAccount } from '../../machines/rules/bankAccountScreen';
import { storedFlagMachine, type StoredFlagInput } from '../../machines/app/storedFlags/storedFlagMachine';
import { BankAccountsDocument } from './generated/graphql';
import { query } from './graphqlClient';
import { readClientStore, setClientStoreFlag } from './sessionStorageRecord';

/**
 * The add-bank-account dialog of Account Overview (spec 2 "Dialogs and banners controlled by stored
 * flags", spec 3 isAddBankAccountDialogDisplayed): the stored-flag machine, whose flag reads true
 * while the user's flag is set AND the buyer has no active bank account the user may manage
 * (machines/rules/bankAccountScreen.ts offersAddBankAccount). Input: the signed-in user's id, under
 * which the flag is stored.
 */

export const addBankAccountPromptLogic = storedFlagMachine.provide({
  actors: {
    readFlag: fromPromise(async ({ input }: { input: StoredFlagInput }): Promise<boolean> => {
      if (!readClientStore(input.userId).isAddBankAccountDialogDisplayed) return false;
      const { bankAccounts } = await query(BankAccountsDocument, { buyerId: null }, { fetchPolicy: 'network-only' });
      return offersAddBankAccount(bankAccounts.accounts, bankAccounts.canManage);
    }),
    clearFlag: fromPromise(async ({ input }: { input: StoredFlagInput }) => {
      setClientStoreFlag(input.userId, 'isAddBankAccountDialogDisplayed', false);
    }),
  },
});
