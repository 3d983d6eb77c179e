import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Buyer apply / enrolment (issue 13 item 1; spec 2 `/apply`, 3 enrolment link parameters and
 * Program, 5 enrolment parameters, 8 enrolment errors).
 *
 * - `program_enrolment_settings`: per program, which client references a link must carry
 *   (`required`), may carry (`optional`) or must not carry (`unsupported`), and the channel values.
 *   The payment terms a link may ask for are the program's `supported_payment_terms`. A program
 *   without a row takes no applications ("feature not available", spec 8).
 * - `buyers.client_reference_id`, `buyers.client_reference_customer_id`: the seller's references
 *   of spec 3 beside the existing `client_reference_buyer_id`.
 * - `buyer_applications`: the state of machines/domain/buyerApplication.ts is `status` (its leaf
 *   name; a draft is never stored); one pending buyer per application; one application per
 *   idempotency key.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_enrolment_settings')
    .addColumn('program_id', 'text', (col) => col.primaryKey().references('programs.id').onDelete('cascade'))
    .addColumn('reference_rules', 'jsonb', (col) => col.notNull())
    .addColumn('channels', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('buyers').addColumn('client_reference_id', 'text').execute();
  await db.schema.alterTable('buyers').addColumn('client_reference_customer_id', 'text').execute();

  await db.schema
    .createTable('buyer_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().unique().references('buyers.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('submitted', 'approved', 'declined')`))
    .addColumn('context', 'jsonb', (col) => col.notNull())
    .addColumn('payment_terms', 'text', (col) => col.notNull())
    .addColumn('channel', 'text')
    .addColumn('contact_first_name', 'text', (col) => col.notNull())
    .addColumn('contact_last_name', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text', (col) => col.notNull())
    .addColumn('contact_phone', 'text', (col) => col.notNull())
    .addColumn('requested_limit_minor', 'bigint', (col) => col.notNull().check(sql`requested_limit_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('applicant_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('underwriting_decides_at', 'timestamptz')
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('buyer_applications_status_idx').on('buyer_applications').columns(['status', 'submitted_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('buyer_applications').execute();
  await db.schema.alterTable('buyers').dropColumn('client_reference_customer_id').execute();
  await db.schema.alterTable('buyers').dropColumn('client_reference_id').execute();
  await db.schema.dropTable('program_enrolment_settings').execute();
}

export const buyerApplications: Migration = { up, down };
