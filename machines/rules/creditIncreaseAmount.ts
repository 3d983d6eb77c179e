import { calendarDayNumber } from './instant';

/**
 * Spec 5 "Increments: the amount must be in increments of a currency amount" and the range 0..9e12
 * (spec 5, "likely an amount bound"); spec 3 "Credit limit increase request" (temporary or
 * permanent); spec 4 "Only one pending request is shown".
 *
 * Our choices: amounts are integer minor units of a spec 9 currency (all have 2 decimals). The
 * requested amount is the increase asked for, in whole steps of 100 major units (AUD, CAD, CHF,
 * EUR, GBP, NZD, USD) or 1,000 major units (DKK, MXN, PLN, SEK, whose units are worth roughly a
 * tenth as much); more than 0 and at most 9e12 major units. A temporary request needs a start and
 * an end date (YYYY-MM-DD), the end strictly after the start; a permanent request has no dates.
 */
export const CREDIT_CURRENCIES = ['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'MXN', 'NZD', 'PLN', 'SEK', 'USD'] as const;
export type CreditCurrency = (typeof CREDIT_CURRENCIES)[number];
export const MINOR_PER_MAJOR = 100;
export const CREDIT_AMOUNT_MAX_MAJOR = 9e12;
export const CREDIT_INCREASE_INCREMENT_MAJOR: Record<CreditCurrency, number> = {
  AUD: 100, CAD: 100, CHF: 100, EUR: 100, GBP: 100, NZD: 100, USD: 100,
  DKK: 1000, MXN: 1000, PLN: 1000, SEK: 1000,
};

export type CreditIncreaseType = 'temporary' | 'permanent';

export interface CreditIncreaseRequest {
  type: CreditIncreaseType;
  amountMinor: number;
  currency: string;
  /** Temporary requests only: first and last day of the higher limit. */
  startDate?: string | null;
  endDate?: string | null;
  reason?: string | null;
}

export type CreditAmountProblem = 'currencyNotSupported' | 'amountNotWholeMinorUnits' | 'amountNotPositive' | 'amountTooLarge' | 'amountNotInIncrements';
export type CreditIncreaseProblem = CreditAmountProblem | 'typeUnknown' | 'datesMissing' | 'dateInvalid' | 'endDateNotAfterStart' | 'datesOnPermanent' | 'anotherRequestPending';

export const CREDIT_INCREASE_PROBLEMS: Record<CreditIncreaseProblem, string> = {
  currencyNotSupported: `The currency must be one of ${CREDIT_CURRENCIES.join(', ')}.`,
  amountNotWholeMinorUnits: 'The amount must be a whole number of cents (minor units).',
  amountNotPositive: 'The amount must be more than zero.',
  amountTooLarge: 'The amount cannot exceed 9,000,000,000,000.',
  amountNotInIncrements: 'The amount must be in increments of 100 (1,000 for DKK, MXN, PLN and SEK).',
  typeUnknown: 'A request is either temporary or permanent.',
  datesMissing: 'A temporary increase needs a start date and an end date.',
  dateInvalid: 'Dates must be real calendar dates (YYYY-MM-DD).',
  endDateNotAfterStart: 'The start date must be before the end date.',
  datesOnPermanent: 'A permanent increase has no start or end date.',
  anotherRequestPending: 'Only one request can be pending: wait for underwriting to process the current one (about 24 hours).',
};

export function isCreditCurrency(value: unknown): value is CreditCurrency {
  return typeof value === 'string' && (CREDIT_CURRENCIES as readonly string[]).includes(value);
}

/** The increment of a currency, in minor units. */
export const incrementMinor = (currency: CreditCurrency) => CREDIT_INCREASE_INCREMENT_MAJOR[currency] * MINOR_PER_MAJOR;

/** What is wrong with an amount; empty when it is acceptable. */
export function creditIncreaseAmountProblems(amount: { amountMinor: unknown; currency: unknown }): CreditAmountProblem[] {
  const { amountMinor, currency } = amount;
  if (!isCreditCurrency(currency)) return ['currencyNotSupported'];
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor)) return ['amountNotWholeMinorUnits'];
  const problems: CreditAmountProblem[] = [];
  if (amountMinor <= 0) problems.push('amountNotPositive');
  if (amountMinor > CREDIT_AMOUNT_MAX_MAJOR * MINOR_PER_MAJOR) problems.push('amountTooLarge');
  if (amountMinor % incrementMinor(currency) !== 0) problems.push('amountNotInIncrements');
  return problems;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/** Every rule a credit-limit increase request breaks; empty when it may be submitted. */
export function creditIncreaseProblems(request: Partial<CreditIncreaseRequest>, facts: { hasPendingRequest: boolean }): CreditIncreaseProblem[] {
  const problems: CreditIncreaseProblem[] = [];
  if (facts.hasPendingRequest) problems.push('anotherRequestPending');
  problems.push(...creditIncreaseAmountProblems({ amountMinor: request.amountMinor, currency: request.currency }));
  if (request.type === 'permanent') {
    if (present(request.startDate) || present(request.endDate)) problems.push('datesOnPermanent');
  } else if (request.type === 'temporary') {
    if (!present(request.startDate) || !present(request.endDate)) problems.push('datesMissing');
    else {
      const start = calendarDayNumber(request.startDate);
      const end = calendarDayNumber(request.endDate);
      if (Number.isNaN(start) || Number.isNaN(end)) problems.push('dateInvalid');
      else if (end <= start) problems.push('endDateNotAfterStart');
    }
  } else problems.push('typeUnknown');
  return problems;
}
