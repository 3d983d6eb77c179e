import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { GENESIS_HASH, entryHash, hashedFieldsOfRow, type AuditLogRow } from './auditEntry';

/**
 * - edited: an entry's content no longer gives its hash, or an entry was replaced (its successor
 *   chained to a hash no entry has any more);
 * - deleted: a seq is missing (including the first entry, or entries after a known anchor);
 * - reordered: an entry chains to an entry that now comes after it;
 * - inserted: an entry chains past the entries just before it, so those were not in the chain.
 */
export type AuditProblem = 'edited' | 'deleted' | 'reordered' | 'inserted';

export type ChainVerification =
  | { ok: true; entries: number; head: { seq: number; hash: string } | null }
  | { ok: false; seq: number; problem: AuditProblem; detail: string };

export interface VerifyOptions {
  /** Start here, trusting the stored hash of the entry before it (default 1: the whole chain). */
  fromSeq?: number;
  /**
   * A head recorded earlier (e.g. published daily): the chain must still contain it. The only way
   * to notice entries deleted from the end of the chain.
   */
  anchor?: { seq: number; hash: string };
  /** Rows read per query (default 2,000). */
  batchSize?: number;
}

type Problem = Extract<ChainVerification, { ok: false }>;

const problem = (seq: number, kind: AuditProblem, detail: string): Problem => ({ ok: false, seq, problem: kind, detail });

/**
 * Walks the audit chain in seq order, recomputing every hash and link. Stops at the first problem.
 * Only as strong as the secrecy of what it compares with: someone who can write the table and
 * recompute every later hash is caught only by an anchor kept elsewhere.
 */
export async function verifyAuditChain(db: Kysely<Database>, options: VerifyOptions = {}): Promise<ChainVerification> {
  const fromSeq = options.fromSeq ?? 1;
  const batchSize = options.batchSize ?? 2_000;
  if (!Number.isSafeInteger(fromSeq) || fromSeq < 1) throw new RangeError('verifyAuditChain: fromSeq must be a positive integer');
  let prevHash = GENESIS_HASH;
  if (fromSeq > 1) {
    const before = await db.selectFrom('audit_log').select('hash').where('seq', '=', fromSeq - 1).executeTakeFirst();
    if (!before) return problem(fromSeq - 1, 'deleted', `entry ${fromSeq - 1}, before the starting point, is missing`);
    prevHash = before.hash;
  }
  let expectedSeq = fromSeq;
  let anchorSeen = false;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('seq', '>=', expectedSeq).orderBy('seq').limit(batchSize).execute();
    for (const row of rows) {
      const found = await checkEntry(db, row, expectedSeq, prevHash);
      if (found) return found;
      if (options.anchor?.seq === row.seq) {
        if (options.anchor.hash !== row.hash) return problem(row.seq, 'edited', `entry ${row.seq} differs from the anchor`);
        anchorSeen = true;
      }
      prevHash = row.hash;
      expectedSeq = row.seq + 1;
    }
    if (rows.length < batchSize) break;
  }
  const lastSeq = expectedSeq - 1;
  if (options.anchor && !anchorSeen && options.anchor.seq >= fromSeq) {
    return problem(lastSeq + 1, 'deleted', `the chain ends at ${lastSeq}, before the anchor at ${options.anchor.seq}`);
  }
  const entries = lastSeq - fromSeq + 1;
  return { ok: true, entries, head: entries > 0 ? { seq: lastSeq, hash: prevHash } : null };
}

async function checkEntry(db: Kysely<Database>, row: AuditLogRow, expectedSeq: number, prevHash: string): Promise<Problem | null> {
  if (row.seq > expectedSeq) return problem(expectedSeq, 'deleted', `entry ${expectedSeq} is missing (next is ${row.seq})`);
  const selfConsistent = entryHash(row.prev_hash, hashedFieldsOfRow(row)) === row.hash;
  if (row.prev_hash !== prevHash) return brokenLink(db, row, selfConsistent);
  if (!selfConsistent) return problem(row.seq, 'edited', `entry ${row.seq} does not match its hash`);
  return null;
}

/** The entry does not chain to the one before it: which entry does it chain to? */
async function brokenLink(db: Kysely<Database>, row: AuditLogRow, selfConsistent: boolean): Promise<Problem> {
  const target = await db.selectFrom('audit_log').select('seq').where('hash', '=', row.prev_hash).executeTakeFirst();
  if (target && target.seq > row.seq) return problem(row.seq, 'reordered', `entry ${row.seq} chains to entry ${target.seq}, which comes after it`);
  if (target && target.seq < row.seq - 1) {
    return problem(target.seq + 1, 'inserted', `entry ${row.seq} chains to entry ${target.seq}: entries ${target.seq + 1}..${row.seq - 1} were added`);
  }
  if (selfConsistent && row.seq > 1) return problem(row.seq - 1, 'edited', `entry ${row.seq - 1} is not the entry that ${row.seq} chained to`);
  return problem(row.seq, 'edited', `entry ${row.seq} does not chain to its predecessor${row.seq === 1 ? ' (the start of the chain)' : ''}`);
}
