import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Events that subscriptions listen to. Payloads must survive JSON (they cross Redis), so dates
 * travel as ISO strings.
 */
export type PortalEvents = {
  heartbeat: [at: string];
  /** A buyer's payment was made, applied or failed (server/modules/payments/paymentEvents.ts); routed by buyer id. */
  paymentUpdated: [buyerId: string, event: { paymentId: string; status: string }];
  /** A buyer's bank account was added or its mandate changed (server/modules/bankAccounts); routed by buyer id. */
  bankAccountUpdated: [buyerId: string, event: { bankAccountId: string; mandateStatus: string }];
  /** An invoice's document is regenerating, ready or failed (server/modules/invoiceDocuments); routed by buyer id. */
  invoiceDocumentUpdated: [buyerId: string, event: { invoiceId: string; status: string }];
  /** A buyer's purchase card was created, issued, shipped, activated, locked or terminated (server/modules/purchaseCards); routed by buyer id. */
  purchaseCardUpdated: [buyerId: string, event: { cardId: string; status: string }];
  /** A message was written to the outbox (server/notify); routed by its normalised recipient. */
  outboxMessageAdded: [recipient: string, event: { messageId: string }];
  /** A buyer's credit-limit increase request changed (server/modules/creditIncreases); routed by buyer id. */
  creditIncreaseUpdated: [buyerId: string, event: { requestId: string; status: string }];
  /** A buyer's primary e-mail change was submitted or decided (server/modules/company); routed by buyer id. */
  primaryEmailChangeUpdated: [buyerId: string, event: { changeId: string; status: string }];
  /** A charge was created on a buyer's account (server/modules/charges: seller API, XLSX import); routed by buyer id. */
  chargeCreated: [buyerId: string, event: { invoiceId: string }];
  /** A session was signed out (server/auth): every instance closes that session's live sockets. */
  sessionEnded: [sessionIdHash: string];
};
export type PortalPubSub = PubSub<PortalEvents>;

export interface PubSubHandle {
  pubsub: PortalPubSub;
  /** This instance's live listeners per topic (`<event>:<routing key>`), for the development job control. */
  liveListeners(): Record<string, number>;
  /** 'memory' serves one process; 'redis' shares events between instances. */
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** In-process by default; with a Redis URL, every instance on that Redis sees every event. */
export async function createPortalPubSub(options: { redisUrl?: string | undefined }): Promise<PubSubHandle> {
  if (!options.redisUrl) {
    const eventTarget = countListeners(new EventTarget());
    return { pubsub: createPubSub<PortalEvents>({ eventTarget }), liveListeners: eventTarget.listenerCounts, kind: 'memory', close: async () => {} };
  }
  // lazyConnect + connect(): a wrong URL fails the start instead of retrying forever in the background.
  const publishClient = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  } catch (error) {
    publishClient.disconnect();
    subscribeClient.disconnect();
    throw error;
  }
  const eventTarget = countListeners(createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient }));
  return {
    pubsub: createPubSub<PortalEvents>({ eventTarget }),
    liveListeners: eventTarget.listenerCounts,
    kind: 'redis',
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * The event target with a count of listeners per topic. graphql-yoga's pubsub adds a listener when a
 * subscription starts and removes it when it ends, so the count says whether a screen is listening:
 * browser journeys wait for it before they let a held job publish (e2e/support/jobs.ts).
 */
function countListeners<T extends Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>>(target: T): T & { listenerCounts(): Record<string, number> } {
  const counts = new Map<string, number>();
  const change = (topic: string, by: number) => {
    const next = (counts.get(topic) ?? 0) + by;
    if (next > 0) counts.set(topic, next);
    else counts.delete(topic);
  };
  return Object.assign(Object.create(target) as T, {
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
      change(args[0], 1);
      target.addEventListener(...args);
    },
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) => {
      change(args[0], -1);
      target.removeEventListener(...args);
    },
    dispatchEvent: (event: Event) => target.dispatchEvent(event),
    listenerCounts: () => Object.fromEntries(counts),
  });
}
