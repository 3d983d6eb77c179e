import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';
import { failedPasswordRules } from './password';

describe('isCommonPassword', () => {
  it.each(['password', 'Password1!', 'P@ssw0rd', 'P@ssw0rd2024!', 'Welcome2024!', 'Qwerty123$', '!!Summer2025!!', 'L3tm3in!'])('%j is common', (candidate) => {
    expect(isCommonPassword(candidate)).toBe(true);
  });
  it.each(['Demo-Passw0rd!', 'Blue-Harbor-72!', 'Quiet river 9#', 'Zebra%Lantern8'])('%j is not common', (candidate) => {
    expect(isCommonPassword(candidate)).toBe(false);
  });
  it('is one of the password rules, listed before "recently used"', () => {
    expect(failedPasswordRules('Password1!')).toEqual(['notCommon']);
    expect(failedPasswordRules('Password1!', [true])).toEqual(['notCommon', 'notRecentlyUsed']);
    expect(failedPasswordRules('Blue-Harbor-72!')).toEqual([]);
  });
});
