import { describe, expect, it } from 'vitest';
import { purchasePolicyProblems } from './purchasePolicy';

describe('buyer purchase policy max value', () => {
  it.each([
    [null, []],
    [1, []],
    [25_000_000, []],
    [25_000_001, ['exceedsCompanyLine']],
    [0, ['notPositive']],
    [-5, ['notPositive']],
    [10.5, ['notWholeAmount']],
  ] as const)('%j -> %j', (maxValueMinor, expected) => {
    expect(purchasePolicyProblems({ maxValueMinor, companyLineMinor: 25_000_000 })).toEqual(expected);
  });
});
