import { useCallback, useEffect, useReducer, useState } from 'react';
import type { PromiseActorLogic } from 'xstate';
import { usePageConfig } from '../../src/app/hooks';
import { runLoader } from '../common/runLoader';
import { OUTBOX_PAGE_SIZE, initialOutboxState, outboxReducer, type OutboxItem } from './outboxModel';

/** Supplied by src/api/outboxActors.ts. */
export interface OutboxLoaders {
  loadOutbox: PromiseActorLogic<readonly OutboxItem[], { first: number }>;
  /** Subscribes to the user's new messages (graphql-ws); returns the unsubscribe. */
  watchOutbox: (onMessage: (message: OutboxItem) => void) => () => void;
}

export interface OutboxViewModel {
  /** Off: the deployment sends real e-mail (SMTP_URL) and DEMO_OUTBOX is not on. */
  enabled: boolean;
  status: 'loading' | 'ready' | 'failed';
  messages: readonly OutboxItem[];
  latestArrival: OutboxItem | null;
  retry: () => void;
}

/** The signed-in user's own messages, newest first, with new ones pushed in while the page is open. */
export function useOutboxViewModel(loaders: OutboxLoaders): OutboxViewModel {
  const enabled = usePageConfig().demoOutbox === true;
  const [state, dispatch] = useReducer(outboxReducer, initialOutboxState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    runLoader(loaders.loadOutbox, { first: OUTBOX_PAGE_SIZE }, abort.signal).then(
      (messages) => !abort.signal.aborted && dispatch({ type: 'loaded', messages }),
      () => !abort.signal.aborted && dispatch({ type: 'failed' }),
    );
    return () => abort.abort();
  }, [enabled, loaders, attempt]);

  useEffect(() => {
    if (!enabled) return;
    return loaders.watchOutbox((message) => dispatch({ type: 'arrived', message }));
  }, [enabled, loaders]);

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    setAttempt((n) => n + 1);
  }, []);
  return { enabled, status: state.status, messages: state.messages, latestArrival: state.latestArrival, retry };
}
