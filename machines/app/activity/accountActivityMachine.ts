import { assign, fromPromise, setup } from 'xstate';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { ActivityItem, ActivityPage, ActivityPageInput } from './activityTypes';

/**
 * The Account Activity page (route activity-account-activity): the account's audit trail, newest
 * first; "Load more" asks for the entries before the oldest shown; a failed load is retried where it
 * stopped. Actor: `loadActivityPage` (src/api/activityActors.ts).
 */
export type AccountActivityEvent = { type: 'activity.loadMore' } | { type: 'activity.retry' };

export interface AccountActivityContext {
  /** Newest first. */
  entries: readonly ActivityItem[];
  hasMore: boolean;
}

export const ACTIVITY_PAGE_SIZE = 50;

const PAGE = { spec: '2. Screens and routes (activity/account-activity)' } satisfies SpecMeta;

const pageOf = (event: AnyEventObject) => (event as unknown as { output: ActivityPage }).output;
const olderThan = (context: AccountActivityContext): ActivityPageInput => ({ buyerId: null, first: ACTIVITY_PAGE_SIZE, before: context.entries.at(-1)?.seq ?? null });

export const accountActivityMachine = setup({
  types: {
    context: {} as AccountActivityContext,
    events: {} as AccountActivityEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadActivityPage: fromPromise<ActivityPage, ActivityPageInput>(async () => {
      throw new Error('account-activity actor "loadActivityPage" is not provided');
    }),
  },
  guards: {
    hasOlderEntries: ({ context }) => context.hasMore && context.entries.length > 0,
    hasEntries: ({ context }) => context.entries.length > 0,
  },
  actions: {
    storeFirstPage: assign(({ event }) => ({ entries: pageOf(event).entries, hasMore: pageOf(event).hasMore })),
    appendPage: assign(({ context, event }) => ({ entries: [...context.entries, ...pageOf(event).entries], hasMore: pageOf(event).hasMore })),
  },
}).createMachine({
  id: 'accountActivity',
  description: "The account's audit trail, newest first, a page at a time.",
  meta: PAGE,
  context: { entries: [], hasMore: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the newest entries.',
      meta: PAGE,
      invoke: {
        id: 'loadNewest',
        src: 'loadActivityPage',
        input: { buyerId: null, first: ACTIVITY_PAGE_SIZE, before: null },
        onDone: { target: 'ready', actions: 'storeFirstPage', description: 'The newest entries show.', meta: PAGE },
        onError: { target: 'failed', description: 'The entries could not be loaded; the user may retry.', meta: PAGE },
      },
    },
    ready: {
      description: 'The entries are shown.',
      meta: PAGE,
      on: {
        'activity.loadMore': { guard: 'hasOlderEntries', target: 'loadingOlder', description: 'Load more exists only while older entries exist.', meta: PAGE },
      },
    },
    loadingOlder: {
      description: 'Loads the entries before the oldest shown.',
      meta: PAGE,
      invoke: {
        id: 'loadOlder',
        src: 'loadActivityPage',
        input: ({ context }) => olderThan(context),
        onDone: { target: 'ready', actions: 'appendPage', description: 'The older entries follow the ones shown.', meta: PAGE },
        onError: { target: 'failed', description: 'The older entries could not be loaded; the ones shown stay.', meta: PAGE },
      },
    },
    failed: {
      description: 'A load failed.',
      meta: PAGE,
      on: {
        'activity.retry': [
          { guard: 'hasEntries', target: 'loadingOlder', description: 'Retry where it stopped: the entries before the oldest shown.', meta: PAGE },
          { target: 'loading', description: 'Retry the newest entries.', meta: PAGE },
        ],
      },
    },
  },
});

export type AccountActivityMachine = typeof accountActivityMachine;
export type AccountActivitySnapshot = SnapshotFrom<typeof accountActivityMachine>;
