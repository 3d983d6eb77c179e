import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../src/domain/session';
import { handoffRequestSchema, signInRequestSchema } from '../../src/domain/sessionRequests';
import { isSignInDelayed, minutesUntilRetry, nextSignInAllowedAt, SIGN_IN_ADDRESS_MAX_FAILURES, SIGN_IN_ADDRESS_WINDOW_MS } from '../../machines/rules/signInLockout';
import type { AppServices } from '../http/services';
import { errorBody, sendError, sendJson, sendMethodNotAllowed } from '../http/replies';
import { mintBearerToken } from './bearerToken';
import { hasJsonContentType, hasRequestedWithHeader } from './csrf';
import { verifyHandoffToken } from './handoffToken';
import { issueSession } from './issueSession';
import { clearSessionCookies } from './sessionCookies';
import { findActiveSessionByCredential, touchSession } from './sessionStore';
import { endPreviousSession } from './endSession';
import { attemptSignIn, INVALID_CREDENTIALS } from './signIn';
import { signInAttemptKey } from './signInAttemptStore';
import { redeemHandoff } from './redeemHandoff';
import { registerMfaSignInRoutes, signInOrChallenge } from './mfaSignIn';

type AuthHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** Auth bodies are small: a bigger one is refused before it is read whole. */
const AUTH_BODY_LIMIT = 16 * 1024;

export { endPreviousSession } from './endSession';

function delayedReply(reply: FastifyReply, state: Parameters<typeof minutesUntilRetry>[0], now: Date) {
  const allowedAt = nextSignInAllowedAt(state, now);
  const seconds = allowedAt ? Math.max(1, Math.ceil((allowedAt.getTime() - now.getTime()) / 1000)) : 1;
  return sendJson(reply, 429, errorBody('ACCOUNT_LOCKED', { minutes: minutesUntilRetry(state, now) }), { 'retry-after': String(seconds) });
}

function authHandlers(app: FastifyInstance, services: AppServices): Record<string, AuthHandler> {
  // Wrong passwords per client address across all e-mails (password spraying), shared through
  // Redis when configured (@fastify/rate-limit's store). Only failures count: signing in works.
  const addressFailures = app.createRateLimit({ max: SIGN_IN_ADDRESS_MAX_FAILURES, timeWindow: SIGN_IN_ADDRESS_WINDOW_MS, keyGenerator: (request) => `sign-in-failures|${request.ip}` });

  /** POST /auth/sign-in {email, password} -> 200 {claims} | 400 | 401 | 409 | 429 */
  const signIn: AuthHandler = async (request, reply) => {
    const parsed = signInRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, 'BAD_USER_INPUT');
    const addressState = await addressFailures(request, { increment: false });
    // Refused once the address used up its failures (read without counting this attempt).
    if (!addressState.isAllowed && addressState.remaining === 0) {
      return sendJson(reply, 429, errorBody('RATE_LIMITED'), { 'retry-after': String(Math.max(1, addressState.ttlInSeconds)) });
    }
    // Counted per e-mail and address whether or not the e-mail is an account: the answers never differ.
    const attemptKey = signInAttemptKey(parsed.data.email, request.ip);
    const now = services.now();
    const before = await services.signInAttempts.read(attemptKey, now);
    if (isSignInDelayed(before, now)) return delayedReply(reply, before, now);

    const outcome = await attemptSignIn(services.db, parsed.data);
    if (outcome.kind === 'refused') return sendJson(reply, outcome.status, outcome.body);
    if (outcome.kind === 'wrongPassword') {
      await addressFailures(request);
      const after = await services.signInAttempts.recordFailure(attemptKey, now);
      return isSignInDelayed(after, now) ? delayedReply(reply, after, now) : sendJson(reply, 401, INVALID_CREDENTIALS);
    }
    await services.signInAttempts.clear(attemptKey);
    // The code step (spec 6 Login scope) when the program asks for one: no session until the code.
    return signInOrChallenge(services, request, reply, outcome.user);
  };

  /** POST /auth (empty JSON body, session cookie) -> 200 {token} | 401 UNAUTHENTICATED */
  const token: AuthHandler = async (request, reply) => {
    const credential = request.cookies[SESSION_COOKIE];
    const now = services.now();
    const active = credential ? await findActiveSessionByCredential(services.db, credential, now) : null;
    if (!active) return sendError(reply, 401, 'UNAUTHENTICATED');
    await touchSession(services.db, active.session, now);
    return sendJson(reply, 200, { token: mintBearerToken(services.keys.bearer, { idHash: active.session.id_hash, userId: active.user.id }, now) });
  };

  /** POST /auth/sign-out -> 204, always (idempotent); revokes the session when there is one. */
  const signOut: AuthHandler = async (request, reply) => {
    await endPreviousSession(services, request);
    clearSessionCookies(reply, services.config.secureCookies);
    return reply.code(204).header('cache-control', 'no-store').send();
  };

  /** POST /auth/handoff {jwtAuth} -> 200 {claims} | 400 | 401 INVALID_HANDOFF */
  const handoff: AuthHandler = async (request, reply) => {
    const parsed = handoffRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, 'BAD_USER_INPUT');
    const payload = verifyHandoffToken(services.keys.handoff, parsed.data.jwtAuth, services.now());
    const user = payload ? await redeemHandoff(services.db, payload, services.now()) : null;
    if (!user) return sendError(reply, 401, 'INVALID_HANDOFF');
    await endPreviousSession(services, request);
    return sendJson(reply, 200, { claims: await issueSession(services, reply, user) });
  };

  return { '/auth': token, '/auth/sign-in': signIn, '/auth/sign-out': signOut, '/auth/handoff': handoff, ...registerMfaSignInRoutes(services) };
}

/** Every auth endpoint changes state: POST only, X-Requested-With and a JSON body required. */
export function registerAuthRoutes(app: FastifyInstance, services: AppServices): void {
  for (const [path, handler] of Object.entries(authHandlers(app, services))) {
    app.all(path, { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
      if (request.method !== 'POST') return sendMethodNotAllowed(reply, 'POST', 'BAD_USER_INPUT');
      if (!hasRequestedWithHeader(request)) return sendError(reply, 403, 'CSRF_HEADER_MISSING');
      if (!hasJsonContentType(request)) return sendError(reply, 400, 'BAD_USER_INPUT');
      return handler(request, reply);
    });
  }
  app.all('/auth/*', async (_request, reply) => sendError(reply, 404, 'NOT_FOUND'));
}
