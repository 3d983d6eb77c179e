import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Disputes, PO number / notes edits and invoice documents (issue 4, item 6).
 * - invoices.document_status (+ requested/failed times): the invoice document's state in the
 *   invoiceDocument machine (machines/domain/invoiceDocument.ts); document_version (0001) is its
 *   version. An edit or a dispute sets `regenerating`; the background worker sets `ready` (or `failed`).
 * - invoice_documents: what each generated version shows (PO number, notes, dispute status...), so
 *   a download serves exactly the document that was generated, not whatever the row says now.
 * - disputes: one row per raised dispute, its state in the dispute machine; the idempotency key is
 *   per buyer like payments'.
 */
const DOCUMENT_STATUSES = ['ready', 'regenerating', 'failed'];
const DISPUTE_STATUSES = ['open', 'underReview', 'resolved', 'rejected'];
const isOneOf = (column: string, values: readonly string[]) => sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('document_status', 'text', (col) => col.notNull().defaultTo('ready'))
    .addColumn('document_requested_at', 'timestamptz')
    .addColumn('document_failed_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('invoices').addCheckConstraint('invoices_document_status', isOneOf('document_status', DOCUMENT_STATUSES)).execute();
  await db.schema.createIndex('invoices_document_regenerating_idx').on('invoices').column('document_status').where(sql.ref('document_status'), '<>', 'ready').execute();

  await db.schema
    .createTable('invoice_documents')
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('generated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('invoice_documents_pk', ['invoice_id', 'version'])
    .addCheckConstraint('invoice_documents_version_positive', sql`version >= 1`)
    .execute();

  await db.schema
    .createTable('disputes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('invoice_id', 'uuid', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('raised_at', 'timestamptz', (col) => col.notNull())
    .addColumn('raised_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('outcome_note', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('disputes_status', isOneOf('status', DISPUTE_STATUSES))
    .addCheckConstraint('disputes_comment_length', sql`comment is null or length(comment) <= 500`)
    .addUniqueConstraint('disputes_idempotency_key_per_buyer', ['buyer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('disputes_buyer_idx').on('disputes').columns(['buyer_id', 'raised_at']).execute();
  await db.schema.createIndex('disputes_invoice_idx').on('disputes').column('invoice_id').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disputes').execute();
  await db.schema.dropTable('invoice_documents').execute();
  await db.schema.dropIndex('invoices_document_regenerating_idx').execute();
  await db.schema.alterTable('invoices').dropConstraint('invoices_document_status').execute();
  await db.schema.alterTable('invoices').dropColumn('document_status').dropColumn('document_requested_at').dropColumn('document_failed_at').execute();
}

export const disputesDocuments: Migration = { up, down };
