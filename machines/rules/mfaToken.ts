import { instantMs } from './instant';
import { isTimeBasedScope } from './mfaScope';
import type { MfaScope } from './mfaScope';

/**
 * Spec 4 "MFA tokens": a token is usable only when Confirmed and not expired; BuyerCreate tokens are
 * time-based and stay after use with their use count increased; every other scope is single-use.
 *
 * Our choices (the spec gives no number):
 * - the 5th wrong code locks the token out; a new code must be requested (a 6-digit code then has a
 *   5-in-a-million chance of being guessed);
 * - a time-based token is used up after 10 uses even before it expires, so a leaked token cannot be
 *   replayed without bound (DESIGN: MFA codes are rate-limited).
 */
export const MFA_MAX_WRONG_CODES = 5;
export const MFA_TIME_BASED_MAX_USES = 10;

/** Has the token expired at `now`? The expiry instant itself counts as expired; unreadable times count as expired. */
export function isMfaTokenExpired(expiresAt: string, now: unknown): boolean {
  const at = instantMs(now);
  const expires = instantMs(expiresAt);
  return Number.isNaN(at) || Number.isNaN(expires) || at >= expires;
}

export type MfaUsabilityProblem = 'notConfirmed' | 'expired';
export const MFA_USABILITY_PROBLEMS: Record<MfaUsabilityProblem, string> = {
  notConfirmed: 'The code for this token has not been verified yet.',
  expired: 'The token has expired; a new code is needed.',
};

/** Why a token cannot be used at `now`; empty when it can. */
export function mfaUsabilityProblems(token: { confirmed: boolean; expiresAt: string }, now: unknown): MfaUsabilityProblem[] {
  const problems: MfaUsabilityProblem[] = [];
  if (!token.confirmed) problems.push('notConfirmed');
  if (isMfaTokenExpired(token.expiresAt, now)) problems.push('expired');
  return problems;
}

/** After this many uses the token is gone: one for single-use scopes, the cap for time-based ones. */
export function isMfaTokenUsedUp(token: { scope: MfaScope; uses: number }): boolean {
  return token.uses >= (isTimeBasedScope(token.scope) ? MFA_TIME_BASED_MAX_USES : 1);
}
