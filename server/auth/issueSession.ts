import type { FastifyReply } from 'fastify';
import type { SessionClaims } from '../../src/domain/session';
import type { AppServices } from '../http/services';
import { buildSessionClaims } from './sessionClaims';
import { setSessionCookies } from './sessionCookies';
import { createSession, type UserRow } from './sessionStore';

/** Starts a session for `user` (after sign-in or handoff): stores it and sets both cookies. */
export async function issueSession(services: AppServices, reply: FastifyReply, user: UserRow): Promise<SessionClaims> {
  const { credential, row } = await createSession(services.db, user, services.now());
  const claims = await buildSessionClaims(services.db, user, row);
  setSessionCookies(reply, { credential, claims, infoKey: services.keys.sessionInfo, secure: services.config.secureCookies });
  return claims;
}
