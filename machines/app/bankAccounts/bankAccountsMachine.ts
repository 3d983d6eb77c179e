import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { mayChangeAutoPay, offersDirectDebitEnrolment, showsRemovedBanner } from '../../rules/bankAccountScreen';
import { bankAccountFailureOf } from './bankAccountFailure';
import type { BankAccountFailure, BankAccountsData, BankAccountView, BankAccountWatchEvent } from './bankAccountTypes';

/**
 * The payment-methods page (route manage-payment-methods, spec 2): the buyer's bank accounts,
 * loaded once, then kept current by `bankAccountUpdated` pushes (spec 4: a pending mandate becomes
 * signed, failed, unsupported or cancelled without a reload); AutoPay switched on or off; the
 * enrol-in-direct-debit dialog (offered once per user, spec 3 local client store); the
 * account-removed banner. Actors supplied by src/api/bankAccountActors.ts: `loadBankAccounts`,
 * `watchBankAccounts`, `setAutoPay`; actions `rememberEnrolDismissed` and `rememberRemovedBannerDismissed` (the stored flags).
 */
export type BankAccountsEvent =
  | BankAccountWatchEvent
  | { type: 'bankAccounts.retry' }
  | { type: 'autoPay.set'; autoPay: boolean }
  | { type: 'enrolDialog.enrol' }
  | { type: 'enrolDialog.dismiss' }
  | { type: 'removedBanner.dismiss' };

export interface BankAccountsContext {
  data: BankAccountsData | null;
  /** Newest first (the first is the current account). */
  accounts: readonly BankAccountView[];
  /** The stored enrol-dialog flag (spec 3): still to be offered to this user. */
  enrolDialogDisplayed: boolean;
  removedBannerDismissed: boolean;
  autoPayFailure: BankAccountFailure | null;
}

const PAGE = { spec: '2. Signed-in area (payment-methods)' } satisfies SpecMeta;
const MANDATE = { spec: '4. Bank mandate' } satisfies SpecMeta;
const AUTOPAY = { spec: '5. Validation rules (AutoPay)' } satisfies SpecMeta;
const CLIENT_STORE = { spec: '3. Local client store' } satisfies SpecMeta;

const AUTOPAY_FAILED: BankAccountFailure = { code: 'AUTOPAY_CHANGE_FAILED', messageId: 'bankAccounts.error.autoPayChangeFailed' };

/** Replaces or adds a pushed account, newest first; a new active account makes the previous one inactive, as on the server. */
export function mergeAccount(accounts: readonly BankAccountView[], pushed: BankAccountView): BankAccountView[] {
  const merged = [...accounts.filter((a) => a.id !== pushed.id), pushed].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return merged.map((a) => (pushed.status === 'active' && a.id !== pushed.id && a.status === 'active' ? { ...a, status: 'inactive' as const } : a));
}

/** The current account: the newest. */
export const currentOf = (context: Pick<BankAccountsContext, 'accounts'>): BankAccountView | null => context.accounts[0] ?? null;

