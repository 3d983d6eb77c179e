import { describe, expect, it } from 'vitest';
import { MFA_TIME_BASED_MAX_USES, isMfaTokenExpired, isMfaTokenUsedUp, mfaUsabilityProblems } from './mfaToken';

const EXPIRES = '2026-03-02T09:10:00Z';

describe('isMfaTokenExpired', () => {
  it.each([
    ['2026-03-02T09:09:59.999Z', false],
    ['2026-03-02T09:10:00Z', true],
    ['2026-03-02T10:10:00+01:00', true],
    ['2026-03-02T10:09:59+01:00', false],
    ['not a time', true],
    [undefined, true],
  ])('at %j -> %s', (now, expected) => {
    expect(isMfaTokenExpired(EXPIRES, now)).toBe(expected);
  });
});

describe('mfaUsabilityProblems', () => {
  it.each([
    [true, '2026-03-02T09:00:00Z', []],
    [false, '2026-03-02T09:00:00Z', ['notConfirmed']],
    [true, EXPIRES, ['expired']],
    [false, EXPIRES, ['notConfirmed', 'expired']],
  ] as const)('confirmed=%s at %s -> %j', (confirmed, now, expected) => {
    expect(mfaUsabilityProblems({ confirmed, expiresAt: EXPIRES }, now)).toEqual(expected);
  });
});

describe('isMfaTokenUsedUp', () => {
  it.each([
    ['Login', 0, false], ['Login', 1, true], ['Setup', 1, true],
    ['BuyerCreate', 1, false], ['BuyerCreate', MFA_TIME_BASED_MAX_USES - 1, false], ['BuyerCreate', MFA_TIME_BASED_MAX_USES, true],
  ] as const)('%s after %d uses -> %s', (scope, uses, expected) => {
    expect(isMfaTokenUsedUp({ scope, uses })).toBe(expected);
  });
});
