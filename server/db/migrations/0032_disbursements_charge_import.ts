import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Disbursements and the XLSX charge import (issue 14 items 4 and 5; spec 2 Payments/Disbursements
 * and Tools/Upload Data, 3 Disbursement and Payment details, 8 file import failure table).
 *
 * - `program_disbursement_settings`: per program, the seller paid out (spec 3 sellerId,
 *   sellerName), the fee withheld from each settled buyer payment (basis points; spec 3
 *   feePercent) and the tax charged on that fee (basis points). A program without a row is not
 *   disbursed.
 * - `disbursements`: one payout to the seller per program, currency and payout date, its amounts
 *   (spec 3 Disbursement) always the sums of its payments below (written in the same transaction).
 * - `disbursement_payments`: each settled buyer payment in exactly one payout (primary key
 *   `payment_id`: the job that computes them is idempotent), with spec 3's Payment details.
 * - `charge_import_references`: the Invoice Reference ID of an imported charge, unique per
 *   program, so uploading the same file again creates nothing twice.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_disbursement_settings')
    .addColumn('program_id', 'text', (col) => col.primaryKey().references('programs.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (col) => col.notNull())
    .addColumn('seller_name', 'text', (col) => col.notNull())
    .addColumn('fee_basis_points', 'integer', (col) => col.notNull().check(sql`fee_basis_points >= 0 and fee_basis_points <= 10000`))
    .addColumn('tax_basis_points', 'integer', (col) => col.notNull().check(sql`tax_basis_points >= 0 and tax_basis_points <= 10000`))
    .execute();

  await db.schema
    .createTable('disbursements')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (col) => col.notNull())
    .addColumn('seller_name', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`length(currency) = 3`))
    .addColumn('payout_date', 'date', (col) => col.notNull())
    .addColumn('amount_paid_minor', 'bigint', (col) => col.notNull().check(sql`amount_paid_minor >= 0`))
    .addColumn('fee_withheld_minor', 'bigint', (col) => col.notNull().check(sql`fee_withheld_minor >= 0`))
    .addColumn('tax_minor', 'bigint', (col) => col.notNull().check(sql`tax_minor >= 0`))
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addColumn('total_orders', 'integer', (col) => col.notNull().check(sql`total_orders >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('disbursements_one_per_day', ['program_id', 'currency', 'payout_date'])
    .addCheckConstraint('disbursements_total_is_net', sql`total_minor = amount_paid_minor - fee_withheld_minor - tax_minor`)
    .execute();
  await db.schema.createIndex('disbursements_listing_idx').on('disbursements').columns(['program_id', 'payout_date']).execute();

  await db.schema
    .createTable('disbursement_payments')
    .addColumn('payment_id', 'uuid', (col) => col.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('disbursement_id', 'uuid', (col) => col.notNull().references('disbursements.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('business_name', 'text', (col) => col.notNull())
    .addColumn('buyer_terms', 'text', (col) => col.notNull())
    .addColumn('fee_basis_points', 'integer', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('fee_minor', 'bigint', (col) => col.notNull().check(sql`fee_minor >= 0`))
    .addColumn('tax_minor', 'bigint', (col) => col.notNull().check(sql`tax_minor >= 0`))
    .addColumn('orders', 'integer', (col) => col.notNull().check(sql`orders >= 0`))
    .addColumn('transaction_date', 'date', (col) => col.notNull())
    .addColumn('payout_date', 'date', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('disbursement_payments_disbursement_idx').on('disbursement_payments').column('disbursement_id').execute();

  await db.schema
    .createTable('charge_import_references')
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('invoice_reference_id', 'text', (col) => col.notNull())
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().unique().references('invoices.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('imported_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('charge_import_references_pk', ['program_id', 'invoice_reference_id'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['charge_import_references', 'disbursement_payments', 'disbursements', 'program_disbursement_settings']) {
    await db.schema.dropTable(table).execute();
  }
}

export const disbursementsChargeImport: Migration = { up, down };
