import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { JOB_CONTROL_OFFSET } from './e2e/support/env';
import { assertOutsideEphemeralRange } from './e2e/support/ports';

// Browser journeys run in Debian's Chromium (/usr/bin/chromium, installed by
// scripts/ensure-chromium.mjs); Playwright never downloads a browser of its own.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

// Fixed ports, away from the 8080/818x a developer's own `npm start` tends to use and below the
// kernel's ephemeral range (e2e/support/ports.ts says why); E2E_PORT moves them all.
//
// Seven servers (issue 9 part 6: each costs CI time, less since they start side by side). A journey that changes data
// other journeys rely on runs on a server whose other journeys do not rely on that data:
const PORT = Number(process.env.E2E_PORT ?? 28181);
// - the main server: every other journey and the UI model tests; the maintenance notice too (its
//   spec gives the served page configuration a maintenance window on the way to the browser);
// - Acme's bank account, credit line and groups: the bank-accounts journey changes Acme's active
//   bank account, which the payments journey pays from; the credit-increase journey changes Acme's
//   credit line (asserted on the overview); the groups journeys change Acme's group tree, move users
//   and sign in as groupadmin@acme.example (whom the main server's lockout journey locks). None of
//   the three reads what the others change. (The credit decision was once missed because the job
//   ran before the overview had subscribed; journeys now release a job only once their screen
//   listens: e2e/support/jobs.ts `live`.)
const ACME_CHANGES_PORT = PORT + 2;
// - admin's e-mail and the payer's password: the company journey changes Acme's company info and
//   admin@acme.example's e-mail (the sign-in address of most journeys, once support approves the
//   change); the password-reset journey changes the payer's and the purchaser's passwords and ends
//   their sessions (the payments journey signs in as the payer). Neither signs in as the other's users.
const ACCOUNTS_PORT = PORT + 4;
// - users: the users journey suspends the seeded purchaser (whom the password-reset and payments
//   journeys sign in as) and deactivates users, which other journeys count.
const USERS_PORT = PORT + 5;
// The 2-step verification journey signs in with the program's mfaAtLogin on (DEMO_MFA_AT_LOGIN) and
// sets Acme's admin up with e-mail codes, which every other journey's sign-in would then meet.
const MFA_PORT = PORT + 7;
// Issue 14 (seller, developer, support and underwriting): their journeys create charges on Acme (XLSX
// import, seller API), add API keys and webhook endpoints, decide credit and open buyers' portals,
// which the other servers' journeys count: their own server.
const SELLER_PORT = PORT + 8;
// The seller screens' UI model tests sign in as the seller's users (the seller server's journeys'
// users); every request they drive is stubbed in the page.
const SELLER_UI_MODEL_TESTS = /model-tests\/ui\/(developers|disbursements|chargeUpload)\.spec\.ts$/;
const LANGUAGES_PORT = PORT + 9;
// Every demo integration's answer waits in the job queue until the journey releases it
// (DEMO_JOBS=manual; e2e/support/jobs.ts), through the job control JOB_CONTROL_OFFSET ports above
// the server: no journey races a demo delay.
// Work due at once (a released job, a new webhook) wakes the worker without a poll, and each server
// is one instance: a slow poll loses nothing. At 2 s, seven mostly idle servers' pollers (12 queues
// each, on PGlite) used ~1.5 s of CPU a minute each, beside the browsers.
const heldJobs = (port: number) => ({ DEMO_JOBS: 'manual', DEMO_JOBS_CONTROL_PORT: String(port + JOB_CONTROL_OFFSET), JOBS_POLL_MS: '10000' });
const onCI = Boolean(process.env.CI);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: TEST_CHROMIUM_LAUNCH,
};

