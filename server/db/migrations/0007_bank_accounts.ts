import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Bank accounts and their direct-debit mandates (spec 3 "Bank account", 4 "Bank mandate", 5 "Only
 * one active bank account at a time").
 * - One row per bank account a buyer added. Only the masked account number / partial IBAN is kept:
 *   the full number goes to the bank and is never stored in clear.
 * - status: active (the buyer's current account), inactive (replaced, or after a failed mandate was
 *   retried with a new account), removed (its mandate was cancelled). At most one active row per
 *   buyer (unique partial index).
 * - mandate_status + mandate_context: the bankMandate machine's state and context of this account.
 *   The buyer's newest row is the buyer's mandate.
 * - mandate_settles_at: when the (demo) bank answers a pending mandate; picked up again after a restart.
 * - Replaces buyers.direct_debit_enabled / direct_debit_account_label (migration 0003): direct debit
 *   is now allowed from the active account whose mandate is signed.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text')
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('banking_country', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('scheme', 'text', (col) => col.notNull().check(sql`scheme in ('V1', 'V2NonSEPA', 'V2SEPA')`))
    .addColumn('masked_account_number', 'text')
    .addColumn('branch_code', 'text')
    .addColumn('partial_iban', 'text')
    .addColumn('auto_pay', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('signature_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'inactive', 'removed')`))
    .addColumn('mandate_status', 'text', (col) => col.notNull().check(sql`mandate_status in ('pending', 'signed', 'failed', 'cancelled', 'unsupportedBank')`))
    .addColumn('mandate_context', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('mandate_reference', 'text', (col) => col.notNull())
    .addColumn('mandate_settles_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  // Spec 5: only one active bank account at a time (also when two requests race).
  await db.schema.createIndex('bank_accounts_one_active_idx').on('bank_accounts').column('buyer_id').unique().where(sql.ref('status'), '=', 'active').execute();
  await db.schema.createIndex('bank_accounts_idempotency_idx').on('bank_accounts').columns(['buyer_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('bank_accounts_buyer_created_idx').on('bank_accounts').columns(['buyer_id', 'created_at']).execute();
  await db.schema.alterTable('buyers').dropColumn('direct_debit_account_label').dropColumn('direct_debit_enabled').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('buyers')
    .addColumn('direct_debit_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('direct_debit_account_label', 'text')
    .execute();
  await db.schema.dropTable('bank_accounts').execute();
}

export const bankAccounts: Migration = { up, down };
