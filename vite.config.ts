import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server (server/main.ts) the dev server forwards to. */
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * Chunk groups (Rolldown `codeSplitting`). Screens are already lazy (src/app/routes.ts imports each
 * one with `import()`); these groups keep the heavy shared parts out of the sign-in path:
 * - `spectrum-collections`: React Spectrum tables, grids and virtualised collections (TableView
 *   alone is ~118 kB gz), only reachable from signed-in screens;
 * - `graphql`: the GraphQL clients, loaded once a session exists (src/api/sessionActors.ts imports
 *   them lazily).
 * Both are captured without their dependencies, so React and the Spectrum core stay in the entry.
 */
const LAZY_GROUPS = [
  {
    name: 'spectrum-collections',
    test: /node_modules[\\/]@(react-spectrum|react-aria|react-stately|react-types)[\\/](table|grid|virtualizer|list|card|tree)/,
  },
  { name: 'graphql', test: /node_modules[\\/](graphql|graphql-request|graphql-ws|@graphql-typed-document-node)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: LAZY_GROUPS.map((group) => ({ ...group, includeDependenciesRecursively: false })),
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
