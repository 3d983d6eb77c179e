/**
 * When a temporary credit limit increase ends (spec 3 "Credit limit increase request": type
 * temporary, with a start and an end date). The end date is the last day the increase counts: it
 * ends at the start of the next calendar day on the server's clock (UTC), the same calendar the
 * portal uses for other dates (e.g. a mandate's signature date).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a temporary increase ending on `endDate` (YYYY-MM-DD) is over: the next day, 00:00 UTC. */
export function temporaryIncreaseEndsAt(endDate: string): Date {
  return new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS);
}

/** True for a temporary request whose end date has passed at `now` (an ISO instant). */
export function hasTemporaryIncreaseEnded(request: { type: string; endDate?: string | null } | null, now: string): boolean {
  if (!request || request.type !== 'temporary' || !request.endDate) return false;
  const ends = temporaryIncreaseEndsAt(request.endDate).getTime();
  const at = Date.parse(now);
  return Number.isFinite(ends) && Number.isFinite(at) && at >= ends;
}
