import { describe, expect, it } from 'vitest';
import { isPlausiblePhoneNumber, normalisePhoneNumber } from './phoneNumber';

describe('phone numbers (spec 5 "Phone number is invalid.")', () => {
  it.each(['+1 415 555 0101', '+49 (30) 1234-5678', '020 7946 0958', '+44.20.7946.0958'])('accepts %s', (text) => {
    expect(isPlausiblePhoneNumber(text)).toBe(true);
  });
  it.each(['', 'abc', '+0 123 4567', '12345', '+1 415 555 0101 999999', '+1-800-FLOWERS'])('refuses %j', (text) => {
    expect(isPlausiblePhoneNumber(text)).toBe(false);
  });
  it('keeps + and digits only', () => {
    expect(normalisePhoneNumber(' +1 (415) 555-0101 ')).toBe('+14155550101');
  });
});
