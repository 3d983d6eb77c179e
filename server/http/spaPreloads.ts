import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveLocale } from '../../machines/rules/locale';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import type { PageConfig } from '../../src/domain/pageConfig';

/**
 * Preload links for index.html (issue 9: throttled cold /login LCP). Vite already lists the entry's
 * static imports as `<link rel="modulepreload">`; what the first screen needs beyond them is found
 * only when the entry runs: the request locale's public message chunk (loaded by the locale machine
 * at boot) and, on /login, the sign-in screen's chunk, its static imports and its stylesheets (loaded
 * by the route's `import()`). Without hints each of those waits for the entry to download and run:
 * two or three more round trips on a slow link. The links let the browser fetch them in parallel
 * with the entry.
 *
 * Read from Vite's build manifest (dist/.vite/manifest.json, `build.manifest` in vite.config.ts) once
 * per server start; the links of one route kind and message-bundle chain are built once and cached.
 * `crossorigin` matches how Vite's preload helper and module scripts fetch them (CORS, same origin),
 * so the preloaded responses are reused rather than fetched twice.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Route kinds that have their own preloads: the sign-in screen, or any other SPA path. */
export type SpaRouteKind = 'signIn' | 'other';

/** The manifest key of each route kind's screen module (src/app/routes.ts imports it lazily). */
const SCREEN_MODULES: Readonly<Record<SpaRouteKind, readonly string[]>> = {
  signIn: ['views/public/SignInPage.tsx'],
  other: [],
};

/** The SPA path's route kind: `/login` (with or without a trailing slash) is the sign-in screen. */
export function routeKindOf(pathname: string): SpaRouteKind {
  return pathname === '/login' || pathname === '/login/' ? 'signIn' : 'other';
}

/** dist/.vite/manifest.json, or null when the build has none (a test dist, an old build). */
export function readBuildManifest(distDir: string): BuildManifest | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** Browser languages from Accept-Language, by q-value (stable for equal q), without `*` and q=0. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const MESSAGE_CHUNK = /^assets\/messages-([A-Za-z-]+)-(public|signedIn)-[^/]+\.js$/;

export interface LinkOptions {
  /**
   * The screen's stylesheets as `<link rel="stylesheet">` rather than preloads: when #root already
   * holds the screen's markup (signInPrerender.ts), it must paint styled, so its CSS blocks the first
   * paint as the entry's does. Vite's loader finds these links and does not add them again.
   */
  stylesheets?: boolean;
}

export interface SpaPreloads {
  /** The `<link>` elements for a request, e.g. `<link rel="modulepreload" crossorigin href="/assets/x.js">`. */
  linksFor(kind: SpaRouteKind, acceptLanguage: string | undefined, pageConfig: Pick<PageConfig, 'locales' | 'defaultBuyerLocale'>, options?: LinkOptions): string;
}

export function createSpaPreloads(manifest: BuildManifest | null): SpaPreloads {
  if (manifest === null) return { linksFor: () => '' };
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  // What Vite's own tags in index.html already load: the entry, its static imports and their CSS.
  const inHtml = entry ? closure(manifest, [keyOf(manifest, entry)]) : { scripts: new Set<string>(), styles: new Set<string>() };
  const publicMessages = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = MESSAGE_CHUNK.exec(chunk.file);
    if (match?.[2] === 'public') publicMessages.set(match[1]!, key);
  }
  const cache = new Map<string, string>();

  return {
    linksFor(kind, acceptLanguage, pageConfig, options = {}) {
      const locale = resolveLocale({ requested: acceptedLanguages(acceptLanguage), programLocales: pageConfig.locales, defaultBuyerLocale: pageConfig.defaultBuyerLocale });
      // The locale's own bundle and built-in English, which every chain ends with (src/i18n/bundleChain.ts).
      // A locale served by its language's bundle (de-AT by de-DE) gets only English preloaded: a
      // missed hint, never a wrong one.
      const bundles = [...new Set([locale, DEFAULT_LOCALE])].filter((bundle) => publicMessages.has(bundle));
      const cacheKey = `${kind} ${bundles.join(',')} ${options.stylesheets === true}`;
      let links = cache.get(cacheKey);
      if (links === undefined) {
        const messageKeys = bundles.map((bundle) => publicMessages.get(bundle)).filter((key): key is string => key !== undefined);
        // Messages first: the boot renders nothing until they are in; then the screen.
        const { scripts, styles } = closure(manifest, [...messageKeys, ...SCREEN_MODULES[kind].filter((key) => manifest[key] !== undefined)]);
        links = [
          ...[...scripts].filter((file) => !inHtml.scripts.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles]
            .filter((file) => !inHtml.styles.has(file))
            .map((file) => (options.stylesheets ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="preload" as="style" crossorigin href="/${file}">`)),
        ].join('');
        cache.set(cacheKey, links);
      }
      return links;
    },
  };
}

function keyOf(manifest: BuildManifest, chunk: ManifestChunk): string {
  return Object.keys(manifest).find((key) => manifest[key] === chunk)!;
}

/** The files the browser loads for `keys`: their chunks, static imports (recursively) and CSS, in order. */
function closure(manifest: BuildManifest, keys: readonly string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts, styles };
}
