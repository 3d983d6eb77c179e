import type { AppCatalogEntry } from '../../catalog';
import { addBankAccountMachine } from './addBankAccountMachine';
import { addBankAccountActorOutputs, addBankAccountSampleEvents, bankAccountsActorOutputs, bankAccountsSampleEvents } from './bankAccountSamples';
import { bankAccountsMachine } from './bankAccountsMachine';

/** The payment-methods page (live mandates, AutoPay, the direct-debit offer) for `catalog` (machines/catalog.ts). */
export const bankAccountsCatalogEntry: AppCatalogEntry = {
  id: 'bankAccounts',
  title: 'Bank accounts and payment methods',
  specRef: '4. Bank mandate',
  kind: 'app',
  machine: bankAccountsMachine,
  sampleEvents: bankAccountsSampleEvents,
  actorOutputs: bankAccountsActorOutputs,
};

/** Add Bank Account: details, direct-debit setup, added once. */
export const addBankAccountCatalogEntry: AppCatalogEntry = {
  id: 'addBankAccount',
  title: 'Add bank account',
  specRef: '2. Signed-in area (new-bank-account)',
  kind: 'app',
  machine: addBankAccountMachine,
  sampleEvents: addBankAccountSampleEvents,
  actorOutputs: addBankAccountActorOutputs,
};
