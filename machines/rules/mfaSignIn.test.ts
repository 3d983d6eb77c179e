import { describe, expect, it } from 'vitest';
import { isMfaTemporarilyDisabled, loginMfaDecision, maskMfaTarget, mfaDisabledUntil, rememberDeviceUntil } from './mfaSignIn';

const ON = { mfaEnabled: true, mfaAtLogin: true, mfaAtBuyerCreate: false, mfaRequired: false };
const NOW = new Date('2026-03-02T09:00:00Z');
const base = { config: ON, method: 'email', disabledUntil: null, deviceRemembered: false, now: NOW };

describe('the administrator\'s 30-minute MFA disable (spec 6, 9; time as data)', () => {
  const until = mfaDisabledUntil(NOW);
  it('ends 30 minutes after it was given', () => expect(until.toISOString()).toBe('2026-03-02T09:30:00.000Z'));
  it('holds one millisecond before the end and not at it', () => {
    expect(isMfaTemporarilyDisabled(until, '2026-03-02T09:29:59.999Z')).toBe(true);
    expect(isMfaTemporarilyDisabled(until, '2026-03-02T09:30:00.000Z')).toBe(false);
    expect(isMfaTemporarilyDisabled(null, NOW)).toBe(false);
  });
});

describe('does sign-in ask for a Login code (spec 6 scope rule)', () => {
  it.each([
    [{ config: { ...ON, mfaAtLogin: false } }, 'notRequired'],
    [{ config: { ...ON, mfaEnabled: false } }, 'notRequired'],
    [{ method: null }, 'noMethod'],
    [{ disabledUntil: '2026-03-02T09:30:00Z' }, 'disabledByAdministrator'],
    [{ disabledUntil: '2026-03-02T09:00:00Z' }, 'codeRequired'],
    [{ deviceRemembered: true }, 'rememberedDevice'],
    [{}, 'codeRequired'],
  ] as const)('%j -> %s', (change, decision) => {
    expect(loginMfaDecision({ ...base, ...change })).toBe(decision);
  });
});

describe('remember-this-device and masking', () => {
  it('keeps a device for the program\'s days; 0 days never', () => {
    expect(rememberDeviceUntil(NOW, 30)?.toISOString()).toBe('2026-04-01T09:00:00.000Z');
    expect(rememberDeviceUntil(NOW, 0)).toBeNull();
  });
  it('masks the target', () => {
    expect(maskMfaTarget('email', 'admin@acme.example')).toBe('a•••@acme.example');
    expect(maskMfaTarget('sms', '+1 415 555 0101')).toBe('•••• 0101');
  });
});
