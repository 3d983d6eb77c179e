import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { outboxMachine } from '../../machines/app/outbox/outboxMachine';
import type { OutboxArrivedEvent, OutboxItem, OutboxLoaders } from '../../machines/app/outbox/outboxTypes';
import { MyOutboxDocument, OutboxMessageAddedDocument } from './generated/graphql';
import type { OutboxMessageAddedSubscription, OutboxMessageFieldsFragment } from './generated/graphql';
import { query } from './graphqlClient';
import { getWsClient } from './wsClient';

/** Browser implementation of the development outbox page's loader and live feed (machines/app/outbox). */
const toItem = (m: OutboxMessageFieldsFragment): OutboxItem => ({
  id: m.id,
  createdAt: m.createdAt,
  channel: m.channel,
  recipient: m.recipient,
  kind: m.kind,
  subject: m.subject,
  body: m.body,
  deliveredAt: m.deliveredAt,
});

const loadOutbox: OutboxLoaders['loadOutbox'] = fromPromise(async ({ input }) => {
  const { myOutbox } = await query(MyOutboxDocument, { first: input.first }, { fetchPolicy: 'network-only' });
  return myOutbox.map(toItem);
});

/** outboxMessageAdded over graphql-ws, sent to the invoking machine as `outbox.arrived` until stopped. */
const watchOutbox: OutboxLoaders['watchOutbox'] = fromCallback<EventObject, void>(({ sendBack }) =>
  getWsClient().subscribe<OutboxMessageAddedSubscription>(
    { query: OutboxMessageAddedDocument.toString() },
    {
      next: ({ data }) => {
        if (data?.outboxMessageAdded) sendBack({ type: 'outbox.arrived', message: toItem(data.outboxMessageAdded) } satisfies OutboxArrivedEvent);
      },
      error: (error) => console.warn('[outbox] live updates stopped', error),
      complete: () => {},
    },
  ),
);

export const outboxLoaders: OutboxLoaders = {
  outboxLogic: outboxMachine.provide({ actors: { loadOutbox, watchOutbox } }),
  loadOutbox,
  watchOutbox,
};
