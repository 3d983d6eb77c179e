import type { Kysely, Transaction } from 'kysely';
import { portalError } from '../graphql/errors';
import type { Database } from './schema';
import { sqlStateOf, withRetry } from './withRetry';

/** unique_violation: a concurrent twin stored the same key first. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A stored create-style request: its row keeps the fingerprint of what was asked (null on rows older than the column). */
export interface FingerprintedRow {
  request_fingerprint: string | null;
}

export interface IdempotentRequestSteps<Row extends FingerprintedRow, Locked> {
  /** What makes two calls "the same request" (a hash of the fields as stored). */
  fingerprint: string;
  /** The row stored under this call's idempotency key, if any (outside or inside the transaction). */
  findByKey: (db: Kysely<Database>) => Promise<Row | undefined>;
  /** Locks what serializes two requests (a buyer or user row) and returns what `store` needs. */
  lock: (trx: Transaction<Database>) => Promise<Locked>;
  /** Decides through the rulebook and stores the new row (same transaction, after the lock). */
  store: (trx: Transaction<Database>, locked: Locked) => Promise<Row>;
}

export interface IdempotentResult<Row> {
  row: Row;
  /** An earlier call with the same key stored it: nothing new to publish, e-mail or hand on. */
  replayed: boolean;
}

function replay<Row extends FingerprintedRow>(stored: Row, fingerprint: string): IdempotentResult<Row> {
  if (stored.request_fingerprint !== fingerprint) throw portalError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
  return { row: stored, replayed: true };
}

/**
 * The idempotency of a create-style request (DESIGN "a retry returns the first result"): a key
 * already used answers with that row when the fingerprint matches (a retry after a lost response)
 * and IDEMPOTENCY_KEY_REUSED otherwise. The key is looked up before, again under the lock, and after
 * a concurrent twin tripped the unique idempotency-key index; the transaction is retried on a
 * deadlock or serialization failure (withRetry).
 */
export async function idempotentRequest<Row extends FingerprintedRow, Locked>(
  db: Kysely<Database>,
  steps: IdempotentRequestSteps<Row, Locked>,
): Promise<IdempotentResult<Row>> {
  const earlier = await steps.findByKey(db);
  if (earlier) return replay(earlier, steps.fingerprint);
  try {
    return await withRetry(() =>
      db.transaction().execute(async (trx) => {
        const locked = await steps.lock(trx);
        const raced = await steps.findByKey(trx);
        if (raced) return replay(raced, steps.fingerprint);
        return { row: await steps.store(trx, locked), replayed: false };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await steps.findByKey(db);
      if (winner) return replay(winner, steps.fingerprint);
    }
    throw error;
  }
}
