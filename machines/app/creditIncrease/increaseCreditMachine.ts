import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { creditIncreaseProblems } from '../../rules/creditIncreaseAmount';
import type { SpecMeta } from '../../specMeta';
import { applyCreditIncreaseUpdate } from './creditIncreaseUpdates';
import type { CreditIncreaseInput, CreditIncreaseItem, CreditIncreaseOverviewData, CreditIncreaseUpdatedEvent } from './creditIncreaseTypes';

/**
 * The Increase Credit page (route increase-credit, spec 2): load the credit line and any pending
 * request, show the form (or the one pending request: only one at a time), submit, and follow the
 * decision live. A refusal by the server's creditIncrease machine (another request became pending
 * meanwhile) reloads the facts. Actors: src/api/creditIncreaseActors.ts, bound in src/api/increaseCreditActors.ts (CreditIncreaseLoaders).
 */
export type IncreaseCreditEvent =
  | { type: 'creditIncrease.retry' }
  | { type: 'creditIncrease.submit'; request: CreditIncreaseInput }
  | CreditIncreaseUpdatedEvent;

export interface IncreaseCreditContext {
  overview: CreditIncreaseOverviewData | null;
  /** The request this visit submitted (the success page), live until decided. */
  submitted: CreditIncreaseItem | null;
  /** A refusal of the last submit (message id), shown above the form. */
  refusalId: string | null;
}

const PAGE = { spec: '2. Screens named by the interface text (Increase Credit)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (Credit increase request)' } satisfies SpecMeta;
const LIFECYCLE = { spec: '4. Credit limit request' } satisfies SpecMeta;

/** The rule's own words: one pending request at a time (machines/rules/creditIncreaseAmount.ts). */
export const PENDING_REFUSAL_ID = 'creditIncrease.problem.anotherRequestPending';
/** The server machine's rule, when it refused for a reason the page cannot name. */
export const RULE_REFUSAL_ID = 'rule.creditIncrease.canSubmitRequest';

const outputOf = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: AnyEventObject) => ((event as unknown as { error?: { code?: unknown; messageId?: unknown } }).error ?? {});

