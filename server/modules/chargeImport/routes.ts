import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHARGE_IMPORT_MAX_BYTES, CHARGE_IMPORT_PATH, CHARGE_IMPORT_TEMPLATE_PATH, XLSX_CONTENT_TYPE } from '../../../src/domain/chargeImport';
import { HEADER_SESSION_CHECKSUM, SESSION_COOKIE } from '../../../src/domain/session';
import { hasRequestedWithHeader, headerValue } from '../../auth/csrf';
import { findActiveSessionByCredential } from '../../auth/sessionStore';
import { authenticateApiCaller, bearerFromHeader } from '../../graphql/authenticate';
import type { Viewer } from '../../graphql/context';
import { sendError, sendJson, sendMethodNotAllowed } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { ChargeSheetError, chargeTemplate } from './chargeSheet';
import { importChargeSheet } from './importCharges';

/**
 * POST /imports/charges (the workbook's bytes as the body, streamed: never buffered whole) and
 * GET /imports/charges-template.xlsx. Who: the seller's clientAdministrator, charges for buyers of
 * their own program only (spec 6 "manages ... account info"; issue 14: Tools/Upload Data).
 * The upload has /graphql's guard (X-Requested-With, bearer token, session checksum: 401
 * UNAUTHENTICATED otherwise); the template, a link the browser follows, the session cookie.
 */
export const CHARGE_IMPORT_ROLE = 'clientAdministrator';

export function importsCharges(user: { user_type: string; roles: readonly string[] }): boolean {
  return user.user_type === 'CLIENT' && user.roles.includes(CHARGE_IMPORT_ROLE);
}

class TooLarge extends Error {}

/** Passes at most `limit` bytes; more fails the stream (the upload is refused, 413). */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new TooLarge('upload too large'));
      else done(null, chunk);
    },
  });
}

async function handleUpload(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const viewer: Viewer | null = hasRequestedWithHeader(request)
    ? await authenticateApiCaller(services, { token: bearerFromHeader(headerValue(request, 'authorization')), sessionChecksum: headerValue(request, HEADER_SESSION_CHECKSUM) })
    : null;
  if (!viewer) return sendError(reply, 401, 'UNAUTHENTICATED');
  if (!importsCharges(viewer.user)) return sendError(reply, 403, 'FORBIDDEN');
  const type = (headerValue(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== XLSX_CONTENT_TYPE && type !== 'application/octet-stream') return sendJson(reply, 415, { code: 'BAD_USER_INPUT', messageId: 'uploadData.error.notAWorkbook' });
  const declared = Number(headerValue(request, 'content-length') ?? '0');
  if (declared > CHARGE_IMPORT_MAX_BYTES) return sendJson(reply, 413, { code: 'BAD_USER_INPUT', messageId: 'uploadData.error.tooLarge' });
  const limited = (request.body as Readable).pipe(byteLimit(CHARGE_IMPORT_MAX_BYTES));
  let failure: unknown = null;
  (request.body as Readable).on('error', (error) => (failure = error));
  try {
    const result = await importChargeSheet(services, { userId: viewer.user.id, role: CHARGE_IMPORT_ROLE, programId: viewer.user.program_id }, limited);
    return sendJson(reply, 200, result);
  } catch (error) {
    if (error instanceof ChargeSheetError && (error.cause instanceof TooLarge || failure instanceof TooLarge)) return sendJson(reply, 413, { code: 'BAD_USER_INPUT', messageId: 'uploadData.error.tooLarge' });
    if (error instanceof ChargeSheetError) return sendJson(reply, 400, { code: 'BAD_USER_INPUT', messageId: `uploadData.error.${error.reason}` });
    throw error;
  }
}

async function handleTemplate(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const credential = request.cookies[SESSION_COOKIE];
  const active = credential ? await findActiveSessionByCredential(services.db, credential, services.now()) : null;
  if (!active) return sendError(reply, 401, 'UNAUTHENTICATED');
  if (!importsCharges(active.user)) return sendError(reply, 403, 'FORBIDDEN');
  return reply
    .code(200)
    .headers({ 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': 'attachment; filename="charge-import-template.xlsx"', 'cache-control': 'private, no-store' })
    .send(await chargeTemplate());
}

/** Mounts the upload (its own body parser: the request stream as is) and the template. */
export async function registerChargeImportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all(CHARGE_IMPORT_PATH, (request, reply) => (request.method === 'POST' ? handleUpload(services, request, reply) : sendMethodNotAllowed(reply, 'POST', 'BAD_USER_INPUT')));
  });
  app.route({ method: ['GET', 'HEAD'], url: CHARGE_IMPORT_TEMPLATE_PATH, handler: (request, reply) => handleTemplate(services, request, reply) });
}
