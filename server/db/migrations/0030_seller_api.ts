import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * The seller API, its keys and webhooks (issue 14 part 2; spec 2 Developers, 3 Preauthorization,
 * 4 preauthorization status, 6 clientDeveloper "sees test data").
 *
 * - `buyers.test_mode`: a buyer is test data (a sandbox buyer) or live data. A test-mode API key
 *   sees and charges only test buyers, a live key only live buyers (server/modules/sellerApi).
 * - `invoices.idempotency_key` / `request_fingerprint`: a charge created through the seller API
 *   (or the XLSX import) is stored once per key (server/modules/charges/createCharge.ts).
 * - `api_keys`: only the SHA-256 of the secret is kept, beside its visible prefix; `status` is the
 *   apiKey machine's state (machines/domain/apiKey.ts).
 * - `preauthorizations`: `status` is the preauthorization machine's state.
 * - `webhook_endpoints` (`status`: webhookEndpoint machine), `webhook_deliveries` (the delivery log,
 *   one row per event and endpoint), `webhook_dispatch_cursor` (the last audit entry turned into events).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('buyers').addColumn('test_mode', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('invoices').addColumn('idempotency_key', 'text', (col) => col.unique()).execute();
  await db.schema.alterTable('invoices').addColumn('request_fingerprint', 'text').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('test', 'live')`))
    .addColumn('scopes', 'jsonb', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull().unique())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'revoked')`))
    .addColumn('created_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_program_idx').on('api_keys').columns(['program_id', 'created_at']).execute();

  await db.schema
    .createTable('preauthorizations')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('preauthorized', 'captured', 'cancelled', 'expired', 'rejected')`))
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('captured_minor', 'bigint')
    .addColumn('invoice_id', 'uuid', (col) => col.references('invoices.id'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_fingerprint', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('preauthorizations_buyer_idx').on('preauthorizations').columns(['buyer_id', 'status']).execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id'))
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('test', 'live')`))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('event_types', 'jsonb', (col) => col.notNull())
    .addColumn('signing_secret', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('enabled', 'disabled')`))
    .addColumn('created_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('endpoint_id', 'uuid', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('webhook_deliveries_endpoint_event_key', ['endpoint_id', 'event_id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_dispatch_cursor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('last_seq', 'bigint', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_dispatch_cursor').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('preauthorizations').execute();
  await db.schema.dropTable('api_keys').execute();
  await db.schema.alterTable('invoices').dropColumn('request_fingerprint').execute();
  await db.schema.alterTable('invoices').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('buyers').dropColumn('test_mode').execute();
}

export const sellerApi: Migration = { up, down };
