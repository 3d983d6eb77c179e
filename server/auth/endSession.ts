import type { AppServices } from '../http/services';
import { revokeSession } from './sessionStore';

/**
 * Ends a session everywhere: revoked in the database, and announced (`sessionEnded`, on every
 * instance through the pub/sub) so live sockets close and cached lookups are dropped at once.
 */
export async function endSession(services: AppServices, idHash: string): Promise<void> {
  await revokeSession(services.db, idHash, services.now());
  services.sessions.drop(idHash);
  services.pubsub.publish('sessionEnded', idHash);
}
