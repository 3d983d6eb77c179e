import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEADER_MFA_EVENT_ID, HEADER_SESSION_CHECKSUM } from '../../src/domain/session';
import type { AppServices } from '../http/services';
import { hasRequestedWithHeader, headerValue } from '../auth/csrf';
import { authenticateApiCaller, bearerFromHeader } from './authenticate';
import { portalError } from './errors';
import type { PortalYoga } from './yoga';

/**
 * POST /graphql. A guard in front of yoga: only POST (no GET queries, so no query in a URL or a
 * log and no CSRF through links), X-Requested-With, a live bearer token and the session checksum.
 * Any failure answers 401 with code UNAUTHENTICATED; the browser logs out on either (spec 4).
 * Yoga runs on Fastify's request (its body already parsed by http/bodyParsing.ts) and answers
 * through the reply, so compression and the security headers apply (yoga's Fastify integration).
 */
export const GRAPHQL_PATH = '/graphql';

export function sendGraphQLError(reply: FastifyReply, status: number, error: ReturnType<typeof portalError>) {
  return reply
    .code(status)
    .headers({ 'content-type': 'application/graphql-response+json; charset=utf-8', 'cache-control': 'no-store' })
    .send(JSON.stringify({ errors: [{ message: error.message, extensions: error.extensions }] }));
}

export function registerGraphQLHttpEndpoint(app: FastifyInstance, services: AppServices, yoga: PortalYoga): void {
  app.all(GRAPHQL_PATH, async (request, reply) => {
    if (request.method !== 'POST') {
      reply.header('allow', 'POST');
      return sendGraphQLError(reply, 405, portalError('BAD_USER_INPUT'));
    }
    const viewer = hasRequestedWithHeader(request)
      ? await authenticateApiCaller(services, {
          token: bearerFromHeader(headerValue(request, 'authorization')),
          sessionChecksum: headerValue(request, HEADER_SESSION_CHECKSUM),
        })
      : null;
    if (!viewer) return sendGraphQLError(reply, 401, portalError('UNAUTHENTICATED'));
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      services,
      viewer,
      mfaEventId: headerValue(request, HEADER_MFA_EVENT_ID) ?? null,
    });
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    // Whole answers only (no incremental delivery over HTTP): a string lets @fastify/compress work.
    return reply.code(response.status).send(await response.text());
  });
}
