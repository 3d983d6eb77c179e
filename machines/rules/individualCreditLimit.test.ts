import { describe, expect, it } from 'vitest';
import {
  effectiveIndividualLimit, individualLimitCeiling, individualLimitProblems, purchasesBlocked, requiredProblems,
} from './individualCreditLimit';

describe('individual credit limit (spec 5)', () => {
  const line = 25_000_000;
  it.each([
    [null, null, []],
    [5_000_000, null, []],
    [line, null, []],
    [line + 1, null, ['exceedsCompanyLine']],
    [5_000_000, 5_000_000, []],
    [5_000_001, 5_000_000, ['exceedsInviterLimit']],
    [line + 1, 5_000_000, ['exceedsInviterLimit', 'exceedsCompanyLine']],
    [-1, null, ['negative']],
    [1.5, null, ['notWholeAmount']],
  ] as const)('limit %j with inviter limit %j -> %j', (requestedMinor, inviterLimitMinor, expected) => {
    expect(individualLimitProblems({ requestedMinor, inviterLimitMinor, companyLineMinor: line })).toEqual(expected);
  });

  it('left blank, the user gets the inviter’s limit; clearing it is refused when the inviter has one', () => {
    expect(effectiveIndividualLimit({ requestedMinor: null, inviterLimitMinor: 700 })).toBe(700);
    expect(effectiveIndividualLimit({ requestedMinor: 500, inviterLimitMinor: 700 })).toBe(500);
    expect(effectiveIndividualLimit({ requestedMinor: null, inviterLimitMinor: null })).toBeNull();
    expect(requiredProblems({ requestedMinor: null, inviterLimitMinor: 700 })).toEqual(['requiredByInviter']);
    expect(requiredProblems({ requestedMinor: null, inviterLimitMinor: null })).toEqual([]);
  });

  it('the ceiling is the lower of the inviter’s limit and the company line', () => {
    expect(individualLimitCeiling({ inviterLimitMinor: null, companyLineMinor: line })).toBe(line);
    expect(individualLimitCeiling({ inviterLimitMinor: 700, companyLineMinor: line })).toBe(700);
    expect(individualLimitCeiling({ inviterLimitMinor: line + 5, companyLineMinor: line })).toBe(line);
  });

  it('a limit below open charges blocks purchases', () => {
    expect(purchasesBlocked({ limitMinor: 999, openChargesMinor: 1000 })).toBe(true);
    expect(purchasesBlocked({ limitMinor: 1000, openChargesMinor: 1000 })).toBe(false);
    expect(purchasesBlocked({ limitMinor: null, openChargesMinor: 1000 })).toBe(false);
  });
});
