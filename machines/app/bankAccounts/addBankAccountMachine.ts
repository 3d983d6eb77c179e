import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { directDebitSetupProblems, type BankAccountDetails } from '../../rules/bankAccountRules';
import { bankAccountFailureOf } from './bankAccountFailure';
import type { AddBankAccountRequest, BankAccountFailure, BankAccountsData, BankAccountView } from './bankAccountTypes';

/**
 * Add Bank Account in two steps (spec 2): account details (the form checks them with the shared
 * rules and submits them whole), then direct-debit setup (AutoPay, forced on when the terms require
 * it; the buyer's authorisation; the signature date). One idempotency key per request: a retry
 * after a network failure reuses it and cannot add twice; new details or a refusal start a new
 * key. Keys come in the events (`freshKey`), never from a random source inside the machine.
 * Actors (src/api/bankAccountActors.ts): loadBankAccounts, addBankAccount; action showAccounts
 * (back to the list once added).
 */
export type AddBankAccountEvent =
  | { type: 'addBankAccount.retryLoad' }
  | { type: 'addBankAccount.detailsSubmitted'; details: BankAccountDetails }
  | { type: 'addBankAccount.back' }
  | { type: 'directDebit.setAutoPay'; autoPay: boolean }
  | { type: 'directDebit.setAuthorised'; authorised: boolean }
  | { type: 'addBankAccount.submit'; freshKey: string };

export interface AddBankAccountContext {
  data: BankAccountsData | null;
  details: BankAccountDetails;
  autoPayChoice: boolean;
  authorised: boolean;
  /** A submit was tried: step 2 shows its field errors. */
  attempted: boolean;
  failure: BankAccountFailure | null;
  /** The idempotency key of the request being (re)tried; null until the next submit adopts one. */
  idempotencyKey: string | null;
  /** The request last sent under `idempotencyKey` (JSON): a retry reuses the key only for the very same request. */
  sentUnderKey: string | null;
}

export const BLANK_DETAILS: BankAccountDetails = {
  bankingCountry: '', holderName: '', accountName: '', bankName: '', accountNumber: '', accountNumberConfirmation: '', branchCode: '', iban: '', ibanConfirmation: '',
};

const FLOW = { spec: '2. Signed-in area (new-bank-account)' } satisfies SpecMeta;
const SETUP = { spec: '5. Validation rules (AutoPay)' } satisfies SpecMeta;
const ONE_PAYMENT = { spec: '5. Validation rules (idempotency)' } satisfies SpecMeta;

/** AutoPay as it will be sent: on whenever the terms require it. */
export const effectiveAutoPay = (context: Pick<AddBankAccountContext, 'data' | 'autoPayChoice'>): boolean => (context.data?.autoPayRequired ?? false) || context.autoPayChoice;

/** Step 2's problems (message ids) by the shared rules: AutoPay when required, the authorisation. */
export function setupProblems(context: Pick<AddBankAccountContext, 'data' | 'autoPayChoice' | 'authorised'>): { autoPay?: string; authorised?: string } {
  const [autoPay] = directDebitSetupProblems({ autoPay: effectiveAutoPay(context) }, context.data?.autoPayRequired ?? false);
  return { ...(autoPay ? { autoPay: autoPay.messageId } : {}), ...(context.authorised ? {} : { authorised: 'bankAccounts.directDebit.authoriseRequired' }) };
}

/** The request as sent (without its key). */
export const requestOf = (context: AddBankAccountContext): Omit<AddBankAccountRequest, 'idempotencyKey'> => ({ ...context.details, autoPay: effectiveAutoPay(context) });

const errorOf = (event: AnyEventObject) => bankAccountFailureOf((event as unknown as { error: unknown }).error);

