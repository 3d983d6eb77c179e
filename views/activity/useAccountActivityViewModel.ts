import { useActorRef, useSelector } from '@xstate/react';
import type { AccountActivitySnapshot } from '../../machines/app/activity/accountActivityMachine';
import type { ActivityItem, ActivityLoaders } from '../../machines/app/activity/activityTypes';

export interface AccountActivityViewModel {
  entries: readonly ActivityItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Present when older entries exist and nothing is loading. */
  loadMore: (() => void) | undefined;
}

const isLoading = (s: AccountActivitySnapshot) => s.matches('loading') || s.matches('loadingOlder');
const canLoadMore = (s: AccountActivitySnapshot) => s.can({ type: 'activity.loadMore' });

/** The account's trail over the accountActivity machine (machines/app/activity): newest first, "Load more" for older entries. */
export function useAccountActivityViewModel(loaders: ActivityLoaders): AccountActivityViewModel {
  const actorRef = useActorRef(loaders.activityLogic);
  const entries = useSelector(actorRef, (s) => s.context.entries);
  const loading = useSelector(actorRef, isLoading);
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const more = useSelector(actorRef, canLoadMore);
  return {
    entries,
    loading,
    failed,
    retry: () => actorRef.send({ type: 'activity.retry' }),
    loadMore: more ? () => actorRef.send({ type: 'activity.loadMore' }) : undefined,
  };
}
