/**
 * Spec 8: "account temporarily locked after too many attempts". Ours, so that a stranger can
 * neither guess a password quickly nor lock a real user out:
 *
 * - Wrong passwords are counted per e-mail address AND client address, for known and unknown
 *   e-mails alike (the answer never tells whether an account exists). The first
 *   SIGN_IN_FREE_FAILURES cost nothing; each further one makes that client wait before its next
 *   attempt at that e-mail: 1 minute, then 2, 4, 8, at most SIGN_IN_MAX_DELAY_MS (progressive
 *   delay). While it waits, even the right password is refused. Another client (the real user at
 *   their own address) is not affected.
 * - A count is forgotten SIGN_IN_FAILURE_MEMORY_MS after its last wrong password, and cleared by a
 *   correct one.
 * - One client address may fail at most SIGN_IN_ADDRESS_MAX_FAILURES times per
 *   SIGN_IN_ADDRESS_WINDOW_MS across all e-mails (password spraying); then it is refused.
 */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_MS = 60 * 1000;
export const SIGN_IN_MAX_DELAY_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURE_MEMORY_MS = 60 * 60 * 1000;
export const SIGN_IN_ADDRESS_MAX_FAILURES = 20;
export const SIGN_IN_ADDRESS_WINDOW_MS = 10 * 60 * 1000;

export const signInLockoutRule = {
  description:
    'After five wrong passwords for one e-mail from one client address, that client waits before its next try: 1 minute, then 2, 4, 8, at most 15 minutes; unknown e-mails are treated the same. One client address may fail 20 times in 10 minutes across all e-mails.',
  meta: { spec: '8. Sign in' },
} as const;

export interface SignInAttemptState {
  failedSignIns: number;
  lastFailedAt: Date | null;
}

export const NO_FAILED_SIGN_INS: SignInAttemptState = { failedSignIns: 0, lastFailedAt: null };

/** How long a client waits after its `failedSignIns`-th wrong password in a row (0: not at all). */
export function signInDelayMs(failedSignIns: number): number {
  if (failedSignIns <= SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, SIGN_IN_FIRST_DELAY_MS * 2 ** (failedSignIns - SIGN_IN_FREE_FAILURES - 1));
}

/** When the next attempt is allowed, or null when it is allowed now. */
export function nextSignInAllowedAt(state: SignInAttemptState, now: Date): Date | null {
  if (!state.lastFailedAt) return null;
  const allowedAt = state.lastFailedAt.getTime() + signInDelayMs(state.failedSignIns);
  return allowedAt > now.getTime() ? new Date(allowedAt) : null;
}

/** Is this client refused right now because of its earlier wrong passwords? */
export function isSignInDelayed(state: SignInAttemptState, now: Date): boolean {
  return nextSignInAllowedAt(state, now) !== null;
}

/** The attempt state after one more wrong password. A count whose last failure is old starts afresh. */
export function afterFailedSignIn(state: SignInAttemptState, now: Date): SignInAttemptState {
  const forgotten = state.lastFailedAt === null || now.getTime() - state.lastFailedAt.getTime() >= SIGN_IN_FAILURE_MEMORY_MS;
  return { failedSignIns: (forgotten ? 0 : state.failedSignIns) + 1, lastFailedAt: now };
}

/** The attempt state after a correct password. */
export function afterSuccessfulSignIn(): SignInAttemptState {
  return NO_FAILED_SIGN_INS;
}

/** Whole minutes until the next attempt is allowed (for the message), at least 1 while delayed. */
export function minutesUntilRetry(state: SignInAttemptState, now: Date): number {
  const allowedAt = nextSignInAllowedAt(state, now);
  if (!allowedAt) return 0;
  return Math.max(1, Math.ceil((allowedAt.getTime() - now.getTime()) / 60_000));
}
