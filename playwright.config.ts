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
// server of its own. The credit-increase journey changes Acme's credit line: another one. (Its live
// decision was once missed because the job ran before the overview had subscribed; journeys now
// release a job only once their screen listens: e2e/support/jobs.ts `live`.)
const ACME_CHANGES_PORT = PORT + 2;
const CREDIT_PORT = PORT + 3;
// The company journey changes Acme's company info and admin@acme.example's e-mail (the sign-in
// address of most journeys, once support approves the change): a server of its own.
const COMPANY_PORT = PORT + 4;
// The users journey suspends the seeded purchaser and deactivates users, which other journeys sign
// in as or count: a server of its own.
const USERS_PORT = PORT + 5;
// The password-reset journey changes the payer's password and ends the payer's sessions, which the
// payments journey signs in with: a server of its own.
const RESET_PORT = PORT + 6;
// The 2-step verification journey signs in with the program's mfaAtLogin on (DEMO_MFA_AT_LOGIN) and
// sets Acme's admin up with e-mail codes, which every other journey's sign-in would then meet.
const MFA_PORT = PORT + 7;
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
    realServer('e2e-company', COMPANY_PORT, heldJobs(COMPANY_PORT)),
    realServer('e2e-users', USERS_PORT, heldJobs(USERS_PORT)),
    realServer('e2e-reset', RESET_PORT, heldJobs(RESET_PORT)),
    realServer('e2e-mfa', MFA_PORT, { ...heldJobs(MFA_PORT), DEMO_MFA_AT_LOGIN: 'true' }),
  ],
  projects: [
    {
      name: 'chromium',
      testMatch: [/e2e\/.*\.spec\.ts$/, /model-tests\/ui\/.*\.(spec|test)\.ts$/],
      testIgnore: [/e2e\/maintenance\.spec\.ts$/, /e2e\/credit-increase\.spec\.ts$/, /e2e\/bank-accounts\.spec\.ts$/, /e2e\/groups\.spec\.ts$/, /e2e\/company\.spec\.ts$/, /e2e\/users\.spec\.ts$/, /e2e\/password-reset\.spec\.ts$/, /e2e\/mfa\.spec\.ts$/],
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
      // Groups change Acme's group tree and move users (and sign in as groupadmin, whom the main
      // server's lockout journey locks): on the bank journey's server, which asserts neither.
      name: 'groups',
      testMatch: /e2e\/groups\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${ACME_CHANGES_PORT}` },
    },
    {
      name: 'credit',
      testMatch: /e2e\/credit-increase\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${CREDIT_PORT}` },
    },
    {
      name: 'company',
      testMatch: /e2e\/company\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${COMPANY_PORT}` },
    },
    {
      name: 'users',
      testMatch: /e2e\/users\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${USERS_PORT}` },
    },
    {
      name: 'password-reset',
      testMatch: /e2e\/password-reset\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${RESET_PORT}` },
    },
    {
      name: 'mfa',
      testMatch: /e2e\/mfa\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MFA_PORT}` },
    },
  ],
});
