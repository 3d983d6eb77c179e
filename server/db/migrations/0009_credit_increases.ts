import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Credit-limit increase requests (issue 5 item 5; spec 3 "Credit limit increase request", 4 "Credit
 * limit increase"). The state of machines/domain/creditIncrease.ts is `status` (its leaf name; a
 * draft is never stored). The partial unique index is the database's backstop for the machine's
 * "only one pending request" rule, which requestCreditIncrease enforces under a buyer row lock.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_increase_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('requested_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('temporary', 'permanent')`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('submitted', 'approved', 'declined')`))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('approved_amount_minor', 'bigint')
    .addColumn('decline_reason', 'text')
    .addColumn('credit_before_minor', 'bigint')
    .addColumn('credit_after_minor', 'bigint')
    // When the demo underwriting answers; kept so a restart picks pending requests up again.
    .addColumn('underwriting_decides_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('credit_increase_requests_buyer_idx').on('credit_increase_requests').columns(['buyer_id', 'submitted_at']).execute();
  await sql`create unique index credit_increase_requests_one_pending on credit_increase_requests (buyer_id) where status = 'submitted'`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_increase_requests').execute();
}

export const creditIncreases: Migration = { up, down };
