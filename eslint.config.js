// Import boundaries (DESIGN "Dependencies point one way"): views -> src -> machines,
// server -> machines, server -> src/domain. Machines stay pure; views never touch the API client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noReact = [
  { group: ['react', 'react-dom', 'react-*', '@adobe/*', '@xstate/react', '@tanstack/*'], message: 'machines/ is pure: no React.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'docs/**', 'src/api/generated/**', 'server/schema/generated/**', 'test-results/**', '.tmp/**'] },
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
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The browser never imports the server.' }] }],
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
