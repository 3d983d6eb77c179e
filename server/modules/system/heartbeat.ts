import type { PortalPubSub } from '../../pubsub/pubsub';

/** Spec-free liveness signal for graphql-ws clients: one event every `intervalMs`. */
export const HEARTBEAT_INTERVAL_MS = 5000;

export function startHeartbeat(pubsub: PortalPubSub, intervalMs: number, now: () => Date): () => void {
  const timer = setInterval(() => pubsub.publish('heartbeat', now().toISOString()), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
