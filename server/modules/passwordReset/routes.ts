import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  PASSWORD_RESET_REQUESTS_PER_ADDRESS,
  PASSWORD_RESET_REQUESTS_PER_EMAIL,
  PASSWORD_RESET_REQUEST_WINDOW_MS,
  PASSWORD_RESET_STEPS_PER_ADDRESS,
} from '../../../machines/rules/passwordReset';
import {
  PASSWORD_RESET_PATHS,
  completePasswordResetSchema,
  forgotPasswordRequestSchema,
  resetTokenRequestSchema,
  verifyResetIdentitySchema,
} from '../../../src/domain/passwordReset';
import { hasJsonContentType, hasRequestedWithHeader } from '../../auth/csrf';
import { signInAttemptKey } from '../../auth/signInAttemptStore';
import { sha256Hex } from '../../auth/signing';
import { errorBody, sendError, sendJson, sendMethodNotAllowed } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { completePasswordReset, openResetLink, requestPasswordReset, sendResetCode, verifyResetIdentity, type Outcome } from './passwordReset';

/**
 * The public password-reset endpoints (no session): POST only, X-Requested-With and a JSON body,
 * like /auth/sign-in. Throttled with @fastify/rate-limit (shared through Redis when configured):
 * link requests per e-mail and per client address, every other step per client address.
 */
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
const BODY_LIMIT = 16 * 1024;

const tooMany = (reply: FastifyReply, ttlInSeconds: number) =>
  sendJson(reply, 429, errorBody('RATE_LIMITED'), { 'retry-after': String(Math.max(1, ttlInSeconds)) });

function answer<T>(reply: FastifyReply, outcome: Outcome<T>, present: (value: T) => unknown) {
  return outcome.ok ? sendJson(reply, 200, present(outcome.value)) : sendJson(reply, outcome.refusal.status, outcome.refusal.body);
}

function parse<S extends z.ZodMiniType>(schema: S, request: FastifyRequest): z.infer<S> | null {
  const parsed = schema.safeParse(request.body);
  return parsed.success ? parsed.data : null;
}

export function registerPasswordResetRoutes(app: FastifyInstance, services: AppServices): void {
  const window = PASSWORD_RESET_REQUEST_WINDOW_MS;
  const perAddress = app.createRateLimit({ max: PASSWORD_RESET_REQUESTS_PER_ADDRESS, timeWindow: window, keyGenerator: (request) => `password-reset-request|${request.ip}` });
  const perEmail = app.createRateLimit({
    max: PASSWORD_RESET_REQUESTS_PER_EMAIL,
    timeWindow: window,
    keyGenerator: (request) => `password-reset-email|${sha256Hex(String((request.body as { email?: unknown } | null)?.email ?? '').trim().toLowerCase())}`,
  });
  const steps = app.createRateLimit({ max: PASSWORD_RESET_STEPS_PER_ADDRESS, timeWindow: window, keyGenerator: (request) => `password-reset-step|${request.ip}` });

  /** {email} -> 202 {accepted: true} whatever the address (unknown, SSO, pending buyer, ...). */
  const request: Handler = async (req, reply) => {
    const body = parse(forgotPasswordRequestSchema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    for (const limit of [perAddress, perEmail]) {
      const state = await limit(req);
      if (!state.isAllowed && state.isExceeded) return tooMany(reply, state.ttlInSeconds);
    }
    // Not awaited: the answer takes as long whether or not the address has an account.
    void requestPasswordReset(services, body.email).catch((error: unknown) => console.error('Password reset request failed:', error));
    return sendJson(reply, 202, { accepted: true });
  };

  const step = (run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>): Handler => async (req, reply) => {
    const state = await steps(req);
    if (!state.isAllowed && state.isExceeded) return tooMany(reply, state.ttlInSeconds);
    return run(req, reply);
  };

  const open = step(async (req, reply) => {
    const body = parse(resetTokenRequestSchema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    return answer(reply, await openResetLink(services, body.token), (checks) => ({ checks }));
  });
  const sendCode = step(async (req, reply) => {
    const body = parse(resetTokenRequestSchema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    return answer(reply, await sendResetCode(services, body.token), (sent) => ({ challengeId: sent.challengeId, expiresAt: sent.expiresAt.toISOString() }));
  });
  const verify = step(async (req, reply) => {
    const body = parse(verifyResetIdentitySchema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    return answer(reply, await verifyResetIdentity(services, body), (checks) => ({ checks }));
  });
  const complete = step(async (req, reply) => {
    const body = parse(completePasswordResetSchema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    const outcome = await completePasswordReset(services, body);
    // A user locked out by wrong passwords (machines/rules/signInLockout.ts) proved control of the
    // e-mail (and the code, when asked): this address may sign in with the new password at once.
    if (outcome.ok) await services.signInAttempts.clear(signInAttemptKey(outcome.value.email, req.ip));
    return answer(reply, outcome, () => ({ reset: true }));
  });

  const handlers: Record<string, Handler> = {
    [PASSWORD_RESET_PATHS.request]: request,
    [PASSWORD_RESET_PATHS.open]: open,
    [PASSWORD_RESET_PATHS.sendCode]: sendCode,
    [PASSWORD_RESET_PATHS.verify]: verify,
    [PASSWORD_RESET_PATHS.complete]: complete,
  };
  for (const [path, handler] of Object.entries(handlers)) {
    app.all(path, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
      if (req.method !== 'POST') return sendMethodNotAllowed(reply, 'POST', 'BAD_USER_INPUT');
      if (!hasRequestedWithHeader(req)) return sendError(reply, 403, 'CSRF_HEADER_MISSING');
      if (!hasJsonContentType(req)) return sendError(reply, 400, 'BAD_USER_INPUT');
      return handler(req, reply);
    });
  }
}
