import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../src/domain/session';
import type { AppServices } from '../http/services';
import { revokeSession } from './sessionStore';
import { sha256Hex } from './signing';

/**
 * Ends a session everywhere: revoked in the database, and announced (`sessionEnded`, on every
 * instance through the pub/sub) so live sockets close and cached lookups are dropped at once.
 */
export async function endSession(services: AppServices, idHash: string): Promise<void> {
  await revokeSession(services.db, idHash, services.now());
  services.sessions.drop(idHash);
  services.pubsub.publish('sessionEnded', idHash);
}

/** A browser that signs in again ends the session it still holds (one browser, one session). */
export async function endPreviousSession(services: AppServices, request: FastifyRequest) {
  const credential = request.cookies[SESSION_COOKIE];
  if (credential) await endSession(services, sha256Hex(credential));
}
