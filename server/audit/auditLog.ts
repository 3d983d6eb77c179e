import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { GENESIS_HASH, entryHash, type AuditEntry, type HashedFields } from './auditEntry';
import { toAuditJson } from './redact';

/**
 * Advisory lock key that serialises appends (seed.ts uses 7_310_001). Held until the caller's
 * transaction ends, so keep the work after an append short: persist the entity and commit.
 */
export const AUDIT_LOCK_KEY = 7_310_002;

export interface AppendedAuditEntry {
  seq: number;
  hash: string;
  prevHash: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL stores uuids lower-case: hash them that way, and refuse other spellings up front. */
function uuidOrNull(value: string | null, field: string): string | null {
  if (value === null) return null;
  if (!UUID.test(value)) throw new TypeError(`appendAuditEntry: ${field} is not a uuid: ${JSON.stringify(value)}`);
  return value.toLowerCase();
}

/**
 * Appends one entry to the audit chain inside the caller's transaction: takes the append lock
 * (pg_advisory_xact_lock; PGlite runs one transaction at a time anyway), reads the last entry,
 * gives this one seq = last + 1 and hash = sha256(prev hash + canonical JSON of its fields).
 * Event payload and states are redacted (`toAuditJson`) before they are hashed and stored.
 * Rolled back with the caller's transaction, so the chain only holds what was committed.
 */
export async function appendAuditEntry(trx: Transaction<Database>, entry: AuditEntry): Promise<AppendedAuditEntry> {
  if (!trx.isTransaction) throw new Error('appendAuditEntry needs the caller\'s transaction (the lock lasts until it ends)');
  if (Number.isNaN(entry.occurredAt.getTime())) throw new TypeError('appendAuditEntry: occurredAt is an invalid date');
  await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
  const last = await trx.selectFrom('audit_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  const prevHash = last?.hash ?? GENESIS_HASH;
  const fields: HashedFields = {
    seq: (last ? Number(last.seq) : 0) + 1,
    occurredAt: entry.occurredAt.toISOString(),
    actorUserId: uuidOrNull(entry.actor.userId, 'actor.userId'),
    actorRole: entry.actor.role,
    buyerId: uuidOrNull(entry.buyerId, 'buyerId'),
    entityType: entry.entity.type,
    entityId: entry.entity.id,
    machineId: entry.machineId,
    eventType: entry.eventType,
    eventPayload: toAuditJson(entry.eventPayload),
    fromState: toAuditJson(entry.fromState),
    toState: toAuditJson(entry.toState),
    ruleResults: toAuditJson(entry.ruleResults),
  };
  const hash = entryHash(prevHash, fields);
  await trx
    .insertInto('audit_log')
    .values({
      seq: fields.seq,
      occurred_at: fields.occurredAt,
      actor_user_id: fields.actorUserId,
      actor_role: fields.actorRole,
      buyer_id: fields.buyerId,
      entity_type: fields.entityType,
      entity_id: fields.entityId,
      machine_id: fields.machineId,
      event_type: fields.eventType,
      event_payload: JSON.stringify(fields.eventPayload),
      from_state: JSON.stringify(fields.fromState),
      to_state: JSON.stringify(fields.toState),
      rule_results: JSON.stringify(fields.ruleResults),
      prev_hash: prevHash,
      hash,
    })
    .execute();
  return { seq: fields.seq, hash, prevHash };
}
