import { defineConfig } from 'vitest/config';

// Unit, machine, model and server tests run in Node. Browser behaviour is tested in Chromium by
// Playwright (e2e/, model-tests/ui/), never in a simulated DOM.
//
// Two projects, differing only in isolation. Machines, server and model tests keep no state in
// their modules that outlives a test file (servers, databases and queues are per call, closed by
// the file), so their files share one worker process and its imported modules: a fresh process per
// file re-imported Fastify, graphql-yoga and the server for each of ~80 files, about half of the
// suite's CPU time (bench/README.md "Vitest"). The browser-side code (src/, views/) keeps
// per-page state in modules (session signals, request caches), so each of its files gets a fresh one.
const EXCLUDE = ['node_modules/**', 'dist/**', 'e2e/**', 'model-tests/ui/**'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    exclude: EXCLUDE,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['machines/**/*.test.ts', 'server/**/*.test.ts', 'model-tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          typecheck: { enabled: true, include: ['**/*.test-d.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-code',
          include: ['src/**/*.test.ts', 'views/**/*.test.ts'],
        },
      },
    ],
  },
});
