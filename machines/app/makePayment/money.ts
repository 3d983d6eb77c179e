import type { Money } from '../../../src/domain/money';

/**
 * Minor units <-> amounts as people type them (USD 12.34 is 1234 minor units; JPY has no minor
 * unit). Pure: the currency's digits come from the ISO 4217 data built into Intl.
 */
const digitsCache = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for USD and EUR). */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** 1234 USD minor units -> 12.34 (for formatting and number fields). */
export const toMajorUnits = (money: Money): number => money.amountMinor / 10 ** minorDigits(money.currency);

/** 12.34 -> 1234; NaN for a value that is not a finite number. Rounds away float noise (12.345 -> 1235 is not reached: fields allow the currency's digits). */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  return Math.round(amount * 10 ** minorDigits(currency));
}
