import { defineConfig } from 'vitest/config';

// Unit, machine, model and server tests run in Node. Browser behaviour is tested in Chromium by
// Playwright (e2e/, model-tests/ui/), never in a simulated DOM.
export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'src/**/*.test.ts', 'views/**/*.test.ts', 'server/**/*.test.ts', 'model-tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'model-tests/ui/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    typecheck: { enabled: true, include: ['**/*.test-d.ts'] },
  },
});
