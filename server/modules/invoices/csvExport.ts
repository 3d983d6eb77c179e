import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_SESSION_CHECKSUM } from '../../../src/domain/session';
import { ERRORS, type ErrorCode } from '../../../src/domain/errors';
import { hasJsonContentType, hasRequestedWithHeader, headerValue } from '../../auth/csrf';
import { authenticateApiCaller, bearerFromHeader } from '../../graphql/authenticate';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { AppServices } from '../../http/services';
import { sendError, sendJson, sendMethodNotAllowed } from '../../http/replies';
import { containsUnsupportedText, UNSUPPORTED_TEXT_MESSAGE_ID } from '../../graphql/unsupportedText';
import { resolveChargeScope, todayOf } from './chargeScope';
import { CSV_ROW_LIMIT, csvFilename, csvHeaderLine, csvRowLines } from './invoiceCsv';
import { invoiceFilterSchema, invoiceSortSchema, SORT_COLUMNS } from './invoiceFilter';
import { countInvoices, sortedInvoices, type InvoiceListQuery, type InvoiceRecord } from './invoiceQuery';
import { type Cursor } from '../../graphql/paging';
import { parseInput } from '../../graphql/parseInput';

/**
 * POST /exports/invoices.csv: the `invoicesCsv` export as a stream, for progress on large sets.
 *
 * Same guard as /graphql (X-Requested-With, bearer token, session checksum; 401 UNAUTHENTICATED)
 * and the same scope (`resolveChargeScope`: FORBIDDEN / NOT_FOUND for another account, own
 * charges for a purchaser). Body: `{ buyerId?, filter?, sort? }` as the `invoicesCsv` arguments.
 * The answer's headers carry what the progress bar needs before the first row:
 * `X-Total-Rows` (rows the file will hold, at most CSV_ROW_LIMIT), `X-Truncated`, `X-Row-Limit`.
 * The body is the same bytes `invoicesCsv` returns (invoiceCsv.ts), written a page of
 * EXPORT_PAGE_ROWS at a time (keyset paging, the list's sort). A client that goes away stops the
 * paging; a failure after the headers cuts the response, so a partial file never looks complete.
 */
export const INVOICES_CSV_PATH = '/exports/invoices.csv';
export const EXPORT_PAGE_ROWS = 500;
export const TOTAL_ROWS_HEADER = 'X-Total-Rows';
export const TRUNCATED_HEADER = 'X-Truncated';
export const ROW_LIMIT_HEADER = 'X-Row-Limit';

const STATUS_OF: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };

function errorCodeOf(error: unknown): ErrorCode | null {
  const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
  return typeof code === 'string' && Object.hasOwn(ERRORS, code) ? (code as ErrorCode) : null;
}

/** What the export will hold: the query, its total (capped) and whether rows are cut off. */
async function planExport(context: GraphQLContext, body: unknown, rowLimit: number): Promise<{ query: InvoiceListQuery; total: number; truncated: boolean; today: string }> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const filter = parseInput(invoiceFilterSchema, input['filter'], 'filter');
  const sort = parseInput(invoiceSortSchema, input['sort'], 'sort');
  const buyerId = input['buyerId'];
  if (buyerId !== undefined && buyerId !== null && typeof buyerId !== 'string') throw portalError('BAD_USER_INPUT', { field: 'buyerId', reason: 'Expected an id' });
  const scope = await resolveChargeScope(context, buyerId ?? null);
  const today = todayOf(context);
  const query: InvoiceListQuery = { scope, filter, sort, today };
  const matching = await countInvoices(context.services.db, query);
  return { query, total: Math.min(matching, rowLimit), truncated: matching > rowLimit, today };
}

export interface CsvExportOptions {
  /** Rows per database page (default EXPORT_PAGE_ROWS; tests use small pages). */
  pageRows?: number;
  /** Default CSV_ROW_LIMIT, as `invoicesCsv`. */
  rowLimit?: number;
}

/** The CSV, a page of rows at a time; a client that goes away ends the stream and so the paging. */
async function* csvChunks(services: AppServices, plan: Awaited<ReturnType<typeof planExport>>, pageRows: number): AsyncGenerator<string> {
  yield csvHeaderLine();
  const { column } = SORT_COLUMNS[plan.query.sort.field];
  let cursor: Cursor | null = null;
  let written = 0;
  try {
    while (written < plan.total) {
      const rows: InvoiceRecord[] = await sortedInvoices(services.db, plan.query, cursor).limit(Math.min(pageRows, plan.total - written)).execute();
      if (rows.length === 0) break;
      written += rows.length;
      const last: InvoiceRecord = rows[rows.length - 1]!;
      cursor = { s: '', v: last[column], id: last.id };
      yield csvRowLines(rows);
    }
  } catch (error) {
    // Thrown on: the stream errors and Fastify cuts the response, so a partial file never looks complete.
    console.error('CSV export failed after', written, 'rows:', error);
    throw error;
  }
}

export async function handleInvoicesCsvExport(services: AppServices, request: FastifyRequest, reply: FastifyReply, options: CsvExportOptions = {}): Promise<unknown> {
  const pageRows = options.pageRows ?? EXPORT_PAGE_ROWS;
  const rowLimit = options.rowLimit ?? CSV_ROW_LIMIT;
  if (request.method !== 'POST') return sendMethodNotAllowed(reply, 'POST', 'BAD_USER_INPUT');
  const viewer = hasRequestedWithHeader(request)
    ? await authenticateApiCaller(services, { token: bearerFromHeader(headerValue(request, 'authorization')), sessionChecksum: headerValue(request, HEADER_SESSION_CHECKSUM) })
    : null;
  if (!viewer) return sendError(reply, 401, 'UNAUTHENTICATED');
  if (!hasJsonContentType(request) || Buffer.isBuffer(request.body)) return sendError(reply, 400, 'BAD_USER_INPUT');
  // The same check as every GraphQL string input (graphql/unsupportedText.ts).
  if (containsUnsupportedText(request.body)) return sendJson(reply, 400, { code: 'BAD_USER_INPUT', messageId: UNSUPPORTED_TEXT_MESSAGE_ID });
  const context: GraphQLContext = { services, viewer, mfaEventId: null };

  let plan: Awaited<ReturnType<typeof planExport>>;
  try {
    plan = await planExport(context, request.body ?? {}, rowLimit);
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === null) throw error;
    return sendError(reply, STATUS_OF[code] ?? 400, code);
  }

  return reply
    .code(200)
    .headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFilename(plan.today)}"`,
      'cache-control': 'no-store',
      [TOTAL_ROWS_HEADER.toLowerCase()]: String(plan.total),
      [TRUNCATED_HEADER.toLowerCase()]: String(plan.truncated),
      [ROW_LIMIT_HEADER.toLowerCase()]: String(rowLimit),
    })
    .send(Readable.from(csvChunks(services, plan, pageRows), { objectMode: false }));
}

/** Mounts POST /exports/invoices.csv (options: small pages and limits in tests). */
export function registerInvoicesCsvExport(app: FastifyInstance, services: AppServices, options: CsvExportOptions = {}): void {
  app.all(INVOICES_CSV_PATH, (request, reply) => handleInvoicesCsvExport(services, request, reply, options));
}
