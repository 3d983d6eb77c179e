import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendAuditEntry, type AppendedAuditEntry } from './auditLog';
import type { AuditEntry } from './auditEntry';

/** Test helpers for the audit trail (used by *.test.ts files and the measurement script). */

export const ACTOR_ID = '5b0c6f3e-8d1a-4c52-9f3e-2a7b9c1d0e11';
export const BUYER_ID = '7d2e4a10-3b5c-4e6f-8a9b-0c1d2e3f4a55';

export function sampleEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    occurredAt: new Date(Date.UTC(2026, 2, 2, 9, 0, 0, n)),
    actor: { userId: ACTOR_ID, role: 'buyerAdmin' },
    buyerId: BUYER_ID,
    entity: { type: 'purchaseCard', id: `card-${n}` },
    machineId: 'purchaseCard',
    eventType: 'card.lock',
    eventPayload: { type: 'card.lock', reason: 'lost', now: '2026-03-02T09:00:00Z' },
    fromState: { value: { issued: 'active' }, context: { lockReason: null } },
    toState: { value: { issued: 'locked' }, context: { lockReason: 'lost' } },
    ruleResults: { decision: 'accepted', guards: [{ guard: 'hasLockReason', passed: true }] },
    ...overrides,
  };
}

/** Appends `count` sample entries, one transaction each. */
export async function appendSamples(db: Kysely<Database>, count: number, from = 1): Promise<AppendedAuditEntry[]> {
  const appended: AppendedAuditEntry[] = [];
  for (let n = from; n < from + count; n += 1) {
    appended.push(await db.transaction().execute((trx) => appendAuditEntry(trx, sampleEntry(n))));
  }
  return appended;
}

/** Runs statements with the append-only trigger off, as someone with the table owner's rights could. */
export async function tamper(db: Kysely<Database>, ...statements: ReturnType<typeof sql>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(trx);
    for (const statement of statements) await statement.execute(trx);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(trx);
  });
}

/** Empties the trail between tests (TRUNCATE is not a row change, so the trigger allows it). */
export async function emptyAuditLog(db: Kysely<Database>): Promise<void> {
  await sql`truncate table audit_log`.execute(db);
}
