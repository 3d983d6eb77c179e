import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toMajorUnits } from '../../machines/app/makePayment/money';
import type { Money } from '../../src/domain/money';

/** Formats integer minor units as currency in the user's locale (USD 123456 -> $1,234.56). */
export function useFormatMoney(): (money: Money) => string {
  const intl = useIntl();
  return useCallback((money: Money) => intl.formatNumber(toMajorUnits(money), { style: 'currency', currency: money.currency }), [intl]);
}

/** Formats a calendar date (`YYYY-MM-DD`, no time zone) in the user's locale. */
export function useFormatDate(): (date: string) => string {
  const intl = useIntl();
  return useCallback((date: string) => intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }), [intl]);
}

/** Formats an instant (ISO date-time) as date and time in the user's locale and time zone. */
export function useFormatDateTime(): (instant: string) => string {
  const intl = useIntl();
  return useCallback((instant: string) => intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
}

/**
 * A money field's typed amount (major units; undefined when blank) in the minor units the machines
 * keep, and back: a unit conversion, not a rule.
 */
export const toMinor = (major: number | undefined): number | null => (major === undefined || !Number.isFinite(major) ? null : Math.round(major * 100));
export const toMajor = (minor: number | null | undefined): number | undefined => (minor === null || minor === undefined ? undefined : minor / 100);
