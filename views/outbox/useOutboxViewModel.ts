import { useActorRef, useSelector } from '@xstate/react';
import type { OutboxSnapshot } from '../../machines/app/outbox/outboxMachine';
import type { OutboxItem, OutboxLoaders } from '../../machines/app/outbox/outboxTypes';

export interface OutboxViewModel {
  /** Off: the deployment sends real e-mail (SMTP_URL) and DEMO_OUTBOX is not on. */
  enabled: boolean;
  status: 'loading' | 'ready' | 'failed';
  messages: readonly OutboxItem[];
  latestArrival: OutboxItem | null;
  retry: () => void;
}

/** What the page shows when the deployment has no outbox (nothing is loaded). */
export const OUTBOX_OFF: OutboxViewModel = { enabled: false, status: 'ready', messages: [], latestArrival: null, retry: () => {} };

const statusOf = (s: OutboxSnapshot): OutboxViewModel['status'] => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');

/** The signed-in user's own messages over the outbox machine (machines/app/outbox): newest first, new ones pushed in live. */
export function useOutboxViewModel(loaders: OutboxLoaders): OutboxViewModel {
  const actorRef = useActorRef(loaders.outboxLogic);
  const status = useSelector(actorRef, statusOf);
  const messages = useSelector(actorRef, (s) => s.context.messages);
  const latestArrival = useSelector(actorRef, (s) => s.context.latestArrival);
  return { enabled: true, status, messages, latestArrival, retry: () => actorRef.send({ type: 'outbox.retry' }) };
}
