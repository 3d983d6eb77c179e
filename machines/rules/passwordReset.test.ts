import { describe, expect, it } from 'vitest';
import { isPasswordResetAllowedForBuyer, PASSWORD_RESET_LINK_TTL_MS, resetLinkProblem } from './passwordReset';

describe('password reset rules', () => {
  it('refuses users of a pending buyer only (spec 8)', () => {
    expect(isPasswordResetAllowedForBuyer('pending')).toBe(false);
    expect(isPasswordResetAllowedForBuyer('active')).toBe(true);
    expect(isPasswordResetAllowedForBuyer('suspended')).toBe(true);
    expect(isPasswordResetAllowedForBuyer(null)).toBe(true);
  });

  const issued = new Date('2026-11-20T10:00:00Z');
  const link: { expiresAt: Date; usedAt: Date | null; supersededAt: Date | null } = { expiresAt: new Date(issued.getTime() + PASSWORD_RESET_LINK_TTL_MS), usedAt: null, supersededAt: null };
  it.each<[string, Partial<typeof link>, number, string | null]>([
    ['a fresh link', {}, 0, null],
    ['one millisecond before expiry', {}, PASSWORD_RESET_LINK_TTL_MS - 1, null],
    ['at expiry', {}, PASSWORD_RESET_LINK_TTL_MS, 'expired'],
    ['a used link (even when also expired)', { usedAt: issued }, PASSWORD_RESET_LINK_TTL_MS, 'used'],
    ['a replaced link', { supersededAt: issued }, 0, 'replaced'],
  ])('%s', (_name, change, elapsed, expected) => {
    expect(resetLinkProblem({ ...link, ...change }, new Date(issued.getTime() + elapsed))).toBe(expected);
  });
});
