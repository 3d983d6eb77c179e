import { describe, expect, it } from 'vitest';
import { basisPointsOf, feePercentOf, paymentFigures, payoutTotals } from './payoutMath';

describe('payout arithmetic (minor units)', () => {
  it('rounds a fee half up to the cent', () => {
    expect(basisPointsOf(10_000, 250)).toBe(250);
    expect(basisPointsOf(1_002, 250)).toBe(25); // 25.05 -> 25
    expect(basisPointsOf(1_020, 250)).toBe(26); // 25.5 -> 26
    expect(basisPointsOf(0, 250)).toBe(0);
  });

  it('stays exact beyond the float range of amount × basis points', () => {
    // 900,000,000,000,000 × 9,999 exceeds 2^53; BigInt keeps every digit.
    expect(basisPointsOf(900_000_000_000_000, 9_999)).toBe(899_910_000_000_000);
  });

  it('refuses negative amounts and basis points outside 0..10,000', () => {
    expect(() => basisPointsOf(-1, 250)).toThrow(RangeError);
    expect(() => basisPointsOf(100, 10_001)).toThrow(RangeError);
  });

  it('charges tax on the fee and pays out the rest; a payout is the sum of its payments', () => {
    const a = paymentFigures(125_050, { feeBasisPoints: 250, taxBasisPoints: 1_000 });
    expect(a).toEqual({ amountMinor: 125_050, feeMinor: 3_126, taxMinor: 313 });
    const b = paymentFigures(9_900, { feeBasisPoints: 250, taxBasisPoints: 1_000 });
    expect(payoutTotals([{ ...a, orders: 2 }, { ...b, orders: 1 }])).toEqual({
      amountPaidMinor: 134_950, feeWithheldMinor: 3_126 + 248, taxMinor: 313 + 25, totalMinor: 134_950 - 3_374 - 338, totalOrders: 3,
    });
    expect(payoutTotals([])).toEqual({ amountPaidMinor: 0, feeWithheldMinor: 0, taxMinor: 0, totalMinor: 0, totalOrders: 0 });
  });

  it('shows the fee percent with two decimals', () => {
    expect(feePercentOf(250)).toBe('2.50');
    expect(feePercentOf(1)).toBe('0.01');
  });
});
