// Facts the journeys rely on: the seeded demo users and the maintenance window given to the second
// server. Plain data, importable from playwright.config.ts as well as from the specs.

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const PROGRAM_NAME = 'Northwind Trade Credit';

/**
 * Demo users (seeded by the server on first start), one per journey that changes a user's state, so
 * the two workers never step on each other:
 * - admin: the sign-in/sign-out journey, the returnUrl journey and the API tests (concurrent sessions
 *   of one user must coexist; sign-out ends only its own session);
 * - purchaser: the keyboard-only journey;
 * - payer: one wrong password (far below the lockout threshold) and the payments journey (e2e/payments.spec.ts);
 * - groupadmin: the lockout journey, and nothing else signs in as it (it stays locked for the run);
 *   a retry of that journey (CI) locks developer@northwind.example instead (LOCKOUT_USERS).
 */
export const USERS = {
  admin: 'admin@acme.example',
  payer: 'payer@acme.example',
  purchaser: 'purchaser@acme.example',
  groupAdmin: 'groupadmin@acme.example',
} as const;

/** Users the lockout journey may lock, one per attempt (first run, then a CI retry). */
export const LOCKOUT_USERS = [USERS.groupAdmin, 'developer@northwind.example'] as const;

/** Interface texts that are the contract with the views (spec 8, sign-in errors). */
export const TEXT = {
  invalidCredentials: 'The email and/or password you entered are invalid',
  locked: /temporarily locked/i,
} as const;

function isoHour(offsetHours: number): string {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  d.setUTCHours(d.getUTCHours() + offsetHours);
  return d.toISOString();
}

/** The maintenance window of the second server: it started an hour ago and lasts a day. */
export const MAINTENANCE = {
  from: isoHour(-1),
  to: isoHour(23),
  email: 'service-desk@northwind.example',
} as const;

/**
 * The development job control of an e2e server (DEMO_JOBS=manual) listens this many ports above
 * the server's own port (playwright.config.ts sets DEMO_JOBS_CONTROL_PORT; e2e/support/jobs.ts calls it).
 */
export const JOB_CONTROL_OFFSET = 10;
