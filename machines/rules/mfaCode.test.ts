import { describe, expect, it } from 'vitest';
import { isMfaCodeWellFormed } from './mfaCode';

describe('a security code is six digits', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(isMfaCodeWellFormed(code)).toBe(expected);
  });
});
