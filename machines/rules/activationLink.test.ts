import { describe, expect, it } from 'vitest';
import { activationLinkExpiry, canResendActivationLink, isActivationLinkExpired } from './activationLink';

describe('activation link rules', () => {
  it.each([
    ['2026-03-05T08:59:59.999Z', false],
    ['2026-03-05T09:00:00Z', true],
    ['nonsense', true],
  ])('expiring 2026-03-05T09:00Z, at %s expired = %s', (now, expected) => {
    expect(isActivationLinkExpired('2026-03-05T09:00:00Z', now)).toBe(expected);
  });

  it.each([
    ['pending', true], ['active', false], ['pendingAccountSetup', false], ['declined', false], ['withdrawn', false], [undefined, false],
  ])('buyer status %j -> resend %s', (status, expected) => {
    expect(canResendActivationLink(status)).toBe(expected);
  });

  it('a link lives 72 hours', () => {
    expect(activationLinkExpiry('2026-03-02T09:00:00Z')).toBe('2026-03-05T09:00:00.000Z');
  });
});
