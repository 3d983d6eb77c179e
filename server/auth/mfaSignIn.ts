import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInCodeRequestSchema } from '../../src/domain/sessionRequests';
import { MFA_CODE_TTL_MS } from '../modules/mfa/mfaCodes';
import {
  cancelLoginChallenge, loginMfaFor, MFA_CHALLENGE_COOKIE, rememberDevice, resendLoginChallenge, startLoginChallenge, TRUSTED_DEVICE_COOKIE, verifyLoginChallenge,
} from '../modules/mfa/signInChallenge';
import type { AppServices } from '../http/services';
import { errorBody, sendError, sendJson } from '../http/replies';
import { endPreviousSession } from './endSession';
import { issueSession } from './issueSession';
import type { UserRow } from './sessionStore';

/**
 * The code step of sign-in (server/modules/mfa/signInChallenge.ts): POST /auth/sign-in answers
 * `{ mfa }` instead of `{ claims }` when the program asks for a Login code; then
 * - POST /auth/sign-in/verify {code, rememberDevice?} -> 200 {claims} | 400 MFA_CODE_INVALID
 *   (values.attemptsLeft) | 423 MFA_LOCKED_OUT | 410 MFA_CODE_EXPIRED (also: no challenge);
 * - POST /auth/sign-in/resend {} -> 200 {mfa} | 429 MFA_RESEND_TOO_SOON (values.seconds) | 423 | 410;
 * - POST /auth/sign-in/cancel {} -> 204: the challenge's code is cancelled (the token removed, mfa.cancel)
 *   and the challenge cookie dropped (spec 8 "Verify: cancelled").
 */
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function challengeCookie(services: AppServices) {
  return { path: '/auth', sameSite: 'strict', secure: services.config.secureCookies, httpOnly: true } as const;
}

/** After a right password: the session at once, or a challenge (cookie + `{ mfa }`). */
export async function signInOrChallenge(services: AppServices, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const decision = await loginMfaFor(services, user, request.cookies[TRUSTED_DEVICE_COOKIE]);
  if (decision === 'codeRequired') {
    const { secret, info } = await startLoginChallenge(services, user);
    reply.setCookie(MFA_CHALLENGE_COOKIE, secret, { ...challengeCookie(services), maxAge: Math.floor(MFA_CODE_TTL_MS / 1000) * 3 });
    return sendJson(reply, 200, { mfa: info });
  }
  await endPreviousSession(services, request);
  return sendJson(reply, 200, { claims: await issueSession(services, reply, user) });
}

export function registerMfaSignInRoutes(services: AppServices): Record<string, Handler> {
  const dropChallenge = (reply: FastifyReply) => reply.clearCookie(MFA_CHALLENGE_COOKIE, challengeCookie(services));

  const verify: Handler = async (request, reply) => {
    const parsed = signInCodeRequestSchema.safeParse(request.body);
    const secret = request.cookies[MFA_CHALLENGE_COOKIE];
    if (!secret) return sendError(reply, 410, 'MFA_CODE_EXPIRED');
    // A malformed code is a wrong code for the user, but never reaches the token (nothing counted).
    if (!parsed.success) return sendError(reply, 400, 'BAD_USER_INPUT');
    const outcome = await verifyLoginChallenge(services, secret, parsed.data.code);
    switch (outcome.kind) {
      case 'verified': {
        dropChallenge(reply);
        if (parsed.data.rememberDevice) {
          const device = await rememberDevice(services, outcome.user);
          if (device) reply.setCookie(TRUSTED_DEVICE_COOKIE, device.cookie, { path: '/auth', sameSite: 'strict', secure: services.config.secureCookies, httpOnly: true, maxAge: device.maxAgeSeconds });
        }
        await endPreviousSession(services, request);
        return sendJson(reply, 200, { claims: await issueSession(services, reply, outcome.user) });
      }
      case 'wrongCode':
        return sendError(reply, 400, 'MFA_CODE_INVALID', { attemptsLeft: outcome.attemptsLeft });
      case 'lockedOut':
        dropChallenge(reply);
        return sendError(reply, 423, 'MFA_LOCKED_OUT');
      default:
        dropChallenge(reply);
        return sendError(reply, 410, 'MFA_CODE_EXPIRED');
    }
  };

  const resend: Handler = async (request, reply) => {
    const secret = request.cookies[MFA_CHALLENGE_COOKIE];
    if (!secret) return sendError(reply, 410, 'MFA_CODE_EXPIRED');
    const outcome = await resendLoginChallenge(services, secret);
    switch (outcome.kind) {
      case 'sent':
        return sendJson(reply, 200, { mfa: outcome.info });
      case 'tooSoon':
        return sendJson(reply, 429, errorBody('MFA_RESEND_TOO_SOON', { seconds: outcome.seconds }), { 'retry-after': String(outcome.seconds) });
      case 'lockedOut':
        dropChallenge(reply);
        return sendError(reply, 423, 'MFA_LOCKED_OUT');
      default:
        dropChallenge(reply);
        return sendError(reply, 410, 'MFA_CODE_EXPIRED');
    }
  };

  const cancel: Handler = async (request, reply) => {
    const secret = request.cookies[MFA_CHALLENGE_COOKIE];
    if (secret) await cancelLoginChallenge(services, secret);
    dropChallenge(reply);
    return reply.code(204).header('cache-control', 'no-store').send();
  };

  return { '/auth/sign-in/verify': verify, '/auth/sign-in/resend': resend, '/auth/sign-in/cancel': cancel };
}
