import { useCallback, useEffect, useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { runLoader } from '../common/runLoader';

/** One audit entry as the screen shows it: a message id with its ICU values, translated here. */
export interface ActivityItem {
  seq: number;
  occurredAt: string;
  /** Null when the system acted (e.g. the bank settled a payment). */
  actorRole: string | null;
  entityType: string;
  entityId: string;
  messageId: string;
  values: Readonly<Record<string, string>>;
  fromState: string | null;
  toState: string | null;
}

export interface ActivityPage {
  entries: readonly ActivityItem[];
  hasMore: boolean;
}

export interface ActivityPageInput {
  buyerId: string | null;
  first: number;
  /** Entries older than this seq; null for the newest. */
  before: number | null;
}

export interface ActivityLoaders {
  loadActivityPage: PromiseActorLogic<ActivityPage, ActivityPageInput>;
}

export interface AccountActivityViewModel {
  entries: readonly ActivityItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Present when older entries exist and nothing is loading. */
  loadMore: (() => void) | undefined;
}

const PAGE_SIZE = 50;

type State = { entries: readonly ActivityItem[]; hasMore: boolean; loading: boolean; failed: boolean };

/** The account's trail, newest first; "Load more" asks for the entries before the oldest shown. */
export function useAccountActivityViewModel(loaders: ActivityLoaders): AccountActivityViewModel {
  const [state, setState] = useState<State>({ entries: [], hasMore: false, loading: true, failed: false });
  const [request, setRequest] = useState<{ before: number | null; attempt: number }>({ before: null, attempt: 0 });

  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    runLoader(loaders.loadActivityPage, { buyerId: null, first: PAGE_SIZE, before: request.before }, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        setState((s) => ({ entries: request.before === null ? page.entries : [...s.entries, ...page.entries], hasMore: page.hasMore, loading: false, failed: false }));
      },
      () => !abort.signal.aborted && setState((s) => ({ ...s, loading: false, failed: true })),
    );
    return () => abort.abort();
  }, [loaders, request]);

  const oldest = state.entries.at(-1)?.seq ?? null;
  const loadMore = useCallback(() => setRequest((r) => ({ before: oldest, attempt: r.attempt })), [oldest]);
  const retry = useCallback(() => setRequest((r) => ({ ...r, attempt: r.attempt + 1 })), []);
  return {
    entries: state.entries,
    loading: state.loading,
    failed: state.failed,
    retry,
    loadMore: state.hasMore && !state.loading && oldest !== null ? loadMore : undefined,
  };
}
