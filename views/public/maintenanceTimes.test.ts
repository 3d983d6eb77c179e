import { describe, expect, it } from 'vitest';
import { maintenanceTimes } from './maintenanceTimes';

// A stand-in for react-intl's formatters, pinned to a locale and to UTC.
const intlFor = (locale: string) => ({
  formatDate: (value: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(value),
  formatTime: (value: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(value),
  formatDateToParts: (value: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(value),
});

const window = { from: '2026-03-14T22:00:00Z', to: '2026-03-14T23:30:00Z', email: 'ops@example.com' };

describe('maintenanceTimes', () => {
  it('gives date and hours:minutes in the locale', () => {
    expect(maintenanceTimes(window, intlFor('en-US'))).toEqual({ date: 'March 14, 2026', startTime: '10:00 PM', endTime: '11:30 PM UTC' });
    expect(maintenanceTimes(window, intlFor('de-DE'))).toEqual({ date: '14. März 2026', startTime: '22:00', endTime: '23:30 UTC' });
  });

  it('pads hours where the locale does', () => {
    expect(maintenanceTimes({ ...window, from: '2026-03-14T04:00:00Z' }, intlFor('de-DE')).startTime).toBe('04:00');
  });

  it('names the end date when the window ends on another day', () => {
    expect(maintenanceTimes({ ...window, to: '2026-03-15T02:00:00Z' }, intlFor('en-US')).endTime).toBe('March 15, 2026 at 2:00 AM UTC');
  });
});
