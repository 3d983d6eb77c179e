import { describe, expect, it } from 'vitest';
import { MFA_SCOPES, isCacheableScope, isMfaScope, isTimeBasedScope, scopeNeedsMfa } from './mfaScope';
import type { MfaScope, WhiteLabelMfaConfig } from './mfaScope';

const off: WhiteLabelMfaConfig = { mfaEnabled: false, mfaAtLogin: false, mfaAtBuyerCreate: false, mfaRequired: false };
const all: WhiteLabelMfaConfig = { mfaEnabled: true, mfaAtLogin: true, mfaAtBuyerCreate: true, mfaRequired: true };

describe('scopeNeedsMfa (spec 6)', () => {
  it.each<[MfaScope, Partial<WhiteLabelMfaConfig>, boolean]>([
    ['BuyerCreate', { mfaEnabled: true, mfaAtBuyerCreate: true }, true],
    ['BuyerCreate', { mfaEnabled: true, mfaAtLogin: true, mfaRequired: true }, false],
    ['BuyerCreate', { mfaAtBuyerCreate: true }, false],
    ['Login', { mfaEnabled: true, mfaAtLogin: true }, true],
    ['Login', { mfaEnabled: true, mfaRequired: true, mfaAtBuyerCreate: true }, false],
    ['Login', { mfaAtLogin: true }, false],
    ['OrderApproval', { mfaEnabled: true, mfaRequired: true }, true],
    ['PasswordReset', { mfaEnabled: true, mfaRequired: true }, true],
    ['RevealCardNumber', { mfaEnabled: true, mfaRequired: true }, true],
    ['RevealCardNumber', { mfaEnabled: true, mfaAtLogin: true }, false],
    ['OrderApproval', { mfaRequired: true }, false],
    ['Setup', { mfaEnabled: true }, true],
    ['Setup', {}, false],
  ])('%s with %j -> %s', (scope, switches, expected) => {
    expect(scopeNeedsMfa(scope, { ...off, ...switches })).toBe(expected);
  });

  it('with MFA off nothing needs a check; with every switch on everything does', () => {
    for (const scope of MFA_SCOPES) {
      expect(scopeNeedsMfa(scope, off)).toBe(false);
      expect(scopeNeedsMfa(scope, all)).toBe(true);
    }
  });

  it('only BuyerCreate is time-based, only Setup is never cached', () => {
    expect(MFA_SCOPES.filter(isTimeBasedScope)).toEqual(['BuyerCreate']);
    expect(MFA_SCOPES.filter((s) => !isCacheableScope(s))).toEqual(['Setup']);
    expect(isMfaScope('Login')).toBe(true);
    expect(isMfaScope('login')).toBe(false);
  });
});
