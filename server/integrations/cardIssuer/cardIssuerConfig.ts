import { z } from 'zod';

/**
 * `DEMO_CARD_ISSUER_DELAY_MS`: how long the demo card issuer takes for each step of a card (create;
 * for a physical card also ship, then activate). Default 3000; 0 answers at once.
 * `DEMO_CARD_ISSUER_SECRET`: the secret from which the demo issuer derives card numbers (at least
 * 32 characters). Unset: derived from the session secret, so numbers survive restarts.
 */
export const DEFAULT_CARD_ISSUER_DELAY_MS = 3_000;

const delaySchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_CARD_ISSUER_DELAY_MS);
const secretSchema = z.string().min(32, 'DEMO_CARD_ISSUER_SECRET needs at least 32 characters').optional();

export function demoCardIssuerDelayMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = delaySchema.safeParse(env['DEMO_CARD_ISSUER_DELAY_MS'] === '' ? undefined : env['DEMO_CARD_ISSUER_DELAY_MS']);
  if (!parsed.success) throw new Error(`DEMO_CARD_ISSUER_DELAY_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

export function demoCardIssuerSecret(env: Record<string, string | undefined> = process.env): string | undefined {
  const parsed = secretSchema.safeParse(env['DEMO_CARD_ISSUER_SECRET'] || undefined);
  if (!parsed.success) throw new Error(`DEMO_CARD_ISSUER_SECRET: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
