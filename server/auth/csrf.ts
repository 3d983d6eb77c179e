import type { IncomingHttpHeaders } from 'node:http';
import { HEADER_REQUESTED_WITH } from '../../src/domain/session';

/**
 * State-changing requests need a custom header: a cross-site form or image cannot send one, and a
 * cross-site fetch that adds it triggers a CORS preflight we never approve.
 */
export function hasRequestedWithHeader(req: { headers: IncomingHttpHeaders }): boolean {
  const value = req.headers[HEADER_REQUESTED_WITH.toLowerCase()];
  return typeof value === 'string' && value.length > 0;
}

/** A body, when present, must be declared JSON (an empty body may omit the content type). */
export function hasJsonContentType(req: { headers: IncomingHttpHeaders }): boolean {
  const type = req.headers['content-type'];
  if (type === undefined) {
    const noBody = req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;
    return noBody || req.headers['content-length'] === '0';
  }
  return /^application\/json\s*(;|$)/i.test(type);
}

/** One header's value (the first, when sent twice). */
export function headerValue(req: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
