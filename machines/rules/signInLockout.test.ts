import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURE_MEMORY_MS,
  SIGN_IN_FIRST_DELAY_MS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MS,
  afterFailedSignIn,
  afterSuccessfulSignIn,
  isSignInDelayed,
  minutesUntilRetry,
  signInDelayMs,
  signInLockoutRule,
  type SignInAttemptState,
} from './signInLockout';

const T0 = new Date('2025-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const state = (failedSignIns: number, lastFailedAtMs: number | null): SignInAttemptState => ({
  failedSignIns,
  lastFailedAt: lastFailedAtMs === null ? null : at(lastFailedAtMs),
});

describe('signInDelayMs', () => {
  it.each<[number, number]>([
    [0, 0],
    [SIGN_IN_FREE_FAILURES, 0],
    [SIGN_IN_FREE_FAILURES + 1, 1 * MINUTE],
    [SIGN_IN_FREE_FAILURES + 2, 2 * MINUTE],
    [SIGN_IN_FREE_FAILURES + 3, 4 * MINUTE],
    [SIGN_IN_FREE_FAILURES + 4, 8 * MINUTE],
    [SIGN_IN_FREE_FAILURES + 5, 15 * MINUTE],
    [SIGN_IN_FREE_FAILURES + 50, SIGN_IN_MAX_DELAY_MS],
  ])('after %i wrong passwords in a row: wait %i ms', (failures, delay) => {
    expect(signInDelayMs(failures)).toBe(delay);
  });
});

describe('isSignInDelayed', () => {
  it.each<[string, SignInAttemptState, number, boolean]>([
    ['no failures', state(0, null), 0, false],
    ['five failures cost nothing', state(5, 0), 0, false],
    ['sixth failure: waits a minute', state(6, 0), SIGN_IN_FIRST_DELAY_MS - 1, true],
    ['exactly when the wait ends', state(6, 0), SIGN_IN_FIRST_DELAY_MS, false],
    ['seventh failure: still waiting after one minute', state(7, 0), SIGN_IN_FIRST_DELAY_MS, true],
  ])('%s -> %s', (_name, s, nowMs, expected) => {
    expect(isSignInDelayed(s, at(nowMs))).toBe(expected);
  });
});

describe('afterFailedSignIn', () => {
  it.each<[string, SignInAttemptState, number, SignInAttemptState]>([
    ['first failure', state(0, null), 0, state(1, 0)],
    ['counts on after a wait ended (progressive)', state(6, 0), 2 * MINUTE, state(7, 2 * MINUTE)],
    ['a count whose last failure is an hour old starts afresh', state(9, 0), SIGN_IN_FAILURE_MEMORY_MS, state(1, SIGN_IN_FAILURE_MEMORY_MS)],
  ])('%s', (_name, before, nowMs, expected) => {
    expect(afterFailedSignIn(before, at(nowMs))).toEqual(expected);
  });

  it(`makes the client wait from the ${SIGN_IN_FREE_FAILURES + 1}th failure in a row on`, () => {
    let s = afterSuccessfulSignIn();
    const delayedAfter: boolean[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 1; i++) {
      s = afterFailedSignIn(s, T0);
      delayedAfter.push(isSignInDelayed(s, T0));
    }
    expect(delayedAfter).toEqual([false, false, false, false, false, true]);
  });
});

describe('afterSuccessfulSignIn', () => {
  it('clears the count', () => {
    expect(afterSuccessfulSignIn()).toEqual(state(0, null));
  });
});

describe('minutesUntilRetry', () => {
  it.each<[string, SignInAttemptState, number, number]>([
    ['not delayed', state(2, 0), 0, 0],
    ['a one-minute wait', state(6, 0), 0, 1],
    ['a partial minute rounds up', state(8, 0), MINUTE + 1, 3],
    ['the longest wait', state(20, 0), 0, 15],
    ['after the wait: 0', state(6, 0), 2 * MINUTE, 0],
  ])('%s -> %i', (_name, s, nowMs, expected) => {
    expect(minutesUntilRetry(s, at(nowMs))).toBe(expected);
  });
});

it('describes itself in plain language with a spec reference', () => {
  expect(signInLockoutRule.description).toMatch(/unknown e-mails are treated the same/);
  expect(signInLockoutRule.meta.spec).toBe('8. Sign in');
});
