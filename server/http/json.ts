import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, type ErrorBody, type ErrorCode } from '../../src/domain/errors';

/** JSON in and out for the REST endpoints (auth, translations). */
const MAX_BODY_BYTES = 16 * 1024;

export function errorBody(code: ErrorCode, values?: ErrorBody['values']): ErrorBody {
  return values ? { code, messageId: ERRORS[code], values } : { code, messageId: ERRORS[code] };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: ErrorCode, values?: ErrorBody['values']): void {
  sendJson(res, status, errorBody(code, values));
}

/** Thrown for a body that is too large or not JSON; the router answers 400 BAD_USER_INPUT. */
export class BadRequestBody extends Error {}

/** Reads and parses a JSON body; an empty body reads as `{}`. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestBody('Body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestBody('Body is not JSON');
  }
}
