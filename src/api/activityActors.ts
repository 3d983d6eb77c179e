import { fromPromise } from 'xstate';
import type { ActivityLoaders } from '../../views/activity/useAccountActivityViewModel';
import { AccountActivityDocument } from './generated/graphql';
import { query } from './graphqlClient';

/** Browser implementation of the account-activity loader (views/activity). */
export const activityLoaders: ActivityLoaders = {
  loadActivityPage: fromPromise(async ({ input }) => {
    const { accountActivity } = await query(
      AccountActivityDocument,
      { buyerId: input.buyerId, first: input.first, before: input.before },
      { fetchPolicy: 'network-only' },
    );
    return {
      hasMore: accountActivity.hasMore,
      entries: accountActivity.entries.map((entry) => ({
        seq: entry.seq,
        occurredAt: entry.occurredAt,
        actorRole: entry.actorRole,
        entityType: entry.entityType,
        entityId: entry.entityId,
        messageId: entry.messageId,
        values: Object.fromEntries(entry.values.map(({ name, value }) => [name, value])),
        fromState: entry.fromState,
        toState: entry.toState,
      })),
    };
  }),
};
