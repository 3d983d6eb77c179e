import { fromPromise } from 'xstate';
import { accountActivityMachine } from '../../machines/app/activity/accountActivityMachine';
import type { ActivityLoaders } from '../../machines/app/activity/activityTypes';
import { AccountActivityDocument } from './generated/graphql';
import { query } from './graphqlClient';

/** Browser implementation of the account-activity loader (machines/app/activity). */
const loadActivityPage: ActivityLoaders['loadActivityPage'] = fromPromise(async ({ input }) => {
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
});

export const activityLoaders: ActivityLoaders = {
  activityLogic: accountActivityMachine.provide({ actors: { loadActivityPage } }),
  loadActivityPage,
};
