import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import type { AppServices } from '../../http/services';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { queueWebhookDispatch } from '../webhooks/dispatch';
import { applyPreauthorizationEvent, type PreauthorizationRow } from './operations';

/**
 * Preauthorization expiry (spec 3 "expires", 4 Expired): a hold past its expiry time stops counting
 * against the buyer's available credit without waiting for the seller to try a capture. The
 * `preauthorization-expiry` job (one queued at a time across instances) moves every Preauthorized
 * hold whose expiry has passed on the server's clock to Expired through the preauthorization
 * machine (`preauthorization.expire`, guard isExpired), so each is an audit entry and therefore a
 * `preauthorization.updated` webhook event. Safe to run twice: a hold another run (or a capture)
 * already moved on is left alone.
 */
export const DEFAULT_PREAUTHORIZATION_EXPIRY_CHECK_MS = 60_000;

/** `PREAUTHORIZATION_EXPIRY_CHECK_MS`: how often the job runs (default a minute; 0 = only at start). */
export function preauthorizationExpiryCheckMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env['PREAUTHORIZATION_EXPIRY_CHECK_MS'];
  const parsed = z.coerce.number().int().min(0).max(86_400_000).default(DEFAULT_PREAUTHORIZATION_EXPIRY_CHECK_MS).safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error(`PREAUTHORIZATION_EXPIRY_CHECK_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** At most this many holds per run; the rest wait for the next run (a run stays one short job). */
const BATCH = 500;
const SERVER_ACTOR = { userId: null, role: null };

/** The ids of Preauthorized holds whose expiry is at or before `now` (a pre-selection: the machine's isExpired decides). */
export async function duePreauthorizationIds(db: Kysely<Database>, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('preauthorizations')
    .select('id')
    .where('status', '=', 'preauthorized')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Expires one hold under its row lock; null when it is no longer Preauthorized (captured, cancelled or expired meanwhile). */
export async function expirePreauthorization(db: Kysely<Database>, id: string, now: Date): Promise<PreauthorizationRow | null> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('preauthorizations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row || row.status !== 'preauthorized') return null;
      return applyPreauthorizationEvent(trx, SERVER_ACTOR, row, { type: 'preauthorization.expire', now: now.toISOString() }, now);
    }),
  );
}

/**
 * One expiry check at `now` (the server's clock unless a test gives the time): resolves with the ids it expired. A hold
 * that fails is logged and tried again at the next check. Webhook events are dispatched at once.
 */
export async function checkPreauthorizationExpiry(
  services: AppServices,
  log: (message: string) => void = (message) => console.warn(message),
  now: Date = services.now(),
): Promise<string[]> {
  const expired: string[] = [];
  for (const id of await duePreauthorizationIds(services.db, now)) {
    try {
      const row = await expirePreauthorization(services.db, id, now);
      if (row) expired.push(row.id);
    } catch (error) {
      log(`preauthorization expiry: could not expire ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (expired.length > 0) queueWebhookDispatch(services, 0, log);
  return expired;
}

/** One queued check at a time across instances (the job's singleton key). */
export const PREAUTHORIZATION_EXPIRY_KEY = 'check';

/** Queues the next check `delayMs` from now (a self-rescheduling job, like credit expiry). */
export function schedulePreauthorizationExpiryCheck(services: AppServices, delayMs: number, log: (message: string) => void): void {
  enqueueJob(services, QUEUES.preauthorizationExpiry, {}, { key: PREAUTHORIZATION_EXPIRY_KEY, runAt: new Date(services.now().getTime() + delayMs) }, log);
}

/** The `preauthorization-expiry` job: one check, then the next one queued. */
export async function runPreauthorizationExpiryCheck(services: AppServices, log: (message: string) => void): Promise<void> {
  await checkPreauthorizationExpiry(services, log);
  const intervalMs = preauthorizationExpiryCheckMs();
  if (intervalMs > 0) schedulePreauthorizationExpiryCheck(services, intervalMs, log);
}
