import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { findActiveSessionByCredential } from '../../auth/sessionStore';
import type { GraphQLContext } from '../../graphql/context';
import { sendError, sendMethodNotAllowed } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { canSeeBuyer } from '../session/access';
import { accessViewerOf } from '../session/currentUser';
import { resolveChargeScope } from '../invoices/chargeScope';
import { findInvoice, invoiceInScope } from '../invoices/invoiceQuery';
import { documentContentOf, type InvoiceDocumentContent } from './documentContent';
import { INVOICE_DOCUMENT_PATH } from './documentPath';
import { invoicePdf } from './invoicePdf';

/**
 * GET /documents/invoices/{id}.pdf: the invoice's PDF, for the same users as the `invoice` query
 * (chargeScope.ts): another account's invoice, or one that does not exist, is 404 (its existence
 * is not disclosed); one of the account outside the user's charges is 403. A link opened by the
 * browser carries cookies, not the bearer token: the HttpOnly session cookie authenticates (GET
 * only, no state change, SameSite cookie). Serves the newest finished version: while a new one is
 * regenerating the previous stays downloadable (the tables disable the link meanwhile).
 */
export function matchInvoiceDocumentPath(pathname: string): string | null {
  return INVOICE_DOCUMENT_PATH.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

/** The path admits 36 hex digits and dashes; only a UUID can name an invoice (else: not found). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function serveInvoiceDocument(services: AppServices, request: FastifyRequest, reply: FastifyReply, invoiceId: string): Promise<unknown> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(reply, 'GET, HEAD', 'NOT_FOUND');
  const credential = request.cookies[SESSION_COOKIE];
  const active = credential ? await findActiveSessionByCredential(services.db, credential, services.now()) : null;
  if (!active) return sendError(reply, 401, 'UNAUTHENTICATED');
  const context: GraphQLContext = { services, viewer: active, mfaEventId: null };

  const row = UUID.test(invoiceId) ? await findInvoice(services.db, invoiceId) : null;
  if (!row || !canSeeBuyer(accessViewerOf(active), { id: row.buyer_id, programId: row.program_id })) return sendError(reply, 404, 'NOT_FOUND');
  const scope = await resolveChargeScope(context, row.buyer_id).catch(() => null);
  if (!scope || !invoiceInScope(row, scope)) return sendError(reply, 403, 'FORBIDDEN');

  const stored = await services.db
    .selectFrom('invoice_documents')
    .select('content')
    .where('invoice_id', '=', row.id)
    .where('version', '=', row.document_version)
    .executeTakeFirst();
  // Seeded invoices were never regenerated: their first document is the invoice as it is.
  const content = (stored?.content as InvoiceDocumentContent | undefined) ?? (await documentContentOf(services.db, row, row.document_version, new Date(row.created_at)));
  const pdf = invoicePdf(content);
  return reply
    .code(200)
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${row.invoice_number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`,
      'cache-control': 'private, no-store',
      'x-document-version': String(row.document_version),
      'x-document-status': row.document_status,
    })
    .send(pdf);
}
