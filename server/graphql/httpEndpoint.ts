import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER_MFA_EVENT_ID, HEADER_SESSION_CHECKSUM } from '../../src/domain/session';
import type { AppServices } from '../http/services';
import { hasRequestedWithHeader } from '../auth/csrf';
import { authenticateApiCaller, bearerFromHeader } from './authenticate';
import { portalError } from './errors';
import type { PortalYoga } from './yoga';

/**
 * POST /graphql. A guard in front of yoga: only POST (no GET queries, so no query in a URL or a
 * log and no CSRF through links), X-Requested-With, a live bearer token and the session checksum.
 * Any failure answers 401 with code UNAUTHENTICATED; the browser logs out on either (spec 4).
 */
function sendGraphQLError(res: ServerResponse, status: number, error: ReturnType<typeof portalError>) {
  res.writeHead(status, { 'Content-Type': 'application/graphql-response+json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ errors: [{ message: error.message, extensions: error.extensions }] }));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function createGraphQLHttpHandler(services: AppServices, yoga: PortalYoga) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendGraphQLError(res, 405, portalError('BAD_USER_INPUT'));
    }
    const viewer = hasRequestedWithHeader(req)
      ? await authenticateApiCaller(services, {
          token: bearerFromHeader(header(req, 'authorization')),
          sessionChecksum: header(req, HEADER_SESSION_CHECKSUM),
        })
      : null;
    if (!viewer) return sendGraphQLError(res, 401, portalError('UNAUTHENTICATED'));
    await yoga.handle(req, res, { services, viewer, mfaEventId: header(req, HEADER_MFA_EVENT_ID) ?? null });
  };
}
