import { z } from 'zod';

/**
 * `DEMO_UNDERWRITING_MS`: how long the demo underwriting takes to decide a credit-limit increase
 * request or an application (0 decides at once). Unset (or empty): the demo underwriting never acts
 * on its own and the underwriting staff decide in their console (issue 14; server/modules/underwriting).
 * Read from the environment when the server starts it. Spec 9 promises a response within 24 hours.
 */
const delaySchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000);

/** The demo underwriting's delay; null when `DEMO_UNDERWRITING_MS` is unset: staff decide. */
export function demoUnderwritingMs(env: Record<string, string | undefined> = process.env): number | null {
  const raw = env['DEMO_UNDERWRITING_MS'];
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = delaySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`DEMO_UNDERWRITING_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/**
 * `CREDIT_EXPIRY_CHECK_MS`: how often the server looks for temporary credit-limit increases whose
 * end date has passed (default 60000; 0 turns the periodic check off, the check at start still
 * runs). An increase ends at 00:00 UTC after its end date, so a minute late is the worst case.
 */
export const DEFAULT_EXPIRY_CHECK_MS = 60_000;

const intervalSchema = z.coerce.number().int().min(0).max(24 * 60 * 60 * 1000).default(DEFAULT_EXPIRY_CHECK_MS);

export function creditExpiryCheckMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = intervalSchema.safeParse(env['CREDIT_EXPIRY_CHECK_MS'] === '' ? undefined : env['CREDIT_EXPIRY_CHECK_MS']);
  if (!parsed.success) throw new Error(`CREDIT_EXPIRY_CHECK_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
