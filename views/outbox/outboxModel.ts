/**
 * The development outbox page's state, as pure functions (tested without a browser): the messages
 * of the first load, merged with the ones pushed live while the page is open.
 */
export interface OutboxItem {
  id: string;
  createdAt: string;
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  deliveredAt: string | null;
}

/** How many messages the page asks for and keeps. */
export const OUTBOX_PAGE_SIZE = 50;

export interface OutboxState {
  status: 'loading' | 'ready' | 'failed';
  /** Newest first, each id once. */
  messages: readonly OutboxItem[];
  /** The newest message pushed while the page was open (announced to screen readers). */
  latestArrival: OutboxItem | null;
}

export type OutboxAction =
  | { type: 'loaded'; messages: readonly OutboxItem[] }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'arrived'; message: OutboxItem };

export const initialOutboxState: OutboxState = { status: 'loading', messages: [], latestArrival: null };

const newestFirst = (a: OutboxItem, b: OutboxItem) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt));

/** Both lists in one, newest first; a message known twice keeps its latest copy. */
export function mergeOutbox(known: readonly OutboxItem[], incoming: readonly OutboxItem[]): OutboxItem[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(newestFirst).slice(0, OUTBOX_PAGE_SIZE);
}

export function outboxReducer(state: OutboxState, action: OutboxAction): OutboxState {
  switch (action.type) {
    case 'loaded':
      // Pushes that arrived before the load answered are kept.
      return { ...state, status: 'ready', messages: mergeOutbox(action.messages, state.messages) };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'retry':
      return { ...state, status: 'loading' };
    case 'arrived':
      return { ...state, messages: mergeOutbox(state.messages, [action.message]), latestArrival: action.message };
  }
}
