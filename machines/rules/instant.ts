/**
 * Time arrives in machines as data: ISO-8601 instants with an offset (`2026-03-01T09:00:00Z`) for
 * moments, `YYYY-MM-DD` strings for calendar dates. These helpers never read the clock.
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Epoch milliseconds of an ISO-8601 instant with an offset; NaN for anything else. */
export function instantMs(value: unknown): number {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return Number.NaN;
  return Date.parse(value);
}

/** Is `value` an ISO-8601 instant with an offset? */
export function isInstant(value: unknown): value is string {
  return !Number.isNaN(instantMs(value));
}

/** The instant `ms` milliseconds after `iso`, as a UTC ISO string; null when `iso` is not an instant. */
export function instantPlus(iso: string, ms: number): string | null {
  const at = instantMs(iso);
  return Number.isNaN(at) ? null : new Date(at + ms).toISOString();
}

/** Days since 1970-01-01 of a real `YYYY-MM-DD` calendar date; NaN for anything else (e.g. 2026-02-30). */
export function calendarDayNumber(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const m = CALENDAR_DATE.exec(value);
  if (!m) return Number.NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return Number.NaN;
  return ms / MS_PER_DAY;
}

/** Days since 1970-01-01 of the UTC calendar day an instant falls on; NaN when not an instant. */
export function utcDayNumberOf(iso: unknown): number {
  const at = instantMs(iso);
  return Number.isNaN(at) ? Number.NaN : Math.floor(at / MS_PER_DAY);
}
