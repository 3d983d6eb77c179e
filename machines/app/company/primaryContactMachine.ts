import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { emailChangeProblems } from '../../rules/primaryEmailChange';
import type { SpecMeta } from '../../specMeta';
import type { CompanyRefusal, PrimaryContactData, PrimaryEmailChangeInput, PrimaryEmailChangeItem, PrimaryEmailUpdatedEvent } from './companyTypes';
import { applyPrimaryEmailUpdate } from './primaryContactUpdates';

/**
 * Route `primary-contact` (spec 2): the primary contact, and a request to change their e-mail,
 * decided by support within 48 hours (spec 4; the server's primaryEmailChange machine). One change
 * waits at a time: while one does, the page shows it instead of the form; its decision arrives
 * live and brings the form back. A refusal by the server's machine (e.g. another user has the
 * address) reloads the facts and shows the rule. Actors: src/api/companyActors.ts (CompanyActors).
 */
export type PrimaryContactEvent =
  | { type: 'primaryContact.retry' }
  | { type: 'primaryEmail.request'; change: PrimaryEmailChangeInput }
  | PrimaryEmailUpdatedEvent;

export interface PrimaryContactContext {
  data: PrimaryContactData | null;
  /** Why the last request was refused or failed. */
  refusal: CompanyRefusal | null;
}

const PAGE = { spec: '2. Signed-in area (primary-contact)' } satisfies SpecMeta;
const RULE = { spec: '5. Specific rules (duplicate e-mail)' } satisfies SpecMeta;
const LIFECYCLE = { spec: '4. Primary email change' } satisfies SpecMeta;
const MACHINE = 'primaryEmailChange';
const SUBMIT_RULE = 'isEmailChangeAcceptable';

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: AnyEventObject) => ((event as unknown as { error?: CompanyRefusal & { code?: unknown } }).error ?? {}) as CompanyRefusal & { code?: unknown };
/** The rule's failed checks as the server's machine would name them (`emailInUse` is only the server's to know). */
const problemsOf = (data: PrimaryContactData, change: PrimaryEmailChangeInput) =>
  emailChangeProblems({ newEmail: change.newEmail, currentEmail: data.contact?.email ?? null, emailInUse: false, hasPendingChange: data.pending !== null });

