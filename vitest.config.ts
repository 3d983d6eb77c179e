import { defineConfig } from 'vitest/config';
import { messageBundles } from './scripts/messageBundles';

// Unit, machine, model and server tests run in Node. Browser behaviour is tested in Chromium by
// Playwright (e2e/, model-tests/ui/), never in a simulated DOM.
//
// Two projects, differing only in isolation. Machines, server and model tests keep no state in
// their modules that outlives a test file (servers, databases and queues are per call, closed by
// the file), so their files share one worker process and its imported modules: a fresh process per
// file re-imported Fastify, graphql-yoga and the server for each of ~80 files, about half of the
// suite's CPU time (bench/README.md "Vitest"). The browser-side code (src/, views/) keeps
// per-page state in modules (session signals, request caches), so each of its files gets a fresh one.
//
// Three workers (vitest's default here is cores - 1 = one): the suite was one process on one core
// while the other core did little but wait for PGlite, PostgreSQL, timers and the child processes
// some files start. Files are independent (each opens its own databases, servers and Redis keys),
// so several run at once; on the 2-core CI machine a third fills the waits of the other two
// (`npx vitest run`, quiet machine, one after the other: 230.9 s with two, 215.5 s with three).
//
// Type tests (`*.test-d.ts`) are not run here: `tsc -p tsconfig.json` (the `typecheck` step of
// `npm test`) compiles them with the rest of the project, and an `expectTypeOf` or
// `@ts-expect-error` that does not hold is a compile error there. vitest's typecheck ran a second
// tsc over them (9 s CPU).
const EXCLUDE = ['node_modules/**', 'dist/**', 'e2e/**', 'model-tests/ui/**'];

export default defineConfig({
  // The message loaders generated from src/i18n/messages/ (src/i18n/loadMessages.ts).
  plugins: [messageBundles()],
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    exclude: EXCLUDE,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['machines/**/*.test.ts', 'server/**/*.test.ts', 'model-tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...EXCLUDE, '**/*.isolated.test.ts'],
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a process of its own: in the shared one, the
        // module is already loaded by an earlier file and the replacement never takes effect.
        extends: true,
        test: {
          name: 'node-isolated',
          include: ['**/*.isolated.test.ts'],
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
