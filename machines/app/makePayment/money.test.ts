import { describe, expect, it } from 'vitest';
import { minorDigits, toMajorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('knows the minor digits of a currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });
  it('converts both ways without float noise', () => {
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMajorUnits({ amountMinor: 1234, currency: 'USD' })).toBe(12.34);
    expect(toMinorUnits(Number.NaN, 'USD')).toBeNaN();
  });
});
