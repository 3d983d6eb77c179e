import { assign, emit, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import type { SpecMeta } from '../../specMeta';
import type { StaffAction, StaffQuery } from './staffTypes';

/**
 * The staff consoles (issue 14: Customers, a customer's page, the seller's users, Support,
 * Underwriting): one page of data loaded for a query, a search that loads again, and an action on
 * it (resend an invitation, reset MFA, decide an e-mail change, open the buyer's portal, decide a
 * request or an application) that reloads the page when it is done, or keeps the page with the
 * refusal shown. A live update (another decision, a new request) reloads without losing the page.
 * Actors: `loadPage` (query -> data) and `runAction` (action -> outcome), src/api/staffActors.ts.
 * `console.acted` is emitted with the outcome (e.g. the handoff's address the page then opens).
 */
export type StaffConsoleEvent =
  | { type: 'console.search'; query: StaffQuery }
  | { type: 'console.act'; action: StaffAction }
  | { type: 'console.refresh' }
  | { type: 'console.retry' };

export interface StaffConsoleContext {
  query: StaffQuery;
  /** The page's data; kept while it reloads. */
  data: unknown;
  /** Why the page could not load. */
  failure: ErrorBody | null;
  /** The action being run, then the last one run. */
  action: StaffAction | null;
  /** Why the last action was refused; null after a success or a new action. */
  actionFailure: ErrorBody | null;
  /** What the last action that succeeded answered. */
  outcome: unknown;
}

export type StaffConsoleEmitted = { type: 'console.acted'; action: StaffAction; outcome: unknown };

const PAGE = { spec: '2. Screens and routes (Seller/client menus: Customers; support and underwriting staff)' } satisfies SpecMeta;

const errorOf = (event: AnyEventObject): ErrorBody => {
  const error = (event as { error?: unknown }).error as Partial<ErrorBody> | undefined;
  return error && typeof error.code === 'string' && typeof error.messageId === 'string' ? (error as ErrorBody) : { code: 'INTERNAL', messageId: 'signIn.error.internal' };
};
const outputOf = (event: AnyEventObject): unknown => (event as { output?: unknown }).output;

export const staffConsoleMachine = setup({
  types: {
    context: {} as StaffConsoleContext,
    events: {} as StaffConsoleEvent,
    emitted: {} as StaffConsoleEmitted,
    input: {} as { query?: StaffQuery },
    meta: {} as SpecMeta,
  },
  actors: {
    loadPage: fromPromise<unknown, StaffQuery>(async () => {
      throw new Error('staff console actor "loadPage" is not provided');
    }),
    runAction: fromPromise<unknown, StaffAction>(async () => {
      throw new Error('staff console actor "runAction" is not provided');
    }),
  },
  guards: {
    hasData: ({ context }) => context.data !== null,
  },
  actions: {
    storeData: assign(({ event }) => ({ data: outputOf(event), failure: null })),
    storeFailure: assign(({ event }) => ({ failure: errorOf(event) })),
    storeQuery: assign(({ event }) => (event.type === 'console.search' ? { query: event.query } : {})),
    startAction: assign(({ event }) => (event.type === 'console.act' ? { action: event.action, actionFailure: null, outcome: null } : {})),
    storeOutcome: assign(({ event }) => ({ outcome: outputOf(event) })),
    storeActionFailure: assign(({ event }) => ({ actionFailure: errorOf(event) })),
    announceOutcome: emit(({ context, event }) => ({ type: 'console.acted' as const, action: context.action!, outcome: outputOf(event) })),
  },
}).createMachine({
  id: 'staffConsole',
  description: 'A staff console page: load for a query, search, act on what is shown and see it again.',
  meta: PAGE,
  context: ({ input }) => ({ query: input?.query ?? {}, data: null, failure: null, action: null, actionFailure: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the page for the query (the data shown so far stays).',
      meta: PAGE,
      invoke: {
        id: 'load',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: 'storeData', description: 'The page shows what was loaded.', meta: PAGE },
        onError: [
          { guard: 'hasData', target: 'ready', actions: 'storeFailure', description: 'A reload failed: the page keeps what it showed, with the failure.', meta: PAGE },
          { target: 'failed', actions: 'storeFailure', description: 'Nothing could be loaded; the user may retry.', meta: PAGE },
        ],
      },
    },
    ready: {
      description: 'The page is shown; the user searches or acts.',
      meta: PAGE,
      on: {
        'console.search': { target: 'loading', actions: 'storeQuery', description: 'A new search or filter loads the page again.', meta: PAGE },
        'console.refresh': { target: 'loading', description: 'Something changed (a live update): load again.', meta: PAGE },
        'console.act': { target: 'acting', actions: 'startAction', description: 'The user acts on what is shown.', meta: PAGE },
      },
    },
    acting: {
      description: 'The action runs on the server.',
      meta: PAGE,
      invoke: {
        id: 'act',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: { target: 'loading', actions: ['storeOutcome', 'announceOutcome'], description: 'Done: the page loads again to show the result.', meta: PAGE },
        onError: { target: 'ready', actions: 'storeActionFailure', description: 'Refused: the page stays, with the reason.', meta: PAGE },
      },
    },
    failed: {
      description: 'The page could not be loaded.',
      meta: PAGE,
      on: { 'console.retry': { target: 'loading', description: 'Try loading again.', meta: PAGE } },
    },
  },
});

export type StaffConsoleMachine = typeof staffConsoleMachine;
export type StaffConsoleSnapshot = SnapshotFrom<typeof staffConsoleMachine>;
