import { describe, expect, it } from 'vitest';
import { underwritingDecisionProblems } from './underwritingDecision';

const asked = { amountMinor: 10_000_000, currency: 'USD', inIncrements: true };

describe('underwritingDecisionProblems', () => {
  it.each([
    [{ verdict: 'approve', amountMinor: null, reason: null }, []],
    [{ verdict: 'approve', amountMinor: 5_000_000, reason: null }, []],
    [{ verdict: 'approve', amountMinor: 10_000_000, reason: null }, []],
    [{ verdict: 'approve', amountMinor: 0, reason: null }, ['amountNotPositive']],
    [{ verdict: 'approve', amountMinor: -100, reason: null }, ['amountNotPositive']],
    [{ verdict: 'approve', amountMinor: 10_000_100, reason: null }, ['amountAboveRequested']],
    [{ verdict: 'approve', amountMinor: 5_000_050, reason: null }, ['amountNotInIncrements']],
    [{ verdict: 'decline', amountMinor: null, reason: 'pastDueBalance' }, []],
    [{ verdict: 'decline', amountMinor: null, reason: null }, ['reasonMissing']],
    [{ verdict: 'decline', amountMinor: null, reason: 'because' }, ['reasonMissing']],
  ] as const)('%j -> %j', (draft, problems) => {
    expect(underwritingDecisionProblems({ ...draft }, asked)).toEqual(problems);
  });

  it('applications are not held to increments', () => {
    expect(underwritingDecisionProblems({ verdict: 'approve', amountMinor: 5_000_050, reason: null }, { ...asked, inIncrements: false })).toEqual([]);
  });
});
