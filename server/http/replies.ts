import type { FastifyReply } from 'fastify';
import { ERRORS, type ErrorBody, type ErrorCode } from '../../src/domain/errors';

/** JSON answers of the REST endpoints (auth, translations, exports): never cached. */
export function errorBody(code: ErrorCode, values?: ErrorBody['values']): ErrorBody {
  return values ? { code, messageId: ERRORS[code], values } : { code, messageId: ERRORS[code] };
}

export function sendJson(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .send(JSON.stringify(body));
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, values?: ErrorBody['values']): FastifyReply {
  return sendJson(reply, status, errorBody(code, values));
}

/** A method the path does not answer: 405 with the methods it does. */
export function sendMethodNotAllowed(reply: FastifyReply, allow: string, code: ErrorCode): FastifyReply {
  reply.header('allow', allow);
  return sendError(reply, 405, code);
}