export const primaryContactMachine = setup({
  types: {
    context: {} as PrimaryContactContext,
    events: {} as PrimaryContactEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadPrimaryContact: fromPromise<PrimaryContactData, { buyerId: string | null }>(async () => {
      throw new Error('primary-contact actor "loadPrimaryContact" is not provided');
    }),
    requestPrimaryEmailChange: fromPromise<PrimaryEmailChangeItem, PrimaryEmailChangeInput>(async () => {
      throw new Error('primary-contact actor "requestPrimaryEmailChange" is not provided');
    }),
    watchPrimaryEmailChanges: fromCallback<EventObject, { buyerId: string | null }>(() => {
      throw new Error('primary-contact actor "watchPrimaryEmailChanges" is not provided');
    }),
  },
  guards: {
    hasPendingChange: ({ context }) => context.data?.pending != null,
    hasNoPendingChange: ({ context }) => context.data?.pending == null,
    isChangeAllowed: ({ context, event }) =>
      event.type === 'primaryEmail.request' && context.data !== null && context.data.canRequestChange && context.data.contact !== null && problemsOf(context.data, event.change).length === 0,
    isRuleRefusal: ({ event }) => errorOf(event).code === 'RULE_REFUSED',
  },
  actions: {
    storeData: assign({ data: ({ event }) => outputOf<PrimaryContactData>(event) }),
    applyUpdate: assign({
      data: ({ context, event }) => (event.type === 'primaryEmail.updated' && context.data ? applyPrimaryEmailUpdate(context.data, event.change) : context.data),
    }),
    storeSubmitted: assign({
      data: ({ context, event }) => (context.data ? applyPrimaryEmailUpdate(context.data, outputOf<PrimaryEmailChangeItem>(event)) : context.data),
    }),
    clearRefusal: assign({ refusal: null }),
    recordRuleRefusal: assign({
      refusal: ({ context, event }) => ({
        machine: MACHINE,
        rule: SUBMIT_RULE,
        subRules: event.type === 'primaryEmail.request' && context.data ? problemsOf(context.data, event.change) : [],
      }),
    }),
    recordFailure: assign({ refusal: ({ event }) => errorOf(event) }),
    storeRefreshedFacts: assign({ data: ({ event }) => outputOf<PrimaryContactData>(event) }),
  },
}).createMachine({
  id: 'primaryContact',
  description: "The Primary Contact page: the contact, and one request at a time to change their e-mail, followed live until support decides.",
  meta: PAGE,
  context: { data: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the contact and any pending change.',
      meta: PAGE,
      invoke: {
        id: 'loadPrimaryContact',
        src: 'loadPrimaryContact',
        input: { buyerId: null },
        onDone: { target: 'ready', actions: 'storeData', description: 'The contact and the change requests show.', meta: PAGE },
        onError: { target: 'loadFailed', description: 'They could not be loaded; the user may retry.', meta: PAGE },
      },
    },
    loadFailed: {
      description: 'The page could not be loaded.',
      meta: PAGE,
      on: { 'primaryContact.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    ready: {
      description: 'The page, kept current by pushed changes.',
      meta: LIFECYCLE,
      invoke: { id: 'watchPrimaryEmailChanges', src: 'watchPrimaryEmailChanges', input: { buyerId: null } },
      on: {
        'primaryEmail.updated': { actions: 'applyUpdate', description: 'A pushed change (a new request, a decision) updates what is shown, without a reload.', meta: LIFECYCLE },
      },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Decides between the form and the pending change.',
          meta: LIFECYCLE,
          always: [
            { guard: 'hasPendingChange', target: 'pending', description: 'One change waits at a time: the page shows it instead of the form.', meta: LIFECYCLE },
            { target: 'form', description: 'No change is waiting: the form shows.', meta: LIFECYCLE },
          ],
        },
        form: {
          description: 'The form for a new e-mail.',
          meta: PAGE,
          always: { guard: 'hasPendingChange', target: 'pending', description: 'A change was requested meanwhile (another tab): the page shows it.', meta: LIFECYCLE },
          on: {
            'primaryEmail.request': [
              {
                guard: 'isChangeAllowed',
                target: 'submitting',
                actions: 'clearRefusal',
                description: 'An administrator asks for a valid address other than the current one, with no change waiting.',
                meta: RULE,
              },
              { actions: 'recordRuleRefusal', description: "Otherwise nothing is sent and the rule's words show; what was typed stays.", meta: RULE },
            ],
          },
        },
        submitting: {
          description: 'Sends the request (with its own idempotency key).',
          meta: PAGE,
          invoke: {
            id: 'requestPrimaryEmailChange',
            src: 'requestPrimaryEmailChange',
            input: ({ event }) => (event as Extract<PrimaryContactEvent, { type: 'primaryEmail.request' }>).change,
            onDone: { target: 'pending', actions: 'storeSubmitted', description: 'Submitted: the page shows the change waiting for support.', meta: LIFECYCLE },
            onError: [
              { guard: 'isRuleRefusal', target: 'refreshing', actions: 'recordFailure', description: "The server's machine refused (e.g. another user has the address): the facts reload and the rule shows.", meta: RULE },
              { target: 'form', actions: 'recordFailure', description: 'Any other failure shows above the form; what was typed stays.', meta: PAGE },
            ],
          },
        },
        refreshing: {
          description: 'Reloads the contact and changes after a refusal.',
          meta: RULE,
          invoke: {
            id: 'reloadPrimaryContact',
            src: 'loadPrimaryContact',
            input: { buyerId: null },
            onDone: { target: 'choosing', actions: 'storeRefreshedFacts', description: 'The current facts show, with the reason of the refusal.', meta: RULE },
            onError: { target: 'form', description: "The facts could not be reloaded: the form shows with the rule's words.", meta: RULE },
          },
        },
        pending: {
          description: 'A change waits for support (up to 48 hours); its decision arrives live.',
          meta: LIFECYCLE,
          // A refusal of an earlier request no longer describes anything once a change waits.
          entry: 'clearRefusal',
          always: { guard: 'hasNoPendingChange', target: 'form', description: 'Support decided: the decision shows and a new change may be requested.', meta: LIFECYCLE },
        },
      },
    },
  },
});

export type PrimaryContactMachine = typeof primaryContactMachine;
export type PrimaryContactSnapshot = SnapshotFrom<typeof primaryContactMachine>;
