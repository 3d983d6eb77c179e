import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { userFailureOf } from './userFailure';
import type { UserFailure, UserFilter, UserSort, UserSummary, UsersApi } from './userTypes';

/**
 * Route `manage-users` (spec 2, page Users): the account's users, sorted, filtered, searched and
 * paged by the server, and exported as CSV. Every change of the query loads the first page again
 * (a page past the end of a narrower filter would be empty). Actors (src/api/userActors.ts):
 * loadUsers, exportUsersCsv; action saveCsv (the browser's download, provided by src/api).
 */
export type UsersListEvent =
  | { type: 'users.search'; text: string }
  | { type: 'users.filter'; change: Partial<Omit<UserFilter, 'search'>> }
  | { type: 'users.sort'; sort: UserSort }
  | { type: 'users.page'; offset: number }
  | { type: 'users.retry' }
  | { type: 'users.export' };

export interface UsersListContext {
  filter: UserFilter;
  sort: UserSort;
  pageSize: number;
  offset: number;
  items: readonly UserSummary[];
  totalCount: number;
  failure: UserFailure | null;
  exportFailure: UserFailure | null;
}

export const EMPTY_USER_FILTER: UserFilter = { statuses: [], groupId: null, role: null, contactType: null, search: '' };
export const USERS_PAGE_SIZE = 25;

const PAGE = { spec: '2. Signed-in area (manage-users)' } satisfies SpecMeta;
const CSV = { spec: '8. CSV export error' } satisfies SpecMeta;

const failureOfEvent = (event: unknown) => userFailureOf((event as { error: unknown }).error);

export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
    input: {} as { pageSize?: number },
    meta: {} as SpecMeta,
  },
  actors: {
    loadUsers: fromPromise(async () => {
      throw new Error('users actor "loadUsers" is not provided');
    }) as unknown as UsersApi['loadUsers'],
    exportUsersCsv: fromPromise(async () => {
      throw new Error('users actor "exportUsersCsv" is not provided');
    }) as unknown as UsersApi['exportUsersCsv'],
  },
  guards: {
    isWithinPages: ({ context, event }) => event.type === 'users.page' && event.offset >= 0 && event.offset < Math.max(context.totalCount, 1),
  },
  actions: {
    applySearch: assign(({ context, event }) => (event.type === 'users.search' ? { filter: { ...context.filter, search: event.text }, offset: 0 } : {})),
    applyFilter: assign(({ context, event }) => (event.type === 'users.filter' ? { filter: { ...context.filter, ...event.change }, offset: 0 } : {})),
    applySort: assign(({ event }) => (event.type === 'users.sort' ? { sort: event.sort, offset: 0 } : {})),
    applyPage: assign(({ event }) => (event.type === 'users.page' ? { offset: event.offset } : {})),
    storePage: assign(({ event }) => {
      const output = (event as unknown as { output: { items: UserSummary[]; totalCount: number } }).output;
      return { items: output.items, totalCount: output.totalCount, failure: null };
    }),
    recordFailure: assign(({ event }) => ({ failure: failureOfEvent(event) })),
    clearExportFailure: assign({ exportFailure: null }),
    recordExportFailure: assign(({ event }) => ({ exportFailure: failureOfEvent(event) })),
    /** Hands the file to the browser (provided by src/api). */
    saveCsv: () => {},
  },
}).createMachine({
  id: 'usersList',
  description: "The account's users: sort, filter, search, pages and CSV export.",
  meta: PAGE,
  context: ({ input }) => ({
    filter: EMPTY_USER_FILTER, sort: { field: 'name', direction: 'asc' }, pageSize: input.pageSize ?? USERS_PAGE_SIZE, offset: 0,
    items: [], totalCount: 0, failure: null, exportFailure: null,
  }),
  initial: 'loading',
  on: {
    'users.search': { target: '.loading', actions: 'applySearch', description: 'A new search loads the first page of matches.', meta: PAGE },
    'users.filter': { target: '.loading', actions: 'applyFilter', description: 'A new filter loads the first page.', meta: PAGE },
    'users.sort': { target: '.loading', actions: 'applySort', description: 'A new sort loads the first page.', meta: PAGE },
  },
  states: {
    loading: {
      description: 'Loads one page of users for the query.',
      meta: PAGE,
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        input: ({ context }) => ({ filter: context.filter, sort: context.sort, first: context.pageSize, offset: context.offset }),
        onDone: { target: 'ready', actions: 'storePage', description: 'The page shows.', meta: PAGE },
        onError: { target: 'failed', actions: 'recordFailure', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The users could not be loaded.',
      meta: PAGE,
      on: { 'users.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    ready: {
      description: 'A page of users shows.',
      meta: PAGE,
      on: {
        'users.page': { guard: 'isWithinPages', target: 'loading', actions: 'applyPage', description: 'Another page within the results loads.', meta: PAGE },
        'users.export': { target: 'exporting', actions: 'clearExportFailure', description: 'Exports every user of the query as CSV.', meta: CSV },
      },
    },
    exporting: {
      description: 'Builds the CSV of the query (all pages).',
      meta: CSV,
      invoke: {
        id: 'exportUsersCsv',
        src: 'exportUsersCsv',
        input: ({ context }) => ({ filter: context.filter, sort: context.sort }),
        onDone: { target: 'ready', actions: 'saveCsv', description: 'The file is downloaded.', meta: CSV },
        onError: { target: 'ready', actions: 'recordExportFailure', description: 'The export failed: the page says so (spec 8 "CSV export error").', meta: CSV },
      },
    },
  },
});

export type UsersListLogic = typeof usersListMachine;
export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;
