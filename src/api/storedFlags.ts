import { fromPromise } from 'xstate';
import { storedFlagMachine, type StoredFlagInput } from '../../machines/app/storedFlags/storedFlagMachine';
import { readClientStore, setClientStoreFlag, type ClientStoreFlag } from './sessionStorageRecord';
import { STORED_FLAGS } from './storageKeys';

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
