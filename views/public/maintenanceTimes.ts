import type { IntlShape } from 'react-intl';
import type { MaintenanceWindow } from '../../src/domain/pageConfig';

type Formatters = Pick<IntlShape, 'formatDate' | 'formatTime' | 'formatDateToParts'>;

/**
 * The values of `maintenance.message` in the user's locale and time zone: the start date, and start
 * and end as hours and minutes (the locale's short time style). An end on another day than the
 * start also names its date; the end carries the time-zone name so readers elsewhere are not misled.
 */
export function maintenanceTimes(window: MaintenanceWindow, intl: Formatters) {
  const from = new Date(window.from);
  const to = new Date(window.to);
  const sameDay = intl.formatDate(from, { dateStyle: 'short' }) === intl.formatDate(to, { dateStyle: 'short' });
  const zone = intl.formatDateToParts(to, { timeZoneName: 'short' }).find((part) => part.type === 'timeZoneName')?.value;
  const end = sameDay ? intl.formatTime(to, { timeStyle: 'short' }) : intl.formatDate(to, { dateStyle: 'long', timeStyle: 'short' });
  return {
    date: intl.formatDate(from, { dateStyle: 'long' }),
    startTime: intl.formatTime(from, { timeStyle: 'short' }),
    endTime: zone ? `${end} ${zone}` : end,
  };
}
