import { z } from 'zod';

/**
 * `DEMO_BANK_SETTLE_MS`: how long the demo bank takes to post or reject a payment (default 8000;
 * 0 answers at once). Read from the environment when the server starts its bank.
 */
export const DEFAULT_SETTLE_MS = 8_000;

const settleMsSchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_SETTLE_MS);

export function demoBankSettleMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = settleMsSchema.safeParse(env['DEMO_BANK_SETTLE_MS'] === '' ? undefined : env['DEMO_BANK_SETTLE_MS']);
  if (!parsed.success) throw new Error(`DEMO_BANK_SETTLE_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
