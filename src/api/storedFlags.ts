import { fromPromise } from 'xstate';
import { storedFlagMachine, type StoredFlagInput } from '../../machines/app/storedFlags/storedFlagMachine';
import { readClientStore, setClientStoreFlag, type ClientStoreFlag } from './sessionStorageRecord';

/**
 * Spec 2 "Dialogs and banners controlled by stored flags", spec 3 "Local client store": the flags,
 * each stored under the user's id in `clientStorePrefix + userId` (src/api/storageKeys.ts;
 * sessionStorageRecord.ts readClientStore / setClientStoreFlag). A dialog or banner shows while its flag is true and clears
 * it when closed (machines/app/storedFlags/storedFlagMachine.ts, views/common/StoredFlagDialog.tsx,
 * src/api/storedFlags.ts). Default true (shown once: the removed-bank-account banner while an
 * account is removed), except the activation congratulations, which the activation sets true.
 */
export const STORED_FLAGS = {
  addBankAccountDialog: 'isAddBankAccountDialogDisplayed',
  setupPurchaseCardsDialog: 'isSetupPurchaseCardsDialogDisplayed',
  enrolInDirectDebitDialog: 'isEnrolInDirectDebitDialogDisplayed',
  bankAccountRemovedBanner: 'isBankAccountRemovedBannerDisplayed',
  activationCongratulations: 'isAccountActivationDialogDisplayed',
} as const;

/**
 * The stored-flag machine's actors over the local client store (spec 3, under the user's id). Use
 * with views/common/StoredFlagDialog: `storedFlagLogic` plus `{ userId, flag: STORED_FLAGS.x }`.
 * Setting a flag true (activation done, a bank account removed) is `raiseStoredFlag`.
 */
const isFlag = (flag: string): flag is ClientStoreFlag => (Object.values(STORED_FLAGS) as string[]).includes(flag);

export const storedFlagLogic = storedFlagMachine.provide({
  actors: {
    readFlag: fromPromise(async ({ input }: { input: StoredFlagInput }) => isFlag(input.flag) && readClientStore(input.userId)[input.flag]),
    clearFlag: fromPromise(async ({ input }: { input: StoredFlagInput }) => {
      if (isFlag(input.flag)) setClientStoreFlag(input.userId, input.flag, false);
    }),
  },
});

/** Asks for a dialog or banner to show (once) to this user, e.g. the activation congratulations. */
export function raiseStoredFlag(userId: string, flag: ClientStoreFlag): void {
  setClientStoreFlag(userId, flag, true);
}
