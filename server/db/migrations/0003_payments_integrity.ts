import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Make Payment (issue 3): what booking and settling a payment need beyond migration 0001.
 * - buyers.direct_debit_enabled / direct_debit_account_label: the stand-in for the buyer's active
 *   bank account with a signed mandate until bank accounts arrive (a later issue replaces both).
 * - payments.request_fingerprint: sha256 of the canonical request, so a retry with the same
 *   idempotency key is told apart from a different payload under a used key.
 * - payments.preview: the allocation plan as booked, returned again on a retry.
 * - payments.bank_settles_at: when the (demo) bank posts or rejects the payment; pending payments
 *   with a time are picked up again after a restart.
 * - payment_allocations.invoice_status_before: the invoice's status before this payment, restored
 *   when the payment fails.
 * - invoices_remaining_not_negative is already covered by invoices_remaining_within_total (0001).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('buyers')
    .addColumn('direct_debit_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('direct_debit_account_label', 'text')
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('request_fingerprint', 'text')
    .addColumn('preview', 'jsonb')
    .addColumn('bank_settles_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('payments')
    .addCheckConstraint('payments_request_fingerprint_sha256', sql`request_fingerprint is null or request_fingerprint ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.alterTable('payment_allocations').addColumn('invoice_status_before', 'text').execute();
  // The demo bank looks for pending payments due to settle.
  await db.schema
    .createIndex('payments_bank_settles_idx')
    .on('payments')
    .column('bank_settles_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // Payment history is listed newest first per buyer.
  await db.schema.createIndex('payments_created_idx').on('payments').columns(['buyer_id', 'created_at', 'id']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_created_idx').execute();
  await db.schema.dropIndex('payments_bank_settles_idx').execute();
  await db.schema.alterTable('payment_allocations').dropColumn('invoice_status_before').execute();
  await db.schema.alterTable('payments').dropConstraint('payments_request_fingerprint_sha256').execute();
  await db.schema.alterTable('payments').dropColumn('bank_settles_at').dropColumn('preview').dropColumn('request_fingerprint').execute();
  await db.schema.alterTable('buyers').dropColumn('direct_debit_account_label').dropColumn('direct_debit_enabled').execute();
}

export const paymentsIntegrity: Migration = { up, down };
