import type { IncomingMessage, ServerResponse } from 'node:http';
import { handoffRequestSchema, SESSION_COOKIE, signInRequestSchema } from '../../src/domain/session';
import type { AppServices } from '../http/services';
import { readJsonBody, sendError, sendJson } from '../http/json';
import { mintBearerToken } from './bearerToken';
import { readCookie } from './cookies';
import { hasJsonContentType, hasRequestedWithHeader } from './csrf';
import { verifyHandoffToken } from './handoffToken';
import { issueSession } from './issueSession';
import { clearSessionCookies } from './sessionCookies';
import { findActiveSessionByCredential, revokeSession, touchSession } from './sessionStore';
import { attemptSignIn } from './signIn';
import { sha256Hex } from './signing';
import { redeemHandoff } from './redeemHandoff';

type AuthHandler = (services: AppServices, req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** POST /auth/sign-in {email, password} -> 200 {claims} | 400 | 401 | 409 | 423 | 429 */
const signIn: AuthHandler = async (services, req, res) => {
  const parsed = signInRequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) return sendError(res, 400, 'BAD_USER_INPUT');
  const clientKey = `${req.socket.remoteAddress ?? 'unknown'}|${parsed.data.email}`;
  if (!services.signInLimiter.allow(clientKey, services.now().getTime())) return sendError(res, 429, 'RATE_LIMITED');
  const outcome = await attemptSignIn(services.db, parsed.data, services.now());
  if (outcome.kind === 'refused') return sendJson(res, outcome.status, outcome.body);
  sendJson(res, 200, { claims: await issueSession(services, res, outcome.user) });
};

/** POST /auth (empty JSON body, session cookie) -> 200 {token} | 401 UNAUTHENTICATED */
const token: AuthHandler = async (services, req, res) => {
  await readJsonBody(req);
  const credential = readCookie(req, SESSION_COOKIE);
  const now = services.now();
  const active = credential ? await findActiveSessionByCredential(services.db, credential, now) : null;
  if (!active) return sendError(res, 401, 'UNAUTHENTICATED');
  await touchSession(services.db, active.session, now);
  sendJson(res, 200, { token: mintBearerToken(services.keys.bearer, { idHash: active.session.id_hash, userId: active.user.id }, now) });
};

/** POST /auth/sign-out -> 204, always (idempotent); revokes the session when there is one. */
const signOut: AuthHandler = async (services, req, res) => {
  await readJsonBody(req);
  const credential = readCookie(req, SESSION_COOKIE);
  if (credential) {
    const idHash = sha256Hex(credential);
    await revokeSession(services.db, idHash, services.now());
    services.pubsub.publish('sessionEnded', idHash);
  }
  clearSessionCookies(res, services.config.secureCookies);
  res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
};

/** POST /auth/handoff {jwtAuth} -> 200 {claims} | 400 | 401 INVALID_HANDOFF */
const handoff: AuthHandler = async (services, req, res) => {
  const parsed = handoffRequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) return sendError(res, 400, 'BAD_USER_INPUT');
  const payload = verifyHandoffToken(services.keys.handoff, parsed.data.jwtAuth, services.now());
  const user = payload ? await redeemHandoff(services.db, payload, services.now()) : null;
  if (!user) return sendError(res, 401, 'INVALID_HANDOFF');
  sendJson(res, 200, { claims: await issueSession(services, res, user) });
};

const AUTH_ROUTES: Record<string, AuthHandler> = {
  '/auth': token,
  '/auth/sign-in': signIn,
  '/auth/sign-out': signOut,
  '/auth/handoff': handoff,
};

export function isAuthRoute(pathname: string): boolean {
  return Object.hasOwn(AUTH_ROUTES, pathname);
}

/** Every auth endpoint changes state: POST only, X-Requested-With and a JSON body required. */
export async function handleAuthRequest(services: AppServices, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const handler = AUTH_ROUTES[pathname];
  if (!handler) return sendError(res, 404, 'NOT_FOUND');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendError(res, 405, 'BAD_USER_INPUT');
  }
  if (!hasRequestedWithHeader(req)) return sendError(res, 403, 'CSRF_HEADER_MISSING');
  if (!hasJsonContentType(req)) return sendError(res, 400, 'BAD_USER_INPUT');
  await handler(services, req, res);
}
