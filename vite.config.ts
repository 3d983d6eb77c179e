import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression } from 'vite-plugin-compression2';
import { MESSAGE_PART_MODULE, messageBundles } from './scripts/messageBundles';
import { precompiledMessages } from './scripts/precompiledMessages';
import { apiDocs } from './scripts/apiDocsPlugin';
import { MESSAGE_BUNDLES } from './src/domain/constants';
import { messageFileOf, messagePartOf } from './src/i18n/messageAreas';

/** The API server (server/main.ts) the dev server forwards to; PORTAL_API_TARGET overrides it. */
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Chunk groups (Rolldown `codeSplitting`). Screens are already lazy (src/app/routes.ts imports each
 * one with `import()`), and Rolldown's automatic splitting keeps code that only lazy screens use out
 * of the entry (React Spectrum's TableView lands in the chunks of the list screens that use it).
 * The one group gathers the graphql-ws client (subscriptions), loaded once a session exists (src/api/sessionActors.ts
 * imports them lazily), into one cacheable chunk. A group for Spectrum's table modules alone was
 * tried and removed: cut out of their dependency graph, its classes were evaluated before their base
 * classes ("Class extends value undefined").
 */
const LAZY_GROUPS = [
  { name: 'graphql', test: /node_modules[\\/](graphql-ws|@graphql-typed-document-node)[\\/]/ },
];

/**
 * The message area files (src/i18n/messages/<locale>/<area>.json), each part of a locale imported by
 * its part module `virtual:message-part/<locale>/<part>` (scripts/messageBundles.ts, loaded by
 * src/i18n/loadMessages.ts): one chunk per locale and part, `messages-en-US-public` and
 * `messages-en-US-signedIn` (src/i18n/messageAreas.ts says which areas are public), so each part
 * is one request.
 */
const AREA_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/;
const MESSAGE_GROUP = {
  name: (id: string) => {
    const partModule = MESSAGE_PART_MODULE.exec(id);
    if (partModule) return `messages-${partModule[1]}-${partModule[2]}`;
    const file = AREA_FILE.test(id) ? messageFileOf(id) : null;
    return file ? `messages-${file.locale}-${messagePartOf(file.area)}` : null;
  },
  debugName: 'messages',
  test: (id: string) => AREA_FILE.test(id) || MESSAGE_PART_MODULE.test(id),
};

/**
 * A copy of zod's core for `zod/mini` alone (issue 9: the sign-in page budget). The boot schemas
 * (page config, session claims, the session record, the sign-in request: src/domain, src/api) use
 * `zod/mini`; several lazy screens use classic `zod`. Both import the same core modules, so the
 * bundler put the union of what either needs (15 kB gzip) in a chunk every page loads. Here every
 * module reached from `zod/mini` gets the id suffix `?zod-mini`: a separate module graph, tree-shaken
 * to what the boot schemas use, while classic zod keeps its own full core in the lazy chunks that use
 * it. The two copies never meet: a schema is parsed by the copy that built it, and
 * src/i18n/validationMessages.ts reads only the plain issue objects.
 */
function zodMiniCopy(): Plugin {
  const SUFFIX = '?zod-mini';
  const zodRoot = path.dirname(createRequireResolve('zod/package.json'));
  return {
    name: 'portal:zod-mini-copy',
    // The build only: the dev server pre-bundles zod as it is, and size does not matter there.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const fromCopy = importer?.endsWith(SUFFIX) === true;
      if (source === 'zod/mini' || (fromCopy && source.startsWith('.'))) {
        const resolved = source === 'zod/mini' ? path.join(zodRoot, 'mini', 'index.js') : path.resolve(path.dirname(importer!.slice(0, -SUFFIX.length)), source);
        return resolved + SUFFIX;
      }
      return null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      return { code: readFileSync(id.slice(0, -SUFFIX.length), 'utf8'), moduleType: 'js' };
    },
  };
}

/**
 * react-router's production build (issue 9 size budgets). Its package exports name only
 * `dist/development` (remix-run/react-router#12532, #14753: "intended to be temporary"), whose one
 * difference from `dist/production` is `ENABLE_DEV_WARNINGS = true`: the development warnings stay
 * in the bundle. The build takes the same file from `dist/production`; the dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'portal:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, '$1production$2');
      return production !== resolved.id && existsSync(production) ? production : null;
    },
  };
}

function createRequireResolve(specifier: string): string {
  return createRequire(import.meta.url).resolve(specifier);
}

export default defineConfig({
  plugins: [
    // React Spectrum ships its own strings for ~34 languages; keep only the languages we have
    // bundles for (spec 9), which roughly halves its share of the sign-in page.
    { ...optimizeLocales.vite({ locales: MESSAGE_BUNDLES.map((bundle) => bundle.language) }), enforce: 'pre' },
    react(),
    // Messages as ICU syntax trees, and react-intl without the ICU parser (issue 9 size budgets).
    precompiledMessages(),
    messageBundles(),
    zodMiniCopy(),
    reactRouterProduction(),
    // /docs/api/index.html, generated from the seller API's route table and the GraphQL schema.
    apiDocs(),
    // Brotli (quality 11) and gzip (level 9) files beside each asset, e.g. index-abc.js.br and
    // index-abc.js.gz, for the server to send as they are (@fastify/static `preCompressed`): no
    // compression work per request. Not index.html: the server injects the page configuration into
    // it on every start, so a precompressed copy would be stale. Not the manifest: build metadata.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/(^|\/)index\.html$/, /\.vite\//], logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads; the size gate (.size-limit.mjs) reads it.
    manifest: true,
    // No source maps in what production serves (issue 9 part 5: 146 public .map files showed our
    // sources). BUILD_SOURCEMAPS=hidden writes them without the `sourceMappingURL` comment, for
    // uploading to an error monitor or for bundle analysis; never deploy them with dist/.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'hidden' ? 'hidden' : false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [MESSAGE_GROUP, ...LAZY_GROUPS].map((group) => ({ ...group, includeDependenciesRecursively: false })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API_TARGET, ws: true, changeOrigin: false },
      '/auth': { target: API_TARGET },
      '/public': { target: API_TARGET },
      '/sso': { target: API_TARGET },
    },
  },
  preview: { port: 4173 },
});
