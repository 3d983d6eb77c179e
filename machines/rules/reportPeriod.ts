/**
 * Reports (Account & Settings -> Reports, issue 13): the aging buckets and the statement period.
 * Pure: the server computes the reports with these, the Reports screen checks a chosen period with
 * the same function before asking (the server checks again). Dates are `YYYY-MM-DD` (UTC calendar
 * days); "today" always comes in as data.
 */

/** Aging buckets of what is still owed, by days past the due date. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The longest statement period, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366;

export type StatementPeriodProblem = 'invalidDate' | 'fromAfterTo' | 'toInFuture' | 'tooLong';

export const REPORT_RULES: Readonly<Record<StatementPeriodProblem | 'agingBucket', string>> = {
  invalidDate: 'The start and end of the statement are calendar dates.',
  fromAfterTo: 'The statement cannot start after it ends.',
  toInFuture: 'The statement cannot end after today.',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days.`,
  agingBucket:
    'An owed amount not yet past due is Current; past due, it is aged by the days since its due date: 1–30, 31–60, 61–90, over 90 (an invoice marked Past Due counts at least 1 day).',
};

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of each of the 12 months ending with today's (today itself for the current month), oldest first. */
export function lastTwelveMonthEnds(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const ends: string[] = [];
  for (let back = 11; back >= 1; back--) {
    // Day 0 of the next month is the last day of this one.
    ends.push(new Date(Date.UTC(year, month - back, 0)).toISOString().slice(0, 10));
  }
  ends.push(today);
  return ends;
}

/** The bucket of an owed amount: `pastDue` is the invoice list's rule (status Past Due or due before today). */
export function agingBucketOf(pastDue: boolean, dueDate: string, today: string): AgingBucket {
  if (!pastDue) return 'current';
  const days = Math.max(daysBetween(dueDate, today), 1);
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** Why a statement period cannot be shown; null when it can. */
export function statementPeriodProblem(period: { from: string; to: string }, today: string): StatementPeriodProblem | null {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'invalidDate';
  if (period.from > period.to) return 'fromAfterTo';
  if (period.to > today) return 'toInFuture';
  if (daysBetween(period.from, period.to) + 1 > STATEMENT_MAX_DAYS) return 'tooLong';
  return null;
}

/** The period the Reports screen starts with: the first day of the month three months back, to today. */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, month - 4, 1)).toISOString().slice(0, 10), to: today };
}
