import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { PageConfig } from '../../src/domain/pageConfig';
import { injectPageConfig } from './pageConfig';

/**
 * Serves the built SPA from dist/. Vite's hashed files (assets/) are immutable and cached for a
 * year; everything else is revalidated; index.html is never stored (it carries the page config).
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticSite {
  /** Answers a GET/HEAD for a file in dist/, or 404 when it does not exist. */
  serveFile(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** Answers index.html with the page config (or 503 when the app is not built). */
  serveIndex(req: IncomingMessage, res: ServerResponse, pageConfig: () => Promise<PageConfig>): Promise<void>;
}

function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  return full.startsWith(root + sep) && !decoded.includes('\0') ? full : null;
}

const NOT_BUILT_PAGE = '<!doctype html><title>Buyer portal</title><p>The app is not built yet: run <code>npx vite build</code> (or <code>npm start</code>).</p>';

export function createStaticSite(distDir: string): StaticSite {
  const root = normalize(distDir);
  let indexHtml: string | null = null;

  async function loadIndex(): Promise<string | null> {
    // Read once: dist/ only changes with a rebuild, which restarts the server.
    indexHtml ??= await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
    return indexHtml;
  }

  return {
    async serveFile(req, res, pathname) {
      const file = resolveInside(root, pathname);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file).pipe(res);
    },

    async serveIndex(req, res, pageConfig) {
      const html = await loadIndex();
      if (html === null) {
        res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(NOT_BUILT_PAGE);
        return;
      }
      const body = injectPageConfig(html, await pageConfig());
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
