import { describe, expect, it } from 'vitest';
import { isPlausiblePhoneNumber, mobilePhoneProblem, normalisePhoneNumber, toE164 } from './phoneNumber';

describe('phone numbers (spec 5 "Phone number is invalid.", libphonenumber-js)', () => {
  it.each(['+1 415 555 0101', '+49 (30) 1234-5678', '+44 20 7946 0958', '+44.20.7946.0958', '(415) 555-0101'])('accepts %s', (text) => {
    expect(isPlausiblePhoneNumber(text)).toBe(true);
  });
  it.each(['', 'abc', '+0 123 4567', '12345', '+1 415 555 0101 999999', '+1-800-FLOWERS', '+44 7700 900123'])('refuses %j', (text) => {
    expect(isPlausiblePhoneNumber(text)).toBe(false);
  });
  it('reads a national number in the given country', () => {
    expect(isPlausiblePhoneNumber('030 12345678', 'DE')).toBe(true);
    expect(toE164('030 12345678', 'DE')).toBe('+493012345678');
    expect(toE164('not a number')).toBeNull();
  });
  it('keeps + and digits only', () => {
    expect(normalisePhoneNumber(' +1 (415) 555-0101 ')).toBe('+14155550101');
  });
});

describe('numbers for SMS codes (spec 8 "Security setup")', () => {
  it.each([
    ['+49 151 23456789', null],
    ['+1 415 555 0101', null], // NANP: mobile and fixed line share ranges
    ['+49 30 12345678', 'notMobile'],
    ['+44 20 7946 0958', 'notMobile'],
    ['+49 151', 'invalidPhone'],
    ['', 'invalidPhone'],
  ] as const)('%s -> %s', (text, problem) => {
    expect(mobilePhoneProblem(text)).toBe(problem);
  });
});
