import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Company info and primary e-mail changes (issue 11 item 4; spec 2 company-info and
 * primary-contact, 3, 4 "Primary email change", 5 lengths).
 *
 * - `buyer_company_info`: one row per buyer with what the buyers table does not hold (the legal
 *   business name stays `buyers.name`, the country `buyers.business_country`). Lengths are the
 *   rules' (machines/rules/companyInfo.ts), checked again here as the database's backstop.
 * - `primary_email_changes`: the state of machines/domain/primaryEmailChange.ts is `status` (its
 *   leaf name; a draft is never stored). The partial unique index backs the machine's "one pending
 *   change per contact" rule, which requestPrimaryEmailChange enforces under a lock of the
 *   contact's user row.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('buyer_company_info')
    .addColumn('buyer_id', 'uuid', (col) => col.primaryKey().references('buyers.id').onDelete('cascade'))
    .addColumn('trading_name', 'text', (col) => col.check(sql`char_length(trading_name) <= 64`))
    .addColumn('address_line1', 'text', (col) => col.notNull().check(sql`char_length(address_line1) <= 50`))
    .addColumn('address_line2', 'text', (col) => col.check(sql`char_length(address_line2) <= 50`))
    .addColumn('city', 'text', (col) => col.notNull().check(sql`char_length(city) <= 40`))
    .addColumn('state', 'text', (col) => col.check(sql`char_length(state) <= 10`))
    .addColumn('zip', 'text', (col) => col.notNull().check(sql`char_length(zip) <= 15`))
    .addColumn('registration_number', 'text', (col) => col.check(sql`char_length(registration_number) <= 30`))
    .addColumn('tax_id', 'text', (col) => col.check(sql`char_length(tax_id) <= 30`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('primary_email_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('contact_user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('current_email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('submitted', 'approved', 'rejected')`))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    // When the demo support desk decides; kept so a restart hands pending changes over again.
    .addColumn('support_decides_at', 'timestamptz')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('primary_email_changes_buyer_idx').on('primary_email_changes').columns(['buyer_id', 'submitted_at']).execute();
  await db.schema.createIndex('primary_email_changes_idempotency').on('primary_email_changes').columns(['buyer_id', 'idempotency_key']).unique().execute();
  await sql`create unique index primary_email_changes_one_pending on primary_email_changes (contact_user_id) where status = 'submitted'`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('primary_email_changes').execute();
  await db.schema.dropTable('buyer_company_info').execute();
}

export const companyInfo: Migration = { up, down };
