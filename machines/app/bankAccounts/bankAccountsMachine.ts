import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { BankAccountsData, BankAccountView, BankAccountWatchEvent } from './bankAccountTypes';

/**
 * The payment-methods page (route manage-payment-methods, spec 2): the buyer's bank accounts,
 * loaded once, then kept current by `bankAccountUpdated` pushes (spec 4: a pending mandate becomes
 * signed, failed, unsupported or cancelled without a reload). Actors supplied by
 * src/api/bankAccountActors.ts: `loadBankAccounts` (promise) and `watchBankAccounts` (callback).
 */
export type BankAccountsEvent = BankAccountWatchEvent | { type: 'bankAccounts.retry' };

export interface BankAccountsContext {
  data: BankAccountsData | null;
  /** Newest first (the first is the current account). */
  accounts: readonly BankAccountView[];
}

const PAGE = { spec: '2. Signed-in area (payment-methods)' } satisfies SpecMeta;
const MANDATE = { spec: '4. Bank mandate' } satisfies SpecMeta;

/** Replaces or adds a pushed account, newest first; a new active account makes the previous one inactive, as on the server. */
export function mergeAccount(accounts: readonly BankAccountView[], pushed: BankAccountView): BankAccountView[] {
  const merged = [...accounts.filter((a) => a.id !== pushed.id), pushed].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return merged.map((a) => (pushed.status === 'active' && a.id !== pushed.id && a.status === 'active' ? { ...a, status: 'inactive' as const } : a));
}

const loaded = (event: AnyEventObject) => (event as unknown as { output: BankAccountsData }).output;

export const bankAccountsMachine = setup({
  types: {
    context: {} as BankAccountsContext,
    events: {} as BankAccountsEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadBankAccounts: fromPromise<BankAccountsData, { buyerId: string | null }>(async () => {
      throw new Error('bank-accounts actor "loadBankAccounts" is not provided');
    }),
    watchBankAccounts: fromCallback<BankAccountWatchEvent, { buyerId: string | null }>(() => {
      throw new Error('bank-accounts actor "watchBankAccounts" is not provided');
    }),
  },
  actions: {
    storeData: assign(({ event }) => ({ data: loaded(event), accounts: loaded(event).accounts })),
    mergePushed: assign(({ context, event }) => (event.type === 'bankAccount.updated' ? { accounts: mergeAccount(context.accounts, event.account) } : {})),
  },
}).createMachine({
  id: 'bankAccounts',
  description: "The buyer's bank accounts, updated live when a mandate changes.",
  meta: PAGE,
  context: { data: null, accounts: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the bank accounts.',
      meta: PAGE,
      invoke: {
        id: 'loadBankAccounts',
        src: 'loadBankAccounts',
        input: { buyerId: null },
        onDone: { target: 'ready', actions: 'storeData' },
        onError: { target: 'failed' },
      },
    },
    ready: {
      description: 'Shows the accounts and listens for changes of their mandates.',
      meta: MANDATE,
      invoke: { id: 'watchBankAccounts', src: 'watchBankAccounts', input: { buyerId: null } },
      on: {
        'bankAccount.updated': { actions: 'mergePushed', description: 'A pushed (or just changed) account replaces the one shown.', meta: MANDATE },
      },
    },
    failed: {
      description: 'The accounts could not be loaded; the user may retry.',
      meta: PAGE,
      on: { 'bankAccounts.retry': { target: 'loading' } },
    },
  },
});

export type BankAccountsSnapshot = SnapshotFrom<typeof bankAccountsMachine>;
