import { describe, expect, it } from 'vitest';
import { CREDIT_CURRENCIES, creditIncreaseAmountProblems, creditIncreaseProblems, incrementMinor } from './creditIncreaseAmount';
import type { CreditIncreaseRequest } from './creditIncreaseAmount';

describe('creditIncreaseAmountProblems', () => {
  it.each<[unknown, unknown, string[]]>([
    [10_000, 'USD', []],
    [500_000, 'EUR', []],
    [10_050, 'USD', ['amountNotInIncrements']],
    [9_900, 'GBP', ['amountNotInIncrements']],
    [100_000, 'SEK', []],
    [10_000, 'SEK', ['amountNotInIncrements']],
    [100_000, 'MXN', []],
    [0, 'USD', ['amountNotPositive']],
    [-10_000, 'USD', ['amountNotPositive']],
    [9e14, 'USD', []],
    [9e14 + 10_000, 'USD', ['amountTooLarge']],
    [9e14 + 1000_00, 'PLN', ['amountTooLarge']],
    [100.5, 'USD', ['amountNotWholeMinorUnits']],
    ['10000', 'USD', ['amountNotWholeMinorUnits']],
    [Number.NaN, 'USD', ['amountNotWholeMinorUnits']],
    [1e16, 'USD', ['amountNotWholeMinorUnits']],
    [10_000, 'SGD', ['currencyNotSupported']],
    [10_000, 'usd', ['currencyNotSupported']],
  ])('%s minor %s -> %j', (amountMinor, currency, expected) => {
    expect(creditIncreaseAmountProblems({ amountMinor, currency })).toEqual(expected);
  });

  it('every spec 9 currency has an increment of 100 or 1,000 major units', () => {
    for (const c of CREDIT_CURRENCIES) expect([10_000, 100_000]).toContain(incrementMinor(c));
  });
});

describe('creditIncreaseProblems', () => {
  const permanent: CreditIncreaseRequest = { type: 'permanent', amountMinor: 2_500_000, currency: 'USD' };
  const temporary: CreditIncreaseRequest = { type: 'temporary', amountMinor: 2_500_000, currency: 'USD', startDate: '2026-04-01', endDate: '2026-04-02' };
  it.each<[string, Partial<CreditIncreaseRequest>, boolean, string[]]>([
    ['permanent', permanent, false, []],
    ['temporary with end the day after start', temporary, false, []],
    ['another request pending', permanent, true, ['anotherRequestPending']],
    ['temporary ending on its start day', { ...temporary, endDate: '2026-04-01' }, false, ['endDateNotAfterStart']],
    ['temporary ending before it starts', { ...temporary, endDate: '2026-03-31' }, false, ['endDateNotAfterStart']],
    ['temporary without end', { ...temporary, endDate: null }, false, ['datesMissing']],
    ['temporary with 30 February', { ...temporary, endDate: '2026-02-30' }, false, ['dateInvalid']],
    ['permanent with dates', { ...permanent, startDate: '2026-04-01' }, false, ['datesOnPermanent']],
    ['no type', { amountMinor: 10_000, currency: 'USD' }, false, ['typeUnknown']],
    ['everything wrong', { type: 'temporary', amountMinor: 1, currency: 'USD' }, true, ['anotherRequestPending', 'amountNotInIncrements', 'datesMissing']],
  ])('%s', (_name, request, hasPendingRequest, expected) => {
    expect(creditIncreaseProblems(request, { hasPendingRequest })).toEqual(expected);
  });
});
