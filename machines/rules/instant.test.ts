import { describe, expect, it } from 'vitest';
import { calendarDayNumber, instantMs, instantPlus, isInstant, utcDayNumberOf } from './instant';

describe('instant helpers', () => {
  it.each([
    ['2026-03-02T09:00:00Z', Date.UTC(2026, 2, 2, 9)],
    ['2026-03-02T10:00:00+01:00', Date.UTC(2026, 2, 2, 9)],
    ['2026-03-02T09:00Z', Date.UTC(2026, 2, 2, 9)],
    ['2026-03-02T09:00:00.250Z', Date.UTC(2026, 2, 2, 9) + 250],
  ])('instantMs(%s)', (iso, ms) => {
    expect(instantMs(iso)).toBe(ms);
    expect(isInstant(iso)).toBe(true);
  });

  it.each(['2026-03-02', '2026-03-02T09:00:00', 'Mon, 02 Mar 2026 09:00:00 GMT', '', null, 1700000000000])('rejects %j (no offset or not ISO)', (value) => {
    expect(Number.isNaN(instantMs(value))).toBe(true);
  });

  it('adds milliseconds', () => {
    expect(instantPlus('2026-03-02T23:59:00Z', 60_000)).toBe('2026-03-03T00:00:00.000Z');
    expect(instantPlus('soon', 1)).toBeNull();
  });

  it.each([
    ['1970-01-01', 0],
    ['2026-01-01', 20454],
    ['2024-02-29', 19782],
  ])('calendarDayNumber(%s) = %d', (date, day) => {
    expect(calendarDayNumber(date)).toBe(day);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-1', '20260101', undefined])('calendarDayNumber rejects %j', (value) => {
    expect(Number.isNaN(calendarDayNumber(value))).toBe(true);
  });

  it('utcDayNumberOf takes the UTC calendar day', () => {
    expect(utcDayNumberOf('2026-01-01T23:59:59Z')).toBe(20454);
    expect(utcDayNumberOf('2026-01-02T00:30:00+01:00')).toBe(20454);
    expect(Number.isNaN(utcDayNumberOf('x'))).toBe(true);
  });
});