const loaded = (event: AnyEventObject) => (event as unknown as { output: BankAccountsData }).output;
const savedAccount = (event: AnyEventObject) => (event as unknown as { output: BankAccountView }).output;

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
    setAutoPay: fromPromise<BankAccountView, { id: string; autoPay: boolean }>(async () => {
      throw new Error('bank-accounts actor "setAutoPay" is not provided');
    }),
  },
  guards: {
    mayChangeAutoPay: ({ context, event }) =>
      event.type === 'autoPay.set' &&
      mayChangeAutoPay({ canManage: context.data?.canManage ?? false, autoPayRequired: context.data?.autoPayRequired ?? false, account: currentOf(context), autoPay: event.autoPay }),
    isEnrolmentOffered: ({ context }) => context.enrolDialogDisplayed && offersDirectDebitEnrolment(currentOf(context), context.data?.canManage ?? false),
    isRemovedBannerShown: ({ context }) => !context.removedBannerDismissed && showsRemovedBanner(currentOf(context)),
  },
  actions: {
    storeData: assign(({ event }) => ({
      data: loaded(event),
      accounts: loaded(event).accounts,
      enrolDialogDisplayed: loaded(event).enrolDialogDisplayed,
      removedBannerDismissed: loaded(event).removedBannerDisplayed === false,
    })),
    mergePushed: assign(({ context, event }) => (event.type === 'bankAccount.updated' ? { accounts: mergeAccount(context.accounts, event.account) } : {})),
    mergeSaved: assign(({ context, event }) => ({ accounts: mergeAccount(context.accounts, savedAccount(event)), autoPayFailure: null })),
    clearAutoPayFailure: assign({ autoPayFailure: null }),
    recordAutoPayFailure: assign(({ event }) => ({ autoPayFailure: bankAccountFailureOf((event as unknown as { error: unknown }).error, AUTOPAY_FAILED) })),
    forgetEnrolDialog: assign({ enrolDialogDisplayed: false }),
    /** Stores the dismissal in the client store (src/api provides it). */
    rememberEnrolDismissed: () => {},
    dismissRemovedBanner: assign({ removedBannerDismissed: true }),
    // Supplied by src/api: stores the banner's flag under the user's id (spec 3 Local client store).
    rememberRemovedBannerDismissed: () => {},
  },
}).createMachine({
  id: 'bankAccounts',
  description: "The buyer's bank accounts, updated live when a mandate changes; AutoPay and the direct-debit offer.",
  meta: PAGE,
  context: { data: null, accounts: [], enrolDialogDisplayed: false, removedBannerDismissed: false, autoPayFailure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the bank accounts.',
      meta: PAGE,
      invoke: {
        id: 'loadBankAccounts',
        src: 'loadBankAccounts',
        input: { buyerId: null },
        onDone: { target: 'ready', actions: 'storeData', description: 'The accounts arrive with the stored enrol-dialog flag.', meta: PAGE },
        onError: { target: 'failed', description: 'The accounts could not be loaded.', meta: PAGE },
      },
    },
    ready: {
      description: 'Shows the accounts and listens for changes of their mandates.',
      meta: MANDATE,
      invoke: { id: 'watchBankAccounts', src: 'watchBankAccounts', input: { buyerId: null } },
      on: {
        'bankAccount.updated': { actions: 'mergePushed', description: 'A pushed (or just changed) account replaces the one shown.', meta: MANDATE },
        'removedBanner.dismiss': {
          guard: 'isRemovedBannerShown',
          actions: ['dismissRemovedBanner', 'rememberRemovedBannerDismissed'],
          description: 'The banner about an account removed by a cancelled mandate can be dismissed; once dismissed it never shows to this user again.',
          meta: MANDATE,
        },
      },
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being saved.',
          meta: AUTOPAY,
          on: {
            'autoPay.set': {
              guard: 'mayChangeAutoPay',
              target: 'savingAutoPay',
              actions: 'clearAutoPayFailure',
              description: 'A manager switches AutoPay of the active account; never off while the terms require it.',
              meta: AUTOPAY,
            },
            'enrolDialog.enrol': {
              guard: 'isEnrolmentOffered',
              target: 'enrolling',
              actions: ['forgetEnrolDialog', 'rememberEnrolDismissed', 'clearAutoPayFailure'],
              description: 'Offered to a manager whose active account has a signed mandate and AutoPay off: enrolling switches AutoPay on.',
              meta: CLIENT_STORE,
            },
            'enrolDialog.dismiss': {
              guard: 'isEnrolmentOffered',
              actions: ['forgetEnrolDialog', 'rememberEnrolDismissed'],
              description: 'Not now: the offer is not made again to this user.',
              meta: CLIENT_STORE,
            },
          },
        },
        savingAutoPay: {
          description: 'Saves the AutoPay switch.',
          meta: AUTOPAY,
          invoke: {
            id: 'setAutoPay',
            src: 'setAutoPay',
            input: ({ context, event }) => ({ id: currentOf(context)?.id ?? '', autoPay: event.type === 'autoPay.set' ? event.autoPay : true }),
            onDone: { target: 'idle', actions: 'mergeSaved', description: 'Saved: the account shows its new AutoPay.', meta: AUTOPAY },
            onError: { target: 'idle', actions: 'recordAutoPayFailure', description: 'Refused or failed: the page says so and the switch keeps its value.', meta: AUTOPAY },
          },
        },
        enrolling: {
          description: 'Switches AutoPay on after the user accepted the direct-debit offer.',
          meta: AUTOPAY,
          invoke: {
            id: 'enrolAutoPay',
            src: 'setAutoPay',
            input: ({ context }) => ({ id: currentOf(context)?.id ?? '', autoPay: true }),
            onDone: { target: 'idle', actions: 'mergeSaved', description: 'Enrolled: AutoPay is on.', meta: AUTOPAY },
            onError: { target: 'idle', actions: 'recordAutoPayFailure', description: 'Enrolment failed: the page says so.', meta: AUTOPAY },
          },
        },
      },
    },
    failed: {
      description: 'The accounts could not be loaded; the user may retry.',
      meta: PAGE,
      on: { 'bankAccounts.retry': { target: 'loading', description: 'The user retries the load.', meta: PAGE } },
    },
  },
});

export type BankAccountsLogic = typeof bankAccountsMachine;
export type BankAccountsSnapshot = SnapshotFrom<typeof bankAccountsMachine>;