export const increaseCreditMachine = setup({
  types: {
    context: {} as IncreaseCreditContext,
    events: {} as IncreaseCreditEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadCreditIncreaseOverview: fromPromise<CreditIncreaseOverviewData, { buyerId: string | null }>(async () => {
      throw new Error('increase-credit actor "loadCreditIncreaseOverview" is not provided');
    }),
    requestCreditIncrease: fromPromise<CreditIncreaseItem, CreditIncreaseInput>(async () => {
      throw new Error('increase-credit actor "requestCreditIncrease" is not provided');
    }),
    watchCreditIncreases: fromCallback<EventObject, { buyerId: string | null }>(() => {
      throw new Error('increase-credit actor "watchCreditIncreases" is not provided');
    }),
  },
  guards: {
    hasPendingRequest: ({ context }) => context.overview?.pending != null,
    hasNoPendingRequest: ({ context }) => context.overview?.pending == null,
    isRequestAllowed: ({ context, event }) =>
      event.type === 'creditIncrease.submit' &&
      context.overview !== null &&
      creditIncreaseProblems({ ...event.request, currency: context.overview.creditApproved.currency }, { hasPendingRequest: context.overview.pending !== null }).length === 0,
    isRuleRefusal: ({ event }) => errorOf(event).code === 'RULE_REFUSED',
  },
  actions: {
    storeOverview: assign({ overview: ({ event }) => outputOf<CreditIncreaseOverviewData>(event) }),
    applyUpdate: assign(({ context, event }) => {
      if (event.type !== 'creditIncrease.updated' || !context.overview) return {};
      return {
        overview: applyCreditIncreaseUpdate(context.overview, event.request),
        submitted: context.submitted?.id === event.request.id ? event.request : context.submitted,
      };
    }),
    clearRefusal: assign({ refusalId: null }),
    recordRuleRefusal: assign({ refusalId: RULE_REFUSAL_ID }),
    storeSubmitted: assign(({ context, event }) => {
      const request = outputOf<CreditIncreaseItem>(event);
      return { submitted: request, overview: context.overview ? applyCreditIncreaseUpdate(context.overview, request) : null };
    }),
    recordFailure: assign({ refusalId: ({ event }) => {
      const { messageId } = errorOf(event);
      return typeof messageId === 'string' ? messageId : 'signIn.error.internal';
    } }),
    storeRefreshedFacts: assign(({ event }) => {
      const overview = outputOf<CreditIncreaseOverviewData>(event);
      return { overview, refusalId: overview.pending ? PENDING_REFUSAL_ID : RULE_REFUSAL_ID };
    }),
  },
}).createMachine({
  id: 'increaseCredit',
  description: 'The Increase Credit page: one request at a time, and its decision followed live.',
  meta: PAGE,
  context: { overview: null, submitted: null, refusalId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the credit line and any pending request.',
      meta: PAGE,
      invoke: {
        id: 'loadOverview',
        src: 'loadCreditIncreaseOverview',
        input: { buyerId: null },
        onDone: { target: 'ready', actions: 'storeOverview', description: 'The credit line and requests are shown.', meta: PAGE },
        onError: { target: 'loadFailed', description: 'They could not be loaded; the user may retry.', meta: PAGE },
      },
    },
    loadFailed: {
      description: 'The page could not be loaded.',
      meta: PAGE,
      on: { 'creditIncrease.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    ready: {
      description: 'The page, kept current by pushed request changes.',
      meta: LIFECYCLE,
      invoke: { id: 'watchCreditIncreases', src: 'watchCreditIncreases', input: { buyerId: null } },
      on: {
        'creditIncrease.updated': { actions: 'applyUpdate', description: 'A pushed change (a new request, a decision, an ended increase) updates what is shown, without a reload.', meta: LIFECYCLE },
      },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Decides between the form and the pending request.',
          meta: RULE,
          always: [
            { guard: 'hasPendingRequest', target: 'pending', description: 'Only one pending request at a time: the page shows it instead of the form.', meta: RULE },
            { target: 'form', description: 'No request is pending: the form shows.', meta: RULE },
          ],
        },
        form: {
          description: 'The Increase Credit form.',
          meta: PAGE,
          always: { guard: 'hasPendingRequest', target: 'pending', description: 'A request became pending meanwhile (another tab): the page shows it.', meta: RULE },
          on: {
            'creditIncrease.submit': [
              {
                guard: 'isRequestAllowed',
                target: 'submitting',
                actions: 'clearRefusal',
                description: 'A whole amount in the currency\'s increments, dates only for a temporary increase (end after start), and no other request pending.',
                meta: RULE,
              },
              { actions: 'recordRuleRefusal', description: 'The request breaks the rule: nothing is sent, the rule\'s words show.', meta: RULE },
            ],
          },
        },
        pending: {
          description: 'A request is pending: it shows with the rule\'s words, and its decision arrives live.',
          meta: LIFECYCLE,
          always: { guard: 'hasNoPendingRequest', target: 'form', description: 'The pending request was decided: a new one may be asked for.', meta: LIFECYCLE },
        },
        submitting: {
          description: 'Sends the request (with its own idempotency key).',
          meta: PAGE,
          invoke: {
            id: 'requestCreditIncrease',
            src: 'requestCreditIncrease',
            input: ({ event }) => (event as Extract<IncreaseCreditEvent, { type: 'creditIncrease.submit' }>).request,
            onDone: { target: 'submitted', actions: 'storeSubmitted', description: 'The request is submitted: the success page shows it, waiting for underwriting.', meta: LIFECYCLE },
            onError: [
              { guard: 'isRuleRefusal', target: 'refreshing', description: 'The server\'s machine refused (most likely another request became pending): reload the facts.', meta: RULE },
              { target: 'form', actions: 'recordFailure', description: 'Any other failure shows above the form; what was typed stays.', meta: PAGE },
            ],
          },
        },
        refreshing: {
          description: 'Reloads the credit line and requests after a refusal.',
          meta: RULE,
          invoke: {
            id: 'reloadOverview',
            src: 'loadCreditIncreaseOverview',
            input: { buyerId: null },
            onDone: { target: 'choosing', actions: 'storeRefreshedFacts', description: 'The current facts show, with the reason of the refusal.', meta: RULE },
            onError: { target: 'form', actions: 'recordRuleRefusal', description: 'The facts could not be reloaded: the rule\'s words show above the form.', meta: RULE },
          },
        },
        submitted: {
          description: 'The success page: the request, and its decision when underwriting answers.',
          meta: LIFECYCLE,
        },
      },
    },
  },
});

export type IncreaseCreditMachine = typeof increaseCreditMachine;
export type IncreaseCreditSnapshot = SnapshotFrom<typeof increaseCreditMachine>;
