import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Modify payment (issue 4, spec 5 "Modifying a payment"): each accepted modification of a payment,
 * with the idempotency key it came with, so a retry returns the first result and never applies the
 * remainder twice. `lines` is what it did to each invoice, as answered the first time.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_modifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('payment_id', 'uuid', (col) => col.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_modifications_key_per_buyer', ['buyer_id', 'idempotency_key'])
    .addCheckConstraint('payment_modifications_total_positive', sql`total_minor > 0`)
    .addCheckConstraint('payment_modifications_fingerprint_sha256', sql`request_fingerprint ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.createIndex('payment_modifications_payment_idx').on('payment_modifications').columns(['payment_id', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_modifications').execute();
}

export const paymentModifications: Migration = { up, down };
