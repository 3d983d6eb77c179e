/** Calendar dates as 'YYYY-MM-DD' strings (the shape `date` columns have in JS), in UTC. */
const DAY_MS = 24 * 60 * 60 * 1000;

export function calendarDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return calendarDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Noon UTC of a calendar day: a stable timestamp for rows created "on" that day. */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function daysBefore(instant: Date, days: number): Date {
  return new Date(instant.getTime() - days * DAY_MS);
}
