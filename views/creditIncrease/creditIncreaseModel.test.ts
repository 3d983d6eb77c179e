import { describe, expect, it } from 'vitest';
import { creditIncreaseFieldMessages, emptyCreditIncreaseForm, toCreditIncreaseInput } from './creditIncreaseModel';

describe('Increase Credit form: the rule of machines/rules/creditIncreaseAmount.ts, mapped to fields', () => {
  it('accepts a permanent increase in whole 100s and sends minor units without dates', () => {
    const values = { ...emptyCreditIncreaseForm, amount: 10_000, reason: '  Seasonal stock ' };
    expect(creditIncreaseFieldMessages(values, 'USD')).toBeUndefined();
    expect(toCreditIncreaseInput({ ...values, startDate: '2026-12-01' }, 'USD')).toEqual({ type: 'permanent', amountMinor: 1_000_000, startDate: null, endDate: null, reason: 'Seasonal stock' });
  });

  it('names the field and the rule for each problem', () => {
    expect(creditIncreaseFieldMessages(emptyCreditIncreaseForm, 'USD')).toEqual({ amount: { id: 'form.required' } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 10_050 }, 'USD')).toEqual({ amount: { id: 'creditIncrease.problem.amountNotInIncrements', values: { increment: 100 } } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 1_500 }, 'SEK')?.['amount']).toEqual({ id: 'creditIncrease.problem.amountNotInIncrements', values: { increment: 1000 } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 0 }, 'USD')?.['amount']?.id).toBe('creditIncrease.problem.amountNotPositive');
    const temporary = { ...emptyCreditIncreaseForm, type: 'temporary' as const, amount: 10_000 };
    expect(creditIncreaseFieldMessages(temporary, 'USD')).toEqual({ startDate: { id: 'creditIncrease.problem.datesMissing' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01' }, 'USD')).toEqual({ endDate: { id: 'creditIncrease.problem.datesMissing' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01', endDate: '2026-12-01' }, 'USD')).toEqual({ endDate: { id: 'creditIncrease.problem.endDateNotAfterStart' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01', endDate: '2026-12-31' }, 'USD')).toBeUndefined();
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 100, reason: 'x'.repeat(501) }, 'USD')).toEqual({ reason: { id: 'form.maxLength', values: { maxLength: 500 } } });
  });
});
