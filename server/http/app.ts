import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppServices } from './services';
import { registerAuthRoutes } from '../auth/routes';
import { GRAPHQL_PATH, registerGraphQLHttpEndpoint, sendGraphQLError } from '../graphql/httpEndpoint';
import { portalError } from '../graphql/errors';
import type { PortalYoga } from '../graphql/yoga';
import { registerInvoicesCsvExport } from '../modules/invoices/csvExport';
import { registerStatementDownloads } from '../modules/reports/statementDownloads';
import { registerChargeImportRoutes } from '../modules/chargeImport/routes';
import { registerPasswordResetRoutes } from '../modules/passwordReset/routes';
import { registerActivationRoutes } from '../modules/activation/routes';
import { registerApplyRoutes } from '../modules/apply/routes';
import { registerSellerApiRoutes } from '../modules/sellerApi/routes';
import { matchInvoiceDocumentPath, serveInvoiceDocument } from '../modules/invoiceDocuments/documentEndpoint';
import { MAX_BODY_BYTES, registerBodyParsers } from './bodyParsing';
import { buildPageConfig } from './pageConfig';
import { errorBody, sendError, sendJson, sendMethodNotAllowed } from './replies';
import { registerSecurityHeaders } from './securityHeaders';
import { isAssetPath, registerSpa } from './spa';
import { matchTranslationsPath, programOverrides, serveTranslations } from './translations';
import { registerDemoIdpRoutes } from '../sso/demoIdp/routes';
import { registerSsoRoutes } from '../sso/ssoRoutes';

/**
 * The one HTTP server: Fastify with its official plugins for cookies, compression, rate limits
 * (shared through Redis when configured) and static files; our code only says which path does
 * what. Every answer carries the security headers; failures never crash the server.
 */
export interface HttpAppOptions {
  distDir: string;
  yoga: PortalYoga;
  /** Rate-limit counts live here when set, so they hold across instances. */
  redis: Redis | null;
}

/** Brotli on the fly at a quality that costs little CPU; files the build compressed go out as they are. */
const DYNAMIC_BROTLI_QUALITY = 4;

function isBodyError(error: FastifyError): boolean {
  return error.name === 'MalformedJsonBody' || (typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_'));
}

function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    // A bad body gets one fixed answer: never the parser's message, which echoes the body.
    if (isBodyError(error) || (statusCode >= 400 && statusCode < 500 && statusCode !== 429)) {
      if (request.url.split('?')[0] === GRAPHQL_PATH) return sendGraphQLError(reply, 400, portalError('BAD_USER_INPUT'));
      return sendError(reply, 400, 'BAD_USER_INPUT');
    }
    if (statusCode === 429) return sendJson(reply, 429, errorBody('RATE_LIMITED'));
    console.error('Request failed:', request.method, request.url.split('?')[0], error);
    return sendError(reply, 500, 'INTERNAL');
  });
  // Only file paths reach this (a missing file in dist/): a plain 404.
  app.setNotFoundHandler((_request, reply) => reply.code(404).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Not found'));
}

export async function buildHttpApp(services: AppServices, options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: MAX_BODY_BYTES, return503OnClosing: true });
  registerSecurityHeaders(app, { hsts: services.config.secureCookies, helpCentreScriptUrl: services.config.helpCentre?.scriptUrl ?? null });
  registerErrorHandling(app);
  registerBodyParsers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  await app.register(fastifyRateLimit, { global: false, ...(options.redis ? { redis: options.redis, nameSpace: 'portal-rate-limit:' } : {}) });
  const spa = await registerSpa(app, { distDir: options.distDir, serveSourceMaps: services.config.environment !== 'production' });

  registerGraphQLHttpEndpoint(app, services, options.yoga);
  registerAuthRoutes(app, services);
  registerPasswordResetRoutes(app, services);
  registerActivationRoutes(app, services);
  registerApplyRoutes(app, services);
  registerSellerApiRoutes(app, services);
  registerInvoicesCsvExport(app, services);
  registerStatementDownloads(app, services);
  await registerChargeImportRoutes(app, services);
  registerSsoRoutes(app, services);
  if (services.config.sso.provider?.kind === 'demo') await registerDemoIdpRoutes(app, () => services.sso.demoProvider());
  app.all('/healthz', async (_request, reply) => sendJson(reply, 200, { status: 'ok' }));

  // Everything else: documents, translations, then the SPA (files, or index.html for app routes).
  app.all('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { pathname } = url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const invoiceDocumentId = matchInvoiceDocumentPath(pathname);
    if (invoiceDocumentId !== null) return serveInvoiceDocument(services, request, reply, invoiceDocumentId);
    const translationsLocale = matchTranslationsPath(pathname);
    if (translationsLocale !== null && isRead) return serveTranslations(services, request, reply, translationsLocale);
    if (pathname.startsWith('/public/')) return sendError(reply, 404, 'NOT_FOUND');
    if (!isRead) return sendMethodNotAllowed(reply, 'GET, HEAD', 'NOT_FOUND');
    if (pathname !== '/index.html' && isAssetPath(pathname)) return spa.serveFile(request, reply, pathname);
    return spa.serveIndex(request, reply, pathname, () => buildPageConfig(services.db, services.config), (locale) => programOverrides(services, services.config.programId, locale));
  });
  return app;
}
