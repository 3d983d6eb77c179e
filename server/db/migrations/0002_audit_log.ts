import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * The audit trail of accepted domain transitions (server/audit). Append-only twice over: a trigger
 * refuses UPDATE and DELETE (catches mistakes; an owner can disable it), and the hash chain makes
 * any change that gets past it visible to verifyAuditChain.
 *
 * `seq` is an identity column, but the appender always supplies it (last + 1 under an advisory
 * lock) so the sequence has no gaps: a gap then means a deleted entry, never a rolled-back
 * transaction. An insert that forgets `seq` takes 1 from the identity and fails on the key.
 * No foreign keys: the trail outlives the buyers, users and entities it mentions.
 */
const HEX_SHA256 = sql`'^[0-9a-f]{64}$'`;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'bigint', (col) => col.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_user_id', 'uuid')
    .addColumn('actor_role', 'text')
    .addColumn('buyer_id', 'uuid')
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('machine_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('event_payload', 'jsonb', (col) => col.notNull())
    .addColumn('from_state', 'jsonb', (col) => col.notNull())
    .addColumn('to_state', 'jsonb', (col) => col.notNull())
    .addColumn('rule_results', 'jsonb', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addUniqueConstraint('audit_log_hash_unique', ['hash'])
    .addCheckConstraint('audit_log_seq_positive', sql`seq > 0`)
    .addCheckConstraint('audit_log_hash_is_sha256', sql`hash ~ ${HEX_SHA256}`)
    .addCheckConstraint('audit_log_prev_hash_is_sha256', sql`prev_hash ~ ${HEX_SHA256}`)
    .execute();
  // The account-activity page lists a buyer's entries newest first; an entity's history by entity.
  await db.schema.createIndex('audit_log_buyer_idx').on('audit_log').columns(['buyer_id', 'seq']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id', 'seq']).execute();

  await sql`
    create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_refuse_change()`.execute(db);
}

export const auditLog: Migration = { up, down };
