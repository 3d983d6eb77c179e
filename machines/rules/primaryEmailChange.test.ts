import { describe, expect, it } from 'vitest';
import { emailChangeProblems, isEmailAddress } from './primaryEmailChange';

describe('emailChangeProblems', () => {
  it.each<[unknown, string | null, boolean, string[]]>([
    ['new@acme.example', 'old@acme.example', false, []],
    [' New@Acme.Example ', 'old@acme.example', false, []],
    ['OLD@acme.example ', 'old@acme.example', false, ['sameAsCurrentEmail']],
    ['taken@acme.example', 'old@acme.example', true, ['emailAlreadyInUse']],
    ['new@acme.example', null, false, []],
    ['not-an-email', 'old@acme.example', false, ['emailInvalid']],
    ['a@b', 'old@acme.example', false, ['emailInvalid']],
    ['two words@acme.example', 'old@acme.example', false, ['emailInvalid']],
    [`${'a'.repeat(250)}@b.co`, 'old@acme.example', false, ['emailInvalid']],
    [undefined, 'old@acme.example', true, ['emailInvalid']],
  ])('%j (current %j, in use %s) -> %j', (newEmail, currentEmail, emailInUse, expected) => {
    expect(emailChangeProblems({ newEmail, currentEmail, emailInUse })).toEqual(expected);
  });

  it('adds anotherChangePending when a change is already waiting, whatever else is wrong', () => {
    expect(emailChangeProblems({ newEmail: 'new@acme.example', currentEmail: 'old@acme.example', emailInUse: false, hasPendingChange: true })).toEqual(['anotherChangePending']);
    expect(emailChangeProblems({ newEmail: 'nope', currentEmail: 'old@acme.example', emailInUse: false, hasPendingChange: true })).toEqual(['emailInvalid', 'anotherChangePending']);
  });

  it('accepts an address of exactly 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(248)}@b.com`)).toBe(true);
  });
});
