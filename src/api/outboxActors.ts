import { print } from 'graphql';
import { fromPromise } from 'xstate';
import type { OutboxItem } from '../../views/outbox/outboxModel';
import type { OutboxLoaders } from '../../views/outbox/useOutboxViewModel';
import { MyOutboxDocument, OutboxMessageAddedDocument } from './generated/graphql';
import type { OutboxMessageAddedSubscription, OutboxMessageFieldsFragment } from './generated/graphql';
import { query } from './graphqlClient';
import { getWsClient } from './wsClient';

/** Browser implementation of the development outbox page's loader and live feed (views/outbox). */
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

export const outboxLoaders: OutboxLoaders = {
  loadOutbox: fromPromise(async ({ input }) => {
    const { myOutbox } = await query(MyOutboxDocument, { first: input.first }, { fetchPolicy: 'network-only' });
    return myOutbox.map(toItem);
  }),
  watchOutbox: (onMessage) =>
    getWsClient().subscribe<OutboxMessageAddedSubscription>(
      { query: print(OutboxMessageAddedDocument) },
      {
        next: ({ data }) => data?.outboxMessageAdded && onMessage(toItem(data.outboxMessageAdded)),
        error: (error) => console.warn('[outbox] live updates stopped', error),
        complete: () => {},
      },
    ),
};
