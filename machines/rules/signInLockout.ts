/**
 * Spec 8: "account temporarily locked after too many attempts". Ours: the sixth wrong password in a
 * row locks sign-in for 15 minutes; a correct password (when not locked) resets the count.
 */
export const SIGN_IN_MAX_FAILURES = 6;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

export interface SignInAttemptState {
  failedSignIns: number;
  lockedUntil: Date | null;
}

/** Is sign-in refused right now because of earlier wrong passwords? */
export function isSignInLocked(state: SignInAttemptState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The attempt state after one more wrong password. A lapsed lock starts a fresh count. */
export function afterFailedSignIn(state: SignInAttemptState, now: Date): SignInAttemptState {
  const lockLapsed = state.lockedUntil !== null && !isSignInLocked(state, now);
  const failedSignIns = (lockLapsed ? 0 : state.failedSignIns) + 1;
  const lockedUntil = failedSignIns >= SIGN_IN_MAX_FAILURES ? new Date(now.getTime() + SIGN_IN_LOCK_MS) : lockLapsed ? null : state.lockedUntil;
  return { failedSignIns, lockedUntil };
}

/** The attempt state after a correct password. */
export function afterSuccessfulSignIn(): SignInAttemptState {
  return { failedSignIns: 0, lockedUntil: null };
}

/** Whole minutes until the lock lifts (for the message), at least 1. */
export function minutesUntilUnlocked(state: SignInAttemptState, now: Date): number {
  if (!state.lockedUntil) return 0;
  return Math.max(1, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000));
}
