import { MS_PER_HOUR, instantMs } from './instant';

/**
 * Spec 4 and 9: underwriting answers a credit-limit request within about 24 hours; a primary e-mail
 * change is decided within 48 hours. Past the window a screen may show the request as overdue; the
 * window never changes what is allowed.
 */
export const CREDIT_INCREASE_DECISION_MS = 24 * MS_PER_HOUR;
export const PRIMARY_EMAIL_DECISION_MS = 48 * MS_PER_HOUR;

/** Has the decision window passed at `now` (the window's end itself counts as overdue)? */
export function isDecisionOverdue(submittedAt: string | null, now: unknown, windowMs: number): boolean {
  const submitted = instantMs(submittedAt);
  const at = instantMs(now);
  return !Number.isNaN(submitted) && !Number.isNaN(at) && at - submitted >= windowMs;
}
