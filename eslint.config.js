// Import boundaries (DESIGN "Dependencies point one way"): views -> src -> machines,
// server -> machines, server -> src/domain. Machines stay pure; views never touch the API client.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Boundaries by path (issue 10, Build 3): import-x/no-restricted-paths zones on resolved files,
// so a relative path, a type import or a dynamic import() cannot slip past them.
// ---------------------------------------------------------------------------------------------

/** Folders of views/ that every area may use (not areas themselves). */
const SHARED_VIEW_FOLDERS = ['common', 'forms'];
/** Every other folder of views/ is an area (a new folder is an area at once). */
const VIEW_AREAS = readdirSync(new URL('./views', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SHARED_VIEW_FOLDERS.includes(d.name))
  .map((d) => d.name)
  .sort();

/** Each zone: files under `target` may not import files under `from`. Keyed by an id the allowlist names. */
export const BOUNDARY_ZONES = {
  'src -> views': { target: 'src', from: 'views', message: 'src/ never imports views/ (DESIGN: views -> src -> machines); declare the interface beside its machine in machines/app/<area>/.' },
  'src/domain -> machines': { target: 'src/domain', from: 'machines', message: 'src/domain is shared with the server and imports no machine: move the shared rule into machines/rules or the constant into src/domain.' },
  'machines -> outside': {
    target: 'machines',
    from: ['views', 'server', 'src/api', 'src/app', 'src/i18n'],
    message: 'machines/ is pure: it imports nothing of ours but src/domain (no views, server, API client, app shell or bundles).',
  },
  'views -> src/api': { target: 'views', from: 'src/api', message: 'Views talk to actors, never to the API client.' },
  // Every signed-in user may open /statecharts: the pages draw the bundled machines and must never load data.
  'statecharts -> src/api': {
    target: ['src/statecharts', 'views/statecharts'],
    from: 'src/api',
    message: 'The statechart pages show the rules only (every signed-in user reads them): no API client, no data.',
  },
  'views/common -> areas': {
    target: SHARED_VIEW_FOLDERS.map((folder) => `views/${folder}`),
    from: VIEW_AREAS.map((area) => `views/${area}`),
    message: 'views/common and views/forms are shared by every area and import none: move the part they need into views/common too.',
  },
  ...Object.fromEntries(
    VIEW_AREAS.map((area) => [
      `views/${area} -> other areas`,
      {
        target: `views/${area}`,
        from: VIEW_AREAS.filter((other) => other !== area).map((other) => `views/${other}`),
        message: `views/${area} may not import another area's internals: move what several areas share to views/common.`,
      },
    ]),
  ),
};

/** Lasting exceptions by design (not debts). */
const BOUNDARY_EXCEPTIONS = {
  // The route table names every screen (lazy import() per route): the one place src/ knows views/,
  // with its screen loaders' modules (screens/<group>Screens.ts, out of the entry: issue 9 size budgets).
  'src/app/routes.ts': ['src -> views'],
  'src/app/screens/*Screens.ts': ['src -> views'],
};

/**
 * Known offenders, file by file, with the zones each still breaks (issue 10 Build 3). Empty since
 * the shared parts moved to views/common and the root takes the maintenance notice from the route
 * table; scripts/lintBoundaries.test.ts keeps it empty. Never add an entry: fix the import instead.
 */
export const KNOWN_BOUNDARY_OFFENDERS = {};

const zonesWithout = (skipped = []) =>
  Object.entries(BOUNDARY_ZONES)
    .filter(([id]) => !skipped.includes(id))
    .map(([, zone]) => zone);
const restrictedPaths = (skipped) => ['error', { basePath: ROOT, zones: zonesWithout(skipped) }];
/** One config block per excepted file: every zone but the ones it is excepted from. */
const exceptedFiles = (table) => Object.entries(table).map(([file, skipped]) => ({ files: [file], rules: { 'import-x/no-restricted-paths': restrictedPaths(skipped) } }));

/** Words that are the same in every language and may stand in JSX as they are (brand, technical). */
const JSX_WORDS_ALLOWED = new Set(['IBAN', 'BIC', 'SEPA', 'ACH', 'PDF', 'CSV']);

/** The literal text of a node formatjs reports: a string, a template's fixed parts, JSX text. */
function literalText(node) {
  if (node.type === 'JSXText') return node.value;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : '';
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'JSXAttribute') return node.value ? literalText(node.value) : '';
  return '';
}

/**
 * formatjs's no-literal-string-in-jsx, reporting only text that holds a word (a letter), so
 * separators such as ' · ', '—' and '\u00a0' between translated parts pass.
 */
function wordsOnly(rule) {
  return {
    meta: rule.meta,
    create(context) {
      const report = (descriptor) => {
        const words = literalText(descriptor.node).match(/\p{L}[\p{L}\d]*/gu) ?? [];
        if (words.some((word) => !JSX_WORDS_ALLOWED.has(word))) context.report(descriptor);
      };
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}

const noReact = [
  { group: ['react', 'react-dom', 'react-*', '@adobe/*', '@xstate/react', '@tanstack/*'], message: 'machines/ is pure: no React.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'docs/**', 'src/api/generated/**', 'server/schema/generated/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(),
      // A chain through import() (the route table's lazy screens) runs after both modules loaded: no cycle at load time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  ...exceptedFiles(BOUNDARY_EXCEPTIONS),
  ...exceptedFiles(KNOWN_BOUNDARY_OFFENDERS),
  {
    files: ['views/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...noReact,
          { group: ['**/views/**', '**/server/**', '**/src/api/**', '**/src/app/**', '**/src/i18n/**', 'graphql*', 'kysely', 'pg', '@electric-sql/*'], message: 'machines/ imports nothing of ours but src/domain.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'Machines have no side effects: invoke a named actor.' },
        { name: 'localStorage', message: 'Machines have no storage.' },
        { name: 'sessionStorage', message: 'Machines have no storage.' },
        { name: 'document', message: 'Machines have no DOM.' },
        { name: 'window', message: 'Machines have no DOM.' },
      ],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time comes in as data (DESIGN): no Date.now() in machines.' }],
    },
  },
  {
    files: ['views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/api/**', 'graphql-request', 'graphql-ws', 'graphql'], message: 'Views talk to actors, never to the API client.' },
          { group: ['**/server/**'], message: 'Views never import the server.' },
        ],
      }],
      'no-restricted-syntax': ['error', {
        selector: "ArrowFunctionExpression > CallExpression.body[callee.property.name='formatMessage']",
        message: 'Translate with the one helper: const t = useTranslate() (views/common/translate.ts).',
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The browser never imports the server.' }] }],
    },
  },
  // Issue 15: no text a user sees outside a message bundle. Literal text between JSX tags and in
  // the props that carry words (label, description, placeholder, title, aria-*, alt) is an error
  // when it holds a word; punctuation and spacing (' · ', '—', ': ') are not language.
  {
    files: ['views/**/*.tsx', 'src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: { rules: { 'no-words-in-jsx': wordsOnly(formatjs.rules['no-literal-string-in-jsx']) } } },
    rules: {
      'i18n/no-words-in-jsx': ['error', { props: { include: [['*', '{label,description,errorMessage,placeholder,title,alt,aria-label,aria-description}']] } }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...noReact,
          { group: ['**/views/**', '**/src/api/**', '**/src/app/**', '**/src/i18n/**'], message: 'The server uses machines/ and src/domain only.' },
        ],
      }],
    },
  },
);
