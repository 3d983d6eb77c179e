import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageConfig } from '../../src/domain/pageConfig';
import { injectPageConfig } from './pageConfig';
import { createSignInPrerender, pageLocale, type SignInPrerenderRequest } from './signInPrerender';
import { createSpaPreloads, readBuildManifest, routeKindOf } from './spaPreloads';

/**
 * The built SPA from dist/, through @fastify/static. A file that the build also wrote as `.br` or
 * `.gz` goes out precompressed when the browser accepts it (`preCompressed`); Vite's hashed files
 * (assets/) are immutable and cached for a year; everything else is revalidated; index.html is
 * never stored (it carries the page config). Source maps are not served in production. index.html
 * also gets preload links for what its route's first screen loads (spaPreloads.ts).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT_PAGE = '<!doctype html><title>Buyer portal</title><p>The app is not built yet: run <code>npx vite build</code> (or <code>npm start</code>).</p>';
const EMPTY_ROOT = '<div id="root"></div>';
const HTML_START = /<html(?=[\s>])/;
/** Marks #root as holding server markup for the app to take over (src/app/prerenderTakeover.ts reads the same name). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** RFC 9239: JavaScript is text/javascript (the mime table still says application/javascript). */
const JAVASCRIPT = 'text/javascript; charset=utf-8';

export interface SpaOptions {
  distDir: string;
  /** Source maps (`*.map`) are served only when true (not in production). */
  serveSourceMaps: boolean;
}

/** Paths that are files, never SPA routes: a miss is a real 404, not index.html. */
export function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || pathname.startsWith('/static/') || extname(pathname) !== '';
}

/** The file's path relative to dist/, or null when it is not a servable path inside it. */
function fileInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full.startsWith(root + sep) ? full.slice(root.length) : null;
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const root = normalize(options.distDir);
  // serve: false: the routes below decide which paths are files; the plugin streams them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false, dotfiles: 'ignore' });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript')) reply.header('content-type', JAVASCRIPT);
    return payload;
  });

  let indexHtml: Promise<string | null> | null = null;
  // Read once: dist/ only changes with a rebuild, which restarts the server.
  const loadIndex = () => (indexHtml ??= readFile(join(root, 'index.html'), 'utf8').catch(() => null));
  // The build manifest, read once for the same reason; the links are cached per route kind and locale.
  const preloads = createSpaPreloads(readBuildManifest(root));
  const signIn = createSignInPrerender(root);

  return {
    /** GET/HEAD of a file in dist/, or the not-found answer when it does not exist. */
    serveFile(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const file = fileInside(root, pathname);
      if (file === null || (!options.serveSourceMaps && file.endsWith('.map'))) return reply.callNotFound();
      reply.header('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      // The same URL answers brotli, gzip or plain bytes: shared caches must key on the encoding.
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(file);
    },

    /**
     * index.html with the page config, the route's preload links and, on /login, the prerendered
     * sign-in screen inside #root (signInPrerender.ts), `<html lang>` set to the browser's language
     * among the program's; 503 when the app is not built.
     */
    async serveIndex(request: FastifyRequest, reply: FastifyReply, pathname: string, pageConfig: () => Promise<PageConfig>, overrides: SignInPrerenderRequest['overrides']) {
      const html = await loadIndex();
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (html === null) return reply.code(503).send(NOT_BUILT_PAGE);
      const config = await pageConfig();
      const acceptLanguage = request.headers['accept-language'];
      const markup = await signIn.markupFor({ pathname, acceptLanguage, cookies: request.cookies ?? {}, pageConfig: config, overrides }).catch(() => null);
      // The links depend on the browser's languages: shared caches must key on them (no-store aside).
      reply.header('vary', 'accept-language');
      // With the sign-in markup (also on /, which leads there) the sign-in screen's files are the ones to load.
      const links = preloads.linksFor(markup !== null ? 'signIn' : routeKindOf(pathname), acceptLanguage, config, { stylesheets: markup !== null });
      let page = injectPageConfig(html, config).replace(HTML_START, () => `<html lang="${pageLocale(acceptLanguage, config)}"`);
      if (links !== '') page = page.replace('</head>', () => `${links}</head>`);
      if (markup !== null) page = page.replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="signIn">${markup}</div>`);
      return reply.code(200).send(page);
    },
  };
}
