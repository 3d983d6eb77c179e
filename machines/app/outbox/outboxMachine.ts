import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import type { OutboxArrivedEvent, OutboxItem } from './outboxTypes';

/**
 * The development outbox page (route dev-outbox): the signed-in user's own messages, newest first,
 * with new ones pushed in while the page is open, also before the first load answers. Actors:
 * src/api/outboxActors.ts (OutboxLoaders).
 */
export type OutboxEvent = OutboxArrivedEvent | { type: 'outbox.retry' };

export interface OutboxContext {
  /** Newest first, each id once, at most one page. */
  messages: readonly OutboxItem[];
  /** The newest message pushed while the page was open (announced to screen readers). */
  latestArrival: OutboxItem | null;
}

/** How many messages the page asks for and keeps. */
export const OUTBOX_PAGE_SIZE = 50;

const PAGE = { spec: '1. What the product does (notifications; DESIGN: an outbox the tester can read)' } satisfies SpecMeta;

const newestFirst = (a: OutboxItem, b: OutboxItem) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt));

/** Both lists in one, newest first; a message known twice keeps its latest copy. */
export function mergeOutbox(known: readonly OutboxItem[], incoming: readonly OutboxItem[]): OutboxItem[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(newestFirst).slice(0, OUTBOX_PAGE_SIZE);
}

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadOutbox: fromPromise<readonly OutboxItem[], { first: number }>(async () => {
      throw new Error('outbox actor "loadOutbox" is not provided');
    }),
    watchOutbox: fromCallback<EventObject, void>(() => {
      throw new Error('outbox actor "watchOutbox" is not provided');
    }),
  },
  actions: {
    // Pushes that arrived before the load answered are kept.
    storeLoaded: assign({ messages: ({ context, event }) => mergeOutbox((event as unknown as { output: readonly OutboxItem[] }).output, context.messages) }),
    storeArrival: assign(({ context, event }) =>
      event.type === 'outbox.arrived' ? { messages: mergeOutbox(context.messages, [event.message]), latestArrival: event.message } : {},
    ),
  },
}).createMachine({
  id: 'outbox',
  description: "The development outbox: the user's own e-mail and SMS, newest first, new ones shown live.",
  meta: PAGE,
  context: { messages: [], latestArrival: null },
  invoke: { id: 'watchOutbox', src: 'watchOutbox' },
  on: {
    'outbox.arrived': { actions: 'storeArrival', description: 'A new message goes on top and is announced, once even when pushed twice.', meta: PAGE },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the newest page of messages.',
      meta: PAGE,
      invoke: {
        id: 'loadOutbox',
        src: 'loadOutbox',
        input: { first: OUTBOX_PAGE_SIZE },
        onDone: { target: 'ready', actions: 'storeLoaded', description: 'The messages show, newest first, with any pushed meanwhile.', meta: PAGE },
        onError: { target: 'failed', description: 'The messages could not be loaded; what was shown stays.', meta: PAGE },
      },
    },
    ready: { description: 'The messages are shown.', meta: PAGE },
    failed: {
      description: 'Loading failed; the user may retry.',
      meta: PAGE,
      on: { 'outbox.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;
export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;
