import { describe, expect, it } from 'vitest';
import { activationBuyerProblem } from './accountActivation';

describe('activationBuyerProblem', () => {
  it.each([
    ['active', null],
    ['pendingAccountSetup', null],
    ['pendingBankSetup', null],
    ['suspended', null],
    [null, null],
    ['pending', 'buyerNotReady'],
    ['declined', 'ineligible'],
    ['canceled', 'ineligible'],
    ['withdrawn', 'ineligible'],
  ] as const)('a buyer in %s -> %s', (status, problem) => {
    expect(activationBuyerProblem(status)).toBe(problem);
  });
});
