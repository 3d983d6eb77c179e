import type { IntlShape } from 'react-intl';
import type { MaintenanceWindow } from '../../src/domain/pageConfig';

/**
 * The values of `maintenance.message` in the user's locale and time zone: the start date, and start
 * and end as hours and minutes. An end on another day than the start also names its date; the end
 * carries the time-zone name so readers in other zones are not misled.
 */
export function maintenanceTimes(window: MaintenanceWindow, intl: Pick<IntlShape, 'formatDate' | 'formatTime'>) {
  const from = new Date(window.from);
  const to = new Date(window.to);
  const sameDay = intl.formatDate(from, { dateStyle: 'short' }) === intl.formatDate(to, { dateStyle: 'short' });
  const hoursMinutes = { hour: 'numeric', minute: '2-digit' } as const;
  return {
    date: intl.formatDate(from, { dateStyle: 'long' }),
    startTime: intl.formatTime(from, hoursMinutes),
    endTime: sameDay
      ? intl.formatTime(to, { ...hoursMinutes, timeZoneName: 'short' })
      : intl.formatDate(to, { year: 'numeric', month: 'long', day: 'numeric', ...hoursMinutes, timeZoneName: 'short' }),
  };
}
