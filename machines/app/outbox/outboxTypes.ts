import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { OutboxMachine } from './outboxMachine';

/** A message of the development outbox (e-mail or SMS the demo notifier kept instead of sending). */
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

/** Sent by `watchOutbox` for each new message of the signed-in user. */
export type OutboxArrivedEvent = { type: 'outbox.arrived'; message: OutboxItem };

/** Supplied by src/api/outboxActors.ts, declared beside the machine that invokes them. */
export interface OutboxLoaders {
  /** The outbox page's machine with its actors provided. */
  outboxLogic: OutboxMachine;
  loadOutbox: PromiseActorLogic<readonly OutboxItem[], { first: number }>;
  /** Subscribes to the user's new messages (graphql-ws) and sends `outbox.arrived` to its parent. */
  watchOutbox: CallbackActorLogic<EventObject, void>;
}
