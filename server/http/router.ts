import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { AppServices } from './services';
import { handleAuthRequest } from '../auth/routes';
import { BadRequestBody, sendError, sendJson } from './json';
import { buildPageConfig, SSO_LOGIN_PATH } from './pageConfig';
import { applySecurityHeaders } from './securityHeaders';
import type { StaticSite } from './staticFiles';
import { matchTranslationsPath, serveTranslations } from './translations';
import { handleInvoicesCsvExport, INVOICES_CSV_PATH } from '../modules/invoices/csvExport';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Paths that are files, never SPA routes: a miss is a real 404, not index.html. */
function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || pathname.startsWith('/static/') || extname(pathname) !== '';
}

/** GET /sso/login: the SSO endpoint is not built yet; its error page keeps email and returnUrl. */
function redirectToSsoError(res: ServerResponse, search: string) {
  res.writeHead(302, { Location: `/sso-error${search}`, 'Cache-Control': 'no-store' }).end();
}

async function route(services: AppServices, site: StaticSite, graphql: Handler, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { pathname } = url;
  const isRead = req.method === 'GET' || req.method === 'HEAD';

  if (pathname === '/graphql') return graphql(req, res);
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return handleAuthRequest(services, req, res, pathname);
  if (pathname === INVOICES_CSV_PATH) return handleInvoicesCsvExport(services, req, res);
  if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
  if (pathname === SSO_LOGIN_PATH && isRead) return redirectToSsoError(res, url.search);
  const translationsLocale = matchTranslationsPath(pathname);
  if (translationsLocale !== null && isRead) return serveTranslations(services, req, res, translationsLocale);
  if (pathname.startsWith('/public/')) return sendError(res, 404, 'NOT_FOUND');
  if (!isRead) {
    res.setHeader('Allow', 'GET, HEAD');
    return sendError(res, 405, 'NOT_FOUND');
  }
  if (pathname !== '/index.html' && isAssetPath(pathname)) return site.serveFile(req, res, pathname);
  return site.serveIndex(req, res, () => buildPageConfig(services.db, services.config));
}

/** The one request listener: security headers first, then routing; failures never crash the server. */
export function createRequestListener(services: AppServices, site: StaticSite, graphql: Handler) {
  const hsts = services.config.secureCookies;
  return (req: IncomingMessage, res: ServerResponse) => {
    applySecurityHeaders(req, res, { hsts });
    route(services, site, graphql, req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof BadRequestBody) return sendError(res, 400, 'BAD_USER_INPUT');
      console.error('Request failed:', req.method, req.url?.split('?')[0], error);
      sendError(res, 500, 'INTERNAL');
    });
  };
}
