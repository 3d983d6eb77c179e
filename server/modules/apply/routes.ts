import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applicationSchema } from '../../../machines/app/apply/applicationForm';
import { enrolmentLinkProblems } from '../../../machines/rules/enrolment';
import { ENROLMENT_PATHS, enrolmentLinkBodySchema, idempotencyKeySchema, type EnrolmentOffer } from '../../../src/domain/enrolment';
import { ERRORS, type ErrorBody, type ErrorCode } from '../../../src/domain/errors';
import { hasJsonContentType, hasRequestedWithHeader } from '../../auth/csrf';
import { parseInput } from '../../graphql/parseInput';
import { containsUnsupportedText, UNSUPPORTED_TEXT_MESSAGE_ID } from '../../graphql/unsupportedText';
import { errorBody, sendError, sendJson, sendMethodNotAllowed } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { loadEnrolmentSettings, referencesInUse } from './enrolmentSettings';
import { linkInvalid, submitApplication, submittedOf } from './submitApplication';
import { queueUnderwriting, underwritingDueAt } from './underwriting';

/**
 * The public apply endpoints (no session; spec 2 `/apply` is public): POST only, X-Requested-With
 * and a JSON body, like the password-reset endpoints. Every body is parsed by zod through
 * parseInput; NUL and lone surrogates are refused first (graphql/unsupportedText.ts). Throttled per
 * client address with @fastify/rate-limit (Redis when configured): the link check answers whether a
 * reference exists (spec 8's own error, nothing more about that buyer), so it is limited like
 * sign-in failures.
 */
export const APPLY_LIMITS = { linkChecksPerAddress: 30, submissionsPerAddress: 10, windowMs: 15 * 60_000 } as const;
const BODY_LIMIT = 32 * 1024;

const submitBodySchema = z.object({ link: enrolmentLinkBodySchema, application: applicationSchema, idempotencyKey: idempotencyKeySchema });

/** A thrown portal error (parseInput, the module's refusals) as a JSON answer. */
function sendFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const extensions = (error as { extensions?: { code?: string; values?: ErrorBody['values']; http?: { status?: number } } }).extensions;
  const code = extensions?.code as ErrorCode | undefined;
  if (!code || !(code in ERRORS)) throw error;
  return sendJson(reply, extensions?.http?.status ?? (code === 'BAD_USER_INPUT' ? 400 : code === 'NOT_FOUND' ? 404 : 422), errorBody(code, extensions?.values));
}

export function registerApplyRoutes(app: FastifyInstance, services: AppServices): void {
  const log = (message: string) => app.log.warn(message);
  const linkLimit = app.createRateLimit({ max: APPLY_LIMITS.linkChecksPerAddress, timeWindow: APPLY_LIMITS.windowMs, keyGenerator: (request) => `apply-link|${request.ip}` });
  const submitLimit = app.createRateLimit({ max: APPLY_LIMITS.submissionsPerAddress, timeWindow: APPLY_LIMITS.windowMs, keyGenerator: (request) => `apply-submit|${request.ip}` });

  const link = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(enrolmentLinkBodySchema, request.body, 'link');
    const settings = await loadEnrolmentSettings(services.db, services.config.programId);
    if (!settings) return sendError(reply, 404, 'ENROLMENT_NOT_AVAILABLE');
    const problems = enrolmentLinkProblems(body, settings, await referencesInUse(services.db, services.config.programId, body));
    if (problems.length > 0) return sendFailure(reply, linkInvalid(problems));
    const offer: EnrolmentOffer = {
      programName: settings.programName,
      paymentTerms: body.paymentTerms ?? '',
      references: Object.entries(body.references).flatMap(([key, value]) => (value ? [{ key, value }] : [])),
    };
    return sendJson(reply, 200, offer);
  };

  const submit = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(submitBodySchema, request.body, 'body');
    const stored = await submitApplication(services.db, {
      programId: services.config.programId, link: body.link, application: body.application, idempotencyKey: body.idempotencyKey,
      decidesAt: underwritingDueAt(services), now: services.now(),
    });
    if (!stored.replayed) queueUnderwriting(services, stored.row, log);
    return sendJson(reply, stored.replayed ? 200 : 201, submittedOf(stored.row));
  };

  const routes: [string, typeof link, ReturnType<typeof app.createRateLimit>][] = [
    [ENROLMENT_PATHS.link, link, linkLimit],
    [ENROLMENT_PATHS.apply, submit, submitLimit],
  ];
  for (const [path, handler, limit] of routes) {
    app.all(path, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      if (request.method !== 'POST') return sendMethodNotAllowed(reply, 'POST', 'BAD_USER_INPUT');
      if (!hasRequestedWithHeader(request)) return sendError(reply, 403, 'CSRF_HEADER_MISSING');
      if (!hasJsonContentType(request)) return sendError(reply, 400, 'BAD_USER_INPUT');
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) return sendJson(reply, 429, errorBody('RATE_LIMITED'), { 'retry-after': String(Math.max(1, state.ttlInSeconds)) });
      if (containsUnsupportedText(request.body)) return sendJson(reply, 400, { code: 'BAD_USER_INPUT', messageId: UNSUPPORTED_TEXT_MESSAGE_ID });
      try {
        return await handler(request, reply);
      } catch (error) {
        return sendFailure(reply, error);
      }
    });
  }
}
