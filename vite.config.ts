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
import { operationDocuments } from './scripts/operationDocuments';
import { signInPrerender } from './scripts/prerender/plugin';
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
 * A copy of zod's core for `zod/mini` alone (issue 9: the sign-in page budget). The public screens'
 * schemas (the sign-in request, loaded when the form is first used; activation, password reset ...)
 * use `zod/mini`; several lazy screens use classic `zod`; the boot uses no zod (src/domain/shapeReader.ts).
 * Both import the same core modules, so the bundler put the union of what either needs (15 kB gzip)
 * in one shared chunk. Here every module reached from `zod/mini` gets the id suffix `?zod-mini`: a
 * separate module graph, tree-shaken to what the mini schemas use, while classic zod keeps its own full core in the lazy chunks that use
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

/**
 * Components that libraries make with a top-level call (`React.forwardRef(...)`, `React.memo(...)`,
 * react-intl's `createFormattedComponent(...)`) without the `@__PURE__` mark their other top-level
 * calls carry, or name with a top-level `X.displayName = "X"` (for React's developer tools): either
 * kept them in every page, used or not: react-router's `Link`, `NavLink` and `Form` with their
 * framework-mode prefetching and submission code, react-intl's `FormattedDate`, `FormattedNumber`,
 * ... (~4.9 kB gzip of the sign-in page; issue 9 part 3). Marked pure, without the names, the unused
 * ones drop out; the used ones work as before.
 */
const PURE_COMPONENT_FACTORIES = [
  { module: /[\\/]react-router[\\/]dist[\\/]production[\\/]/, call: /^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm },
  { module: /[\\/]react-intl[\\/]index\.js$/, call: /^(const \w+ = )(React\.memo\(|createFormatted\w*Component\()/gm },
];

function pureComponentFactories(): Plugin {
  return {
    name: 'portal:pure-component-factories',
    apply: 'build',
    transform(code, id) {
      const library = PURE_COMPONENT_FACTORIES.find(({ module }) => module.test(id));
      if (!library) return null;
      const marked = code.replace(library.call, '$1/* @__PURE__ */ $2').replace(/^\w+\.displayName = ["'][^"']*["'];$/gm, '');
      return { code: marked, map: null };
    },
  };
}

/**
 * The sign-in page in five files instead of 34 (issue 9 part 3: -12 kB gzip). Left to itself, the
 * bundler cuts the modules that several chunks share into one chunk per set of sharers, each then
 * compressed on its own: the entry's static imports were 12 files (xstate, react-intl, the error
 * catalogue, the constants ...), the sign-in screen's controls 21 more (text field, form, field
 * label, link, action button, icons: 0.1 to 3 kB each).
 * - `boot`: what the entry imports statically, i.e. what every page runs (Rolldown's `$initial`
 *   tag, after tree-shaking), in the entry chunk.
 * - `signInScreen`: the sign-in screen's view and view model with every module they import that
 *   the entry does not. SignInPage.tsx stays its own small chunk, so the manifest still names it
 *   (server/http/spaPreloads.ts, .size-limit.mjs). The screens that share a control with it load
 *   this chunk (15 kB gzip) for it; the Account Overview, which uses most of them, costs +0.9 kB.
 */
const BOOT_GROUP = { name: 'boot', tags: ['$initial' as const] };
const SIGN_IN_SCREEN = new Set(['views/public/signIn/SignInView.tsx', 'views/public/signIn/useSignInViewModel.ts'].map((file) => path.resolve(file)));
const SIGN_IN_SCREEN_GROUP = { name: 'signInScreen', test: (id: string) => SIGN_IN_SCREEN.has(id) };
/**
 * `signedInLayout`: the layout every signed-in page shows (header, menus, user menu's tray): its view
 * and view model with what they import beyond the entry and the sign-in screen's chunk, one file
 * instead of many small shared ones (issue 9 part 3: the Account Overview). Every signed-in page
 * loads the layout, so none loads more than before. SignedInLayout.tsx stays its own chunk, as
 * SignInPage.tsx does, so the manifest still names it.
 */
/** The small public pages (not found, error, unauthorized, maintenance, session handoff), in one chunk before the layout takes its share, so none of them loads the layout's. */
const PUBLIC_PAGES = new Set(['views/public/MessagePage.tsx', 'views/public/MaintenanceNotice.tsx', 'views/public/XSessionPage.tsx', 'views/public/PageFrame.tsx', 'views/public/PublicShell.tsx'].map((file) => path.resolve(file)));
const PUBLIC_PAGES_GROUP = { name: 'publicPages', test: (id: string) => PUBLIC_PAGES.has(id) };
const SIGNED_IN_LAYOUT = new Set(['views/layout/SignedInLayoutView.tsx', 'views/layout/useSignedInLayoutViewModel.ts'].map((file) => path.resolve(file)));
const SIGNED_IN_LAYOUT_GROUP = { name: 'signedInLayout', test: (id: string) => SIGNED_IN_LAYOUT.has(id) };

function createRequireResolve(specifier: string): string {
  return createRequire(import.meta.url).resolve(specifier);
}

export default defineConfig({
  resolve: {
    alias: [
      // @xstate/react imports use-sync-external-store's shim for React < 18; with React 19 the shim
      // hands over to React's own useSyncExternalStore, so the build takes the package's plain entries,
      // which do only that (issue 9 part 3: the shim's code was in every page).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
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
    // A module per GraphQL operation: each document in the chunks of the screens that use it (scripts/operationDocuments.ts).
    operationDocuments(),
    pureComponentFactories(),
    // /docs/api/index.html, generated from the seller API's route table and the GraphQL schema.
    apiDocs(),
    // dist/prerender/signIn/<locale>.json: the sign-in screen's markup for the first response of /login.
    signInPrerender(),
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
    // Without the polyfill a browser lacking <link rel="modulepreload"> (Safari before 17) fetches each
    // chunk when imported instead of ahead: slower there, never broken. Every page: -0.35 kB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...[MESSAGE_GROUP, ...LAZY_GROUPS, BOOT_GROUP].map((group) => ({ ...group, includeDependenciesRecursively: false })),
            // With every module the sign-in screen imports (the option's default), not only its own two.
            { ...SIGN_IN_SCREEN_GROUP, includeDependenciesRecursively: true },
            { ...PUBLIC_PAGES_GROUP, includeDependenciesRecursively: true },
            { ...SIGNED_IN_LAYOUT_GROUP, includeDependenciesRecursively: true },
          ],
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
