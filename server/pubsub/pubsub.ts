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
  /** A session was signed out (server/auth): every instance closes that session's live sockets. */
  sessionEnded: [sessionIdHash: string];
};
export type PortalPubSub = PubSub<PortalEvents>;

export interface PubSubHandle {
  pubsub: PortalPubSub;
  /** 'memory' serves one process; 'redis' shares events between instances. */
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/** In-process by default; with a Redis URL, every instance on that Redis sees every event. */
export async function createPortalPubSub(options: { redisUrl?: string | undefined }): Promise<PubSubHandle> {
  if (!options.redisUrl) {
    return { pubsub: createPubSub<PortalEvents>(), kind: 'memory', close: async () => {} };
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
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PortalEvents>({ eventTarget }),
    kind: 'redis',
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
