import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_LOCK_MS,
  SIGN_IN_MAX_FAILURES,
  afterFailedSignIn,
  afterSuccessfulSignIn,
  isSignInLocked,
  minutesUntilUnlocked,
  type SignInAttemptState,
} from './signInLockout';

const T0 = new Date('2025-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const state = (failedSignIns: number, lockedUntilMs: number | null): SignInAttemptState => ({
  failedSignIns,
  lockedUntil: lockedUntilMs === null ? null : at(lockedUntilMs),
});

describe('isSignInLocked', () => {
  it.each<[string, SignInAttemptState, number, boolean]>([
    ['never locked', state(3, null), 0, false],
    ['locked, before the lock lifts', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS - 1, true],
    ['exactly when the lock lifts', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS, false],
    ['after the lock lifted', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS + 1, false],
  ])('%s -> %s', (_name, s, nowMs, expected) => {
    expect(isSignInLocked(s, at(nowMs))).toBe(expected);
  });
});

describe('afterFailedSignIn', () => {
  it.each<[string, SignInAttemptState, number, SignInAttemptState]>([
    ['first failure', state(0, null), 0, state(1, null)],
    ['fifth failure: not yet locked', state(4, null), 0, state(5, null)],
    ['sixth failure locks for 15 minutes', state(5, null), 0, state(6, SIGN_IN_LOCK_MS)],
    ['failure while locked extends from now', state(6, SIGN_IN_LOCK_MS), 60_000, state(7, 60_000 + SIGN_IN_LOCK_MS)],
    ['failure after the lock lapsed starts a fresh count', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS + 1, state(1, null)],
  ])('%s', (_name, before, nowMs, expected) => {
    expect(afterFailedSignIn(before, at(nowMs))).toEqual(expected);
  });

  it(`locks on exactly the ${SIGN_IN_MAX_FAILURES}th consecutive failure`, () => {
    let s = afterSuccessfulSignIn();
    const lockedAfter: boolean[] = [];
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      s = afterFailedSignIn(s, T0);
      lockedAfter.push(isSignInLocked(s, T0));
    }
    expect(lockedAfter).toEqual([false, false, false, false, false, true]);
  });
});

describe('afterSuccessfulSignIn', () => {
  it('resets the count and the lock', () => {
    expect(afterSuccessfulSignIn()).toEqual(state(0, null));
  });
});

describe('minutesUntilUnlocked', () => {
  it.each<[string, SignInAttemptState, number, number]>([
    ['not locked', state(2, null), 0, 0],
    ['full lock', state(6, SIGN_IN_LOCK_MS), 0, 15],
    ['partial minute rounds up', state(6, SIGN_IN_LOCK_MS), 60_000 + 1, 14],
    ['last seconds show 1', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS - 1000, 1],
    ['lapsed lock still shows at least 1', state(6, SIGN_IN_LOCK_MS), SIGN_IN_LOCK_MS + 60_000, 1],
  ])('%s -> %i', (_name, s, nowMs, expected) => {
    expect(minutesUntilUnlocked(s, at(nowMs))).toBe(expected);
  });
});
