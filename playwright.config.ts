import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { JOB_CONTROL_OFFSET, MAINTENANCE } from './e2e/support/env';

// Browser journeys run in Debian's Chromium (/usr/bin/chromium, installed by
// scripts/ensure-chromium.mjs); Playwright never downloads a browser of its own.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

// Fixed ports, away from the 8080/818x a developer's own `npm start` tends to use; E2E_PORT moves them all.
const PORT = Number(process.env.E2E_PORT ?? 48181);
const MAINTENANCE_PORT = PORT + 1;
// The bank-accounts journey changes Acme's active bank account, which other journeys pay from: a
// server of its own. The credit-increase journey changes Acme's credit line: another one (sharing the
// bank journey's server, its live decision was missed once in a full clean-clone run; not yet understood).
const ACME_CHANGES_PORT = PORT + 2;
const CREDIT_PORT = PORT + 3;
// The password-reset journey changes the payer's password and ends the payer's sessions, which the
// payments journey signs in with: a server of its own.
const RESET_PORT = PORT + 4;
// Every demo integration's answer waits in the job queue until the journey releases it
// (DEMO_JOBS=manual; e2e/support/jobs.ts), through the job control JOB_CONTROL_OFFSET ports above
// the server: no journey races a demo delay.
const heldJobs = (port: number) => ({ DEMO_JOBS: 'manual', DEMO_JOBS_CONTROL_PORT: String(port + JOB_CONTROL_OFFSET) });
const onCI = Boolean(process.env.CI);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: CHROMIUM_LAUNCH,
};

// Each webServer is the real server (`node scripts/start.mjs`) on its own fresh temp data folder,
// created for this run and removed when the server stops (e2e/support/serve.ts).
const realServer = (name: string, port: number, env: Record<string, string> = {}) => ({
  name,
  command: `node --import tsx e2e/support/serve.ts ${name} ${port}`,
  url: `http://127.0.0.1:${port}/`,
  env,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

export default defineConfig({
  // Hand-written journeys in e2e/ and the generated-path UI model tests in model-tests/ui/ (DESIGN "Tests").
  testDir: '.',
  testIgnore: ['**/node_modules/**', 'dist/**'],
  // Several runs share one work tree here: E2E_PORT + E2E_OUTPUT_DIR keep a second run apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  forbidOnly: onCI,
  // Two cores: two browsers at a time beside the servers.
  workers: 2,
  // Nothing waits on a wall-clock delay any more (held jobs): a failure is a failure.
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled' },
  },
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  webServer: [
    realServer('e2e', PORT, heldJobs(PORT)),
    realServer('e2e-maintenance', MAINTENANCE_PORT, { E2E_MAINTENANCE_WINDOW: JSON.stringify(MAINTENANCE) }),
    realServer('e2e-acme-changes', ACME_CHANGES_PORT, heldJobs(ACME_CHANGES_PORT)),
    realServer('e2e-credit', CREDIT_PORT, heldJobs(CREDIT_PORT)),
    realServer('e2e-reset', RESET_PORT, heldJobs(RESET_PORT)),
  ],
  projects: [
    {
      name: 'chromium',
      testMatch: [/e2e\/.*\.spec\.ts$/, /model-tests\/ui\/.*\.(spec|test)\.ts$/],
      testIgnore: [/e2e\/maintenance\.spec\.ts$/, /e2e\/credit-increase\.spec\.ts$/, /e2e\/bank-accounts\.spec\.ts$/, /e2e\/password-reset\.spec\.ts$/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'maintenance',
      testMatch: /e2e\/maintenance\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MAINTENANCE_PORT}` },
    },
    {
      name: 'acme-changes',
      testMatch: /e2e\/bank-accounts\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${ACME_CHANGES_PORT}` },
    },
    {
      name: 'credit',
      testMatch: /e2e\/credit-increase\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${CREDIT_PORT}` },
    },
    {
      name: 'password-reset',
      testMatch: /e2e\/password-reset\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${RESET_PORT}` },
    },
  ],
});
