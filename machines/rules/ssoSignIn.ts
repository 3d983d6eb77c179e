import { instantMs, instantPlus } from './instant';

/**
 * Single sign-on rules (spec 2 SSO redirect rule, spec 8 "Single sign-on" errors). Our choices
 * where the spec is silent:
 * - A sign-in started at the portal must come back within 10 minutes (the state, nonce and PKCE
 *   verifier live that long); a later answer is refused ("Unable to sign in").
 * - The identity provider's e-mail is matched to the portal user (case-insensitive). Only an
 *   existing, active user of this program whose ssoStatus is Active may sign in by SSO; anyone
 *   else sees "sign-in mismatch" (the account lacks permission for the program). A password user
 *   does not become an SSO user because their company's provider knows their e-mail.
 * - "Onboarding already completed" answers an SSO sign-in that asked to return to an onboarding
 *   step (/onboarding, /welcome, /welcome-info, /sign-up) for a user already active: the user is
 *   offered a fresh sign-in instead of landing on a step they finished.
 */
export const SSO_TRANSACTION_TTL_MS = 10 * 60 * 1000;

/** When a sign-in started at `now` can no longer complete. */
export const ssoTransactionExpiry = (now: string) => instantPlus(now, SSO_TRANSACTION_TTL_MS);

/** Has the sign-in started before `expiresAt` run out of time at `now`? Unreadable times count as expired. */
export function isSsoTransactionExpired(expiresAt: string, now: unknown): boolean {
  const at = instantMs(now);
  const expires = instantMs(expiresAt);
  return Number.isNaN(at) || Number.isNaN(expires) || at >= expires;
}

/** What the server knows of the portal user the provider's e-mail names (null: no such user). */
export interface SsoAccountFacts {
  programId: string;
  /** userStatus machine status: pending, active, inactive, suspended, deleted. */
  status: string;
  ssoStatus: string;
}

export const SSO_ACCOUNT_PROBLEMS = {
  noAccount: 'The identity provider\'s e-mail is not a user of the portal.',
  otherProgram: 'The user belongs to another program.',
  notActive: 'The user is not active (pending activation, inactive, suspended or deactivated).',
  notSsoUser: 'The user signs in with a password, not with single sign-on (ssoStatus is not Active).',
} as const;
export type SsoAccountProblem = keyof typeof SSO_ACCOUNT_PROBLEMS;

/** Why this account may not sign in to `programId` by SSO; empty when it may. */
export function ssoAccountProblems(account: SsoAccountFacts | null, programId: string): SsoAccountProblem[] {
  if (account === null) return ['noAccount'];
  const problems: SsoAccountProblem[] = [];
  if (account.programId !== programId) problems.push('otherProgram');
  if (account.status !== 'active') problems.push('notActive');
  if (account.ssoStatus !== 'Active') problems.push('notSsoUser');
  return problems;
}

/** Onboarding steps of spec 2 (public /onboarding and /sign-up, semi-public /welcome and /welcome-info). */
const ONBOARDING_PATHS = ['/onboarding', '/welcome', '/welcome-info', '/sign-up'];

/** Does this return address ask for an onboarding step? */
export function isOnboardingReturnUrl(returnUrl: string): boolean {
  const path = returnUrl.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return ONBOARDING_PATHS.includes(trimmed);
}
