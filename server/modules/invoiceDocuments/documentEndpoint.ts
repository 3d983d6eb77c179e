import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { readCookie } from '../../auth/cookies';
import { findActiveSessionByCredential } from '../../auth/sessionStore';
import type { GraphQLContext } from '../../graphql/context';
import { sendError } from '../../http/json';
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

export async function serveInvoiceDocument(services: AppServices, req: IncomingMessage, res: ServerResponse, invoiceId: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendError(res, 405, 'NOT_FOUND');
  }
  const credential = readCookie(req, SESSION_COOKIE);
  const active = credential ? await findActiveSessionByCredential(services.db, credential, services.now()) : null;
  if (!active) return sendError(res, 401, 'UNAUTHENTICATED');
  const context: GraphQLContext = { services, viewer: active, mfaEventId: null };

  const row = await findInvoice(services.db, invoiceId);
  if (!row || !canSeeBuyer(accessViewerOf(active), { id: row.buyer_id, programId: row.program_id })) return sendError(res, 404, 'NOT_FOUND');
  const scope = await resolveChargeScope(context, row.buyer_id).catch(() => null);
  if (!scope || !invoiceInScope(row, scope)) return sendError(res, 403, 'FORBIDDEN');

  const stored = await services.db
    .selectFrom('invoice_documents')
    .select('content')
    .where('invoice_id', '=', row.id)
    .where('version', '=', row.document_version)
    .executeTakeFirst();
  // Seeded invoices were never regenerated: their first document is the invoice as it is.
  const content = (stored?.content as InvoiceDocumentContent | undefined) ?? (await documentContentOf(services.db, row, row.document_version, new Date(row.created_at)));
  const pdf = invoicePdf(content);
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(pdf.length),
    'Content-Disposition': `attachment; filename="${row.invoice_number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Document-Version': String(row.document_version),
    'X-Document-Status': row.document_status,
  });
  res.end(req.method === 'HEAD' ? undefined : pdf);
}
