import type { AppServices } from '../http/services';
import { verifyBearerToken } from '../auth/bearerToken';
import { touchSession } from '../auth/sessionStore';
import { safeEqual } from '../auth/signing';
import type { Viewer } from './context';

/**
 * The API's credential check, shared by HTTP and graphql-ws: a valid bearer token whose session is
 * still live (not revoked, not idle-expired, user not deactivated) and the session's checksum.
 * Sessions come from the short-lived cache (auth/sessionCache.ts), dropped on sign-out everywhere.
 */
export async function authenticateApiCaller(
  services: AppServices,
  credentials: { token: string | null | undefined; sessionChecksum: string | null | undefined },
): Promise<Viewer | null> {
  if (!credentials.token || !credentials.sessionChecksum) return null;
  const now = services.now();
  const claims = verifyBearerToken(services.keys.bearer, credentials.token, now);
  if (!claims) return null;
  const active = await services.sessions.find(claims.sid, now);
  if (!active || active.user.id !== claims.sub || !safeEqual(active.session.checksum, credentials.sessionChecksum)) return null;
  await touchSession(services.db, active.session, now);
  return active;
}

/** `Authorization: Bearer <token>` → the token. */
export function bearerFromHeader(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
