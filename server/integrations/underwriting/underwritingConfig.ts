import { z } from 'zod';

/**
 * `DEMO_UNDERWRITING_MS`: how long the demo underwriting takes to decide a credit-limit increase
 * request (default 15000; 0 decides at once). Read from the environment when the server starts it.
 * Spec 9 promises a response within 24 hours; a demo should not make anyone wait that long.
 */
export const DEFAULT_UNDERWRITING_MS = 15_000;

const delaySchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_UNDERWRITING_MS);

export function demoUnderwritingMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = delaySchema.safeParse(env['DEMO_UNDERWRITING_MS'] === '' ? undefined : env['DEMO_UNDERWRITING_MS']);
  if (!parsed.success) throw new Error(`DEMO_UNDERWRITING_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
