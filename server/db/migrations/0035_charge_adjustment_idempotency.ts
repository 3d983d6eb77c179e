import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Seller API charge adjustments, one row per accepted `POST /api/v1/charges/:id/adjust` (issue 14):
 * an adjust changes an existing charge instead of creating a row, so the Idempotency-Key and the
 * request's fingerprint live here (unique key), with the answer the first request gave (the status
 * and remaining amount after it). A retry with the same key replays that answer instead of
 * lowering the charge again (server/db/idempotentRequest.ts; server/modules/sellerApi/operations.ts).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charge_adjustments')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('status_after', 'text', (col) => col.notNull())
    .addColumn('remaining_after_minor', 'bigint', (col) => col.notNull().check(sql`remaining_after_minor >= 0`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('charge_adjustments_invoice_idx').on('charge_adjustments').columns(['invoice_id', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('charge_adjustments').execute();
}

export const chargeAdjustmentIdempotency: Migration = { up, down };
