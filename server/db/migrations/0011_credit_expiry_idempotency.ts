import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Follow-ups of issue 5's review:
 * - credit_increase_requests: the creditIncrease machine's new final state `expired` (a temporary
 *   increase whose end date has passed; the credit line is lowered again), when it expired, and an
 *   idempotency key with the request's fingerprint (a retried requestCreditIncrease answers with
 *   the first result; the same key with another request is IDEMPOTENCY_KEY_REUSED).
 * - bank_accounts: the fingerprint of the addBankAccount request stored under its idempotency key
 *   (a hash of the masked fields and an HMAC of the full number, never the number itself).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_increase_requests drop constraint credit_increase_requests_status_check`.execute(db);
  await sql`alter table credit_increase_requests add constraint credit_increase_requests_status_check check (status in ('submitted', 'approved', 'declined', 'expired'))`.execute(db);
  await db.schema
    .alterTable('credit_increase_requests')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_fingerprint', 'text')
    .execute();
  await db.schema.createIndex('credit_increase_requests_idempotency_key').on('credit_increase_requests').columns(['buyer_id', 'idempotency_key']).unique().execute();
  // The expiry check looks for approved temporary increases by end date.
  await sql`create index credit_increase_requests_expiry on credit_increase_requests (end_date) where status = 'approved' and type = 'temporary'`.execute(db);
  await db.schema.alterTable('bank_accounts').addColumn('request_fingerprint', 'text').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bank_accounts').dropColumn('request_fingerprint').execute();
  await db.schema.dropIndex('credit_increase_requests_expiry').execute();
  await db.schema.dropIndex('credit_increase_requests_idempotency_key').execute();
  await db.schema.alterTable('credit_increase_requests').dropColumn('expired_at').dropColumn('idempotency_key').dropColumn('request_fingerprint').execute();
  await sql`alter table credit_increase_requests drop constraint credit_increase_requests_status_check`.execute(db);
  await sql`alter table credit_increase_requests add constraint credit_increase_requests_status_check check (status in ('submitted', 'approved', 'declined'))`.execute(db);
}

export const creditExpiryIdempotency: Migration = { up, down };