// The real servers (`node scripts/start.mjs`), each on its own fresh temp data folder, a copy of the
// seeded test template made for this run and removed when the server stops, all started at once by
// ONE webServer entry (e2e/support/serve.ts): Playwright starts its entries one after another.
type ServerSpec = { name: string; port: number; env: Record<string, string> };
const realServer = (name: string, port: number, env: Record<string, string> = {}): ServerSpec => ({ name, port, env });
// Free in every layout above: the servers use PORT..PORT+9 and their job controls +10 of theirs.
const READY_PORT = PORT + 11;
// The highest: the last server's (PORT + 9) job control.
assertOutsideEphemeralRange(PORT, Math.max(READY_PORT, PORT + 9 + JOB_CONTROL_OFFSET), 'E2E_PORT');
const realServers = (servers: ServerSpec[]) => ({
  name: 'e2e servers',
  // exec: serve.ts is Playwright's own child, so it sees Playwright go (e2e/support/serve.ts, orphan watch).
  command: 'exec node --import tsx e2e/support/serve.ts',
  url: `http://127.0.0.1:${READY_PORT}/`,
  env: { E2E_SERVE: JSON.stringify({ readyPort: READY_PORT, servers }) },
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

const onlyServers = (servers: ServerSpec[]): ServerSpec[] => {
  const wanted = process.env.E2E_SERVERS?.split(',').map((name) => name.trim()).filter(Boolean);
  return wanted?.length ? servers.filter((server) => wanted.includes(server.name)) : servers;
};

export default defineConfig({
  // Hand-written journeys in e2e/ and the generated-path UI model tests in model-tests/ui/ (DESIGN "Tests").
  testDir: '.',
  testIgnore: ['**/node_modules/**', 'dist/**'],
  // Several runs share one work tree here: E2E_PORT + E2E_OUTPUT_DIR keep a second run apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  forbidOnly: onCI,
  // Three browsers at a time on the two cores: with two the machine stayed 12-15% idle through the
  // e2e step (a test waits for frames, the server, a released job); a third fills those waits
  // (clean clone, quiet machine, the whole suite: 536.7 s with two, 499.3 s with three, no failure).
  // More would only stretch each test toward its assertion timeouts.
  workers: 3,
  // Nothing waits on a wall-clock delay any more (held jobs): a failure is a failure.
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    // 15 s, not 10: a CI run at half speed (26 Nov) once needed over 10 s for a lazy screen's first
    // paint on a cold worker. A passing assertion returns as soon as it holds; only failures wait.
    timeout: 15_000,
    toHaveScreenshot: { animations: 'disabled' },
  },
  use: {
    // The app's service worker (public/sw.js) answers every asset request of every page load after
    // the first through its network-first cache, writing each answer into CacheStorage: work the
    // journeys test nothing by (measured side by side: 0.89 of the busy CPU, 0.94 of the wall time;
    // bench/README.md "Service worker in the tests"). e2e/service-worker.spec.ts tests the worker itself.
    // E2E_SERVICE_WORKERS=allow lets it run everywhere (bench/testServiceWorker.mjs compares the two).
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // E2E_SERVERS=e2e-seller,e2e (names as below) starts only those: a run of one journey need not wait for seven.
  webServer: realServers(onlyServers([
    // The apply and credit-increase journeys release the demo underwriting's held job
    // (DEMO_UNDERWRITING_MS set); without it staff decide (the staff journey's server).
    realServer('e2e', PORT, { ...heldJobs(PORT), DEMO_UNDERWRITING_MS: '0' }),
    realServer('e2e-acme-changes', ACME_CHANGES_PORT, { ...heldJobs(ACME_CHANGES_PORT), DEMO_UNDERWRITING_MS: '0' }),
    realServer('e2e-accounts', ACCOUNTS_PORT, heldJobs(ACCOUNTS_PORT)),
    realServer('e2e-users', USERS_PORT, heldJobs(USERS_PORT)),
    realServer('e2e-mfa', MFA_PORT, { ...heldJobs(MFA_PORT), DEMO_MFA_AT_LOGIN: 'true' }),
    // The developer journey's webhook listener runs on this machine (loopback): allowed only by this switch.
    realServer('e2e-seller', SELLER_PORT, { ...heldJobs(SELLER_PORT), WEBHOOK_ALLOW_LOCALHOST: 'true' }),
    realServer('e2e-languages', LANGUAGES_PORT, heldJobs(LANGUAGES_PORT)),
  ])),
  projects: [
    {
      name: 'chromium',
      testMatch: [/e2e\/.*\.spec\.ts$/, /model-tests\/ui\/.*\.(spec|test)\.ts$/],
      testIgnore: [/e2e\/credit-increase\.spec\.ts$/, /e2e\/bank-accounts\.spec\.ts$/, /e2e\/groups\.spec\.ts$/, /e2e\/company\.spec\.ts$/, /e2e\/users\.spec\.ts$/, /e2e\/password-reset\.spec\.ts$/, /e2e\/mfa\.spec\.ts$/, /e2e\/languages\.spec\.ts$/, /e2e\/seller-data\.spec\.ts$/, /e2e\/developers\.spec\.ts$/, /e2e\/staff\.spec\.ts$/, /model-tests\/ui\/editUser\.spec\.ts$/, /e2e\/seller-users\.spec\.ts$/, SELLER_UI_MODEL_TESTS],
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'acme-changes',
      testMatch: [/e2e\/bank-accounts\.spec\.ts$/, /e2e\/credit-increase\.spec\.ts$/, /e2e\/groups\.spec\.ts$/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${ACME_CHANGES_PORT}` },
    },
    {
      name: 'accounts',
      testMatch: [/e2e\/company\.spec\.ts$/, /e2e\/password-reset\.spec\.ts$/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${ACCOUNTS_PORT}` },
    },
    {
      name: 'users',
      // The editUser UI model test: the users screens' machine beside their journey. It writes nothing
      // (the user it edits and every request about it are stubbed), so the journey's users stay as seeded.
      testMatch: [/e2e\/users\.spec\.ts$/, /model-tests\/ui\/editUser\.spec\.ts$/],
      use: { ...chromium, baseURL: `http://127.0.0.1:${USERS_PORT}` },
    },
    {
      // Issue 15: every language, the header's choice saved for the administrator, the pseudo-locale.
      name: 'languages',
      testMatch: /e2e\/languages\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${LANGUAGES_PORT}` },
    },
    {
      name: 'mfa',
      testMatch: /e2e\/mfa\.spec\.ts$/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MFA_PORT}` },
    },
    {
      name: 'seller',
      testMatch: [/e2e\/seller-data\.spec\.ts$/, /e2e\/developers\.spec\.ts$/, /e2e\/staff\.spec\.ts$/, /e2e\/seller-users\.spec\.ts$/, SELLER_UI_MODEL_TESTS],
      use: { ...chromium, baseURL: `http://127.0.0.1:${SELLER_PORT}` },
    },
  ],
});
