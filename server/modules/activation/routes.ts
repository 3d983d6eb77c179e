import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ACTIVATION_STEP_WINDOW_MS, ACTIVATION_STEPS_PER_ADDRESS } from '../../../machines/rules/accountActivation';
import { ACTIVATION_PATHS, activationTokenRequestSchema, completeActivationSchema, verifyActivationCodeSchema } from '../../../src/domain/activation';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { hasJsonContentType, hasRequestedWithHeader } from '../../auth/csrf';
import { findActiveSessionByCredential } from '../../auth/sessionStore';
import { errorBody, sendError, sendJson, sendMethodNotAllowed } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { completeActivation, openActivationLink, resendActivationLink, sendActivationCode, verifyActivationCode, type Outcome } from './activation';

/**
 * The public activation endpoints (no session needed; a signed-in browser is refused with
 * ACTIVATION_SIGNED_IN before the link is looked at): POST only, X-Requested-With and a JSON body,
 * like /auth/password-reset. Throttled per client address with @fastify/rate-limit (shared through
 * Redis when configured), so links and codes cannot be guessed in bulk.
 */
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
const BODY_LIMIT = 16 * 1024;

function answer<T>(reply: FastifyReply, outcome: Outcome<T>, present: (value: T) => unknown) {
  return outcome.ok ? sendJson(reply, 200, present(outcome.value)) : sendJson(reply, outcome.refusal.status, outcome.refusal.body);
}

function parse<S extends z.ZodMiniType>(schema: S, request: FastifyRequest): z.infer<S> | null {
  const parsed = schema.safeParse(request.body);
  return parsed.success ? parsed.data : null;
}

export function registerActivationRoutes(app: FastifyInstance, services: AppServices): void {
  const steps = app.createRateLimit({ max: ACTIVATION_STEPS_PER_ADDRESS, timeWindow: ACTIVATION_STEP_WINDOW_MS, keyGenerator: (request) => `activation-step|${request.ip}` });

  /** Spec 8 "user already logged in": a browser holding a live session activates nothing. */
  const isSignedIn = async (request: FastifyRequest) => {
    const credential = request.cookies[SESSION_COOKIE];
    return credential ? (await findActiveSessionByCredential(services.db, credential, services.now())) !== null : false;
  };

  const step = <S extends z.ZodMiniType>(schema: S, run: (body: z.infer<S>, reply: FastifyReply) => Promise<unknown>): Handler => async (req, reply) => {
    const state = await steps(req);
    if (!state.isAllowed && state.isExceeded) return sendJson(reply, 429, errorBody('RATE_LIMITED'), { 'retry-after': String(Math.max(1, state.ttlInSeconds)) });
    const body = parse(schema, req);
    if (!body) return sendError(reply, 400, 'BAD_USER_INPUT');
    if (await isSignedIn(req)) return sendError(reply, 409, 'ACTIVATION_SIGNED_IN');
    return run(body, reply);
  };

  const handlers: Record<string, Handler> = {
    [ACTIVATION_PATHS.open]: step(activationTokenRequestSchema, async (body, reply) => answer(reply, await openActivationLink(services, body.token), (link) => ({ link }))),
    [ACTIVATION_PATHS.sendCode]: step(activationTokenRequestSchema, async (body, reply) => answer(reply, await sendActivationCode(services, body.token), (sent) => sent)),
    [ACTIVATION_PATHS.verify]: step(verifyActivationCodeSchema, async (body, reply) => answer(reply, await verifyActivationCode(services, body), (verified) => verified)),
    [ACTIVATION_PATHS.complete]: step(completeActivationSchema, async (body, reply) => answer(reply, await completeActivation(services, body), (done) => done)),
    [ACTIVATION_PATHS.resend]: step(activationTokenRequestSchema, async (body, reply) => answer(reply, await resendActivationLink(services, body.token), (sent) => sent)),
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
