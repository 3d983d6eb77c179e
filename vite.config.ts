import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { compression } from 'vite-plugin-compression2';
import { precompiledMessages } from './scripts/precompiledMessages';
import { MESSAGE_BUNDLES } from './src/domain/constants';
import { messageFileOf, messagePartOf } from './src/i18n/messageAreas';

/** The API server (server/main.ts) the dev server forwards to; PORTAL_API_TARGET overrides it. */
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Chunk groups (Rolldown `codeSplitting`). Screens are already lazy (src/app/routes.ts imports each
 * one with `import()`), and Rolldown's automatic splitting keeps code that only lazy screens use out
 * of the entry (React Spectrum's TableView lands in the chunks of the list screens that use it).
 * The one group gathers the GraphQL clients, loaded once a session exists (src/api/sessionActors.ts
 * imports them lazily), into one cacheable chunk. A group for Spectrum's table modules alone was
 * tried and removed: cut out of their dependency graph, its classes were evaluated before their base
 * classes ("Class extends value undefined").
 */
const LAZY_GROUPS = [
  { name: 'graphql', test: /node_modules[\\/](graphql|graphql-request|graphql-ws|@graphql-typed-document-node)[\\/]/ },
];

/**
 * The message area files (src/i18n/messages/<locale>/<area>.json, each imported lazily by
 * src/i18n/loadBundledMessages.ts): one chunk per locale and part, `messages-en-US-public` and
 * `messages-en-US-signedIn` (src/i18n/messageAreas.ts says which areas are public), so each part
 * is one request.
 */
const MESSAGE_GROUP = {
  name: (id: string) => {
    const file = /[\\/]src[\\/]i18n[\\/]messages[\\/]/.test(id) ? messageFileOf(id) : null;
    return file ? `messages-${file.locale}-${messagePartOf(file.area)}` : null;
  },
  debugName: 'messages',
  test: /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/,
};

export default defineConfig({
  plugins: [
    // React Spectrum ships its own strings for ~34 languages; keep only the languages we have
    // bundles for (spec 9), which roughly halves its share of the sign-in page.
    { ...optimizeLocales.vite({ locales: MESSAGE_BUNDLES.map((bundle) => bundle.language) }), enforce: 'pre' },
    react(),
    // Messages as ICU syntax trees, and react-intl without the ICU parser (issue 9 size budgets).
    precompiledMessages(),
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
