import { z } from 'zod';

/**
 * `DEMO_MANDATE_SETTLE_MS`: how long the demo bank takes to answer a new direct-debit mandate
 * (pending -> signed, failed, unsupported bank or cancelled). Default 10000; 0 answers at once.
 * Read from the environment when the server starts its mandate worker.
 */
export const DEFAULT_MANDATE_SETTLE_MS = 10_000;

const settleMsSchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_MANDATE_SETTLE_MS);

export function demoMandateSettleMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env['DEMO_MANDATE_SETTLE_MS'];
  const parsed = settleMsSchema.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error(`DEMO_MANDATE_SETTLE_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