export const addBankAccountMachine = setup({
  types: {
    context: {} as AddBankAccountContext,
    events: {} as AddBankAccountEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadBankAccounts: fromPromise<BankAccountsData, { buyerId: string | null }>(async () => {
      throw new Error('add-bank-account actor "loadBankAccounts" is not provided');
    }),
    addBankAccount: fromPromise<BankAccountView, AddBankAccountRequest>(async () => {
      throw new Error('add-bank-account actor "addBankAccount" is not provided');
    }),
  },
  guards: {
    isSetupComplete: ({ context }) => Object.keys(setupProblems(context)).length === 0,
    isAutoPayOptional: ({ context }) => !(context.data?.autoPayRequired ?? false),
  },
  actions: {
    storeData: assign(({ event }) => ({ data: (event as unknown as { output: BankAccountsData }).output })),
    storeDetails: assign(({ context, event }) => {
      if (event.type !== 'addBankAccount.detailsSubmitted') return {};
      const changed = JSON.stringify(event.details) !== JSON.stringify(context.details);
      return { details: { ...event.details }, failure: null, ...(changed ? { idempotencyKey: null, sentUnderKey: null } : {}) };
    }),
    storeAutoPay: assign(({ event }) => (event.type === 'directDebit.setAutoPay' ? { autoPayChoice: event.autoPay } : {})),
    storeAuthorised: assign(({ event }) => (event.type === 'directDebit.setAuthorised' ? { authorised: event.authorised } : {})),
    markAttempted: assign({ attempted: true }),
    adoptKey: assign(({ context, event }) => {
      const request = JSON.stringify(requestOf(context));
      const reuse = context.idempotencyKey !== null && (context.sentUnderKey === null || context.sentUnderKey === request);
      return { attempted: true, failure: null, idempotencyKey: reuse ? context.idempotencyKey : event.type === 'addBankAccount.submit' ? event.freshKey : null, sentUnderKey: request };
    }),
    recordFailure: assign(({ context, event }) => {
      const failure = errorOf(event);
      // A refusal is final for this request; anything else may be retried with the same key.
      return { failure, idempotencyKey: failure.code === 'INTERNAL' ? context.idempotencyKey : null };
    }),
    /** Back to the payment-methods page (src/app navigation, provided by the screen). */
    showAccounts: () => {},
  },
}).createMachine({
  id: 'addBankAccount',
  description: 'Add (or replace) the bank account: details, then the direct-debit setup, added once.',
  meta: FLOW,
  context: { data: null, details: BLANK_DETAILS, autoPayChoice: false, authorised: false, attempted: false, failure: null, idempotencyKey: null, sentUnderKey: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the current accounts (whether adding is allowed now, AutoPay terms, the server date).',
      meta: FLOW,
      invoke: {
        id: 'loadBankAccounts',
        src: 'loadBankAccounts',
        input: { buyerId: null },
        onDone: { target: 'details', actions: 'storeData', description: 'Loaded: step 1 shows (or why adding is not possible now).', meta: FLOW },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: FLOW },
      },
    },
    failed: {
      description: 'The accounts could not be loaded.',
      meta: FLOW,
      on: { 'addBankAccount.retryLoad': { target: 'loading', description: 'The user retries the load.', meta: FLOW } },
    },
    details: {
      description: "Step 1: the banking country's account fields.",
      meta: FLOW,
      on: {
        'addBankAccount.detailsSubmitted': {
          target: 'directDebit',
          actions: 'storeDetails',
          description: 'Valid details (checked by the form with the shared rules) move on; changed details will be sent under a new key.',
          meta: FLOW,
        },
      },
    },
    directDebit: {
      description: 'Step 2: AutoPay, the authorisation and the signature date.',
      meta: SETUP,
      on: {
        'addBankAccount.back': { target: 'details', description: 'Back to step 1; nothing typed is lost.', meta: FLOW },
        'directDebit.setAutoPay': { guard: 'isAutoPayOptional', actions: 'storeAutoPay', description: 'AutoPay is a choice unless the terms require it (then it stays on).', meta: SETUP },
        'directDebit.setAuthorised': { actions: 'storeAuthorised', description: 'The buyer confirms being authorised to sign the mandate.', meta: SETUP },
        'addBankAccount.submit': [
          {
            guard: 'isSetupComplete',
            target: 'submitting',
            actions: 'adoptKey',
            description: 'AutoPay as the terms require and the authorisation given: the account is added (a retry reuses the key).',
            meta: ONE_PAYMENT,
          },
          { actions: 'markAttempted', description: 'Something is missing: the fields say what.', meta: SETUP },
        ],
      },
    },
    submitting: {
      description: 'Adds the account (its mandate starts pending).',
      meta: FLOW,
      invoke: {
        id: 'addBankAccount',
        src: 'addBankAccount',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? '', ...requestOf(context) }),
        onDone: { target: 'added', description: 'Added: back to the payment methods, the new mandate pending.', meta: FLOW },
        onError: { target: 'directDebit', actions: 'recordFailure', description: 'Refused or failed: step 2 says why; nothing typed is lost.', meta: FLOW },
      },
    },
    added: {
      description: 'The account was added.',
      meta: FLOW,
      type: 'final',
      entry: 'showAccounts',
    },
  },
});

export type AddBankAccountLogic = typeof addBankAccountMachine;
export type AddBankAccountSnapshot = SnapshotFrom<typeof addBankAccountMachine>;
