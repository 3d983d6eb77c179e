import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { STATEMENT_CSV_PATH, STATEMENT_PDF_PATH } from '../../../src/domain/reportDownloads';
import { ERRORS, type ErrorCode } from '../../../src/domain/errors';
import { findActiveSessionByCredential } from '../../auth/sessionStore';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { sendError, sendJson } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { loadReportData } from './reportQuery';
import { checkedPeriod, statementFiguresOf } from './reports';
import { statementCsv, statementFilename } from './statementCsv';
import { statementPdf } from './statementPdf';

/**
 * GET /documents/statement.pdf and /documents/statement.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&buyerId=…]:
 * the `statement` query's figures as a file, for the same users and the same charges (the invoice
 * list's scope, spec 6). As the invoice PDF (../invoiceDocuments/documentEndpoint.ts) a link opened
 * by the browser carries cookies, not the bearer token: the HttpOnly session cookie authenticates
 * this GET (no state change, SameSite cookie). 401 without a session; FORBIDDEN / NOT_FOUND for an
 * account the user cannot see; BAD_USER_INPUT (400, with the rule) for a period the rules refuse.
 */
export { STATEMENT_CSV_PATH, STATEMENT_PDF_PATH };

const STATUS_OF: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400 };
const SCOPE_LABELS = { account: 'All charges of the account', group: "Your groups' charges", own: 'Your charges' } as const;

function text(query: unknown, name: string): string | null {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
}

async function serveStatement(services: AppServices, request: FastifyRequest, reply: FastifyReply, format: 'pdf' | 'csv'): Promise<unknown> {
  const credential = request.cookies[SESSION_COOKIE];
  const active = credential ? await findActiveSessionByCredential(services.db, credential, services.now()) : null;
  if (!active) return sendError(reply, 401, 'UNAUTHENTICATED');
  const context: GraphQLContext = { services, viewer: active, mfaEventId: null };
  try {
    const data = await loadReportData(context, text(request.query, 'buyerId'));
    const period = checkedPeriod({ from: text(request.query, 'from') ?? '', to: text(request.query, 'to') ?? '' }, data.today);
    const figures = statementFiguresOf(data, period);
    const currency = data.scope.buyer.currency;
    const body =
      format === 'pdf'
        ? statementPdf({ buyerName: data.scope.buyer.name, scopeLabel: SCOPE_LABELS[data.scope.kind], currency, ...period, generatedAt: services.now().toISOString(), figures })
        : statementCsv(figures, currency, period);
    return reply
      .code(200)
      .headers({
        'content-type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${statementFilename(period, format)}"`,
        'cache-control': 'private, no-store',
      })
      .send(body);
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
    if (typeof code !== 'string' || !Object.hasOwn(ERRORS, code)) throw error;
    const values = (error as GraphQLError).extensions['values'];
    return sendJson(reply, STATUS_OF[code as ErrorCode] ?? 400, { code, messageId: ERRORS[code as ErrorCode], ...(values ? { values } : {}) });
  }
}

/** Mounts the two statement downloads (GET and HEAD). */
export function registerStatementDownloads(app: FastifyInstance, services: AppServices): void {
  app.route({ method: ['GET', 'HEAD'], url: STATEMENT_PDF_PATH, handler: (request, reply) => serveStatement(services, request, reply, 'pdf') });
  app.route({ method: ['GET', 'HEAD'], url: STATEMENT_CSV_PATH, handler: (request, reply) => serveStatement(services, request, reply, 'csv') });
}
