import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Purchasing controls and purchase cards (issue 5, items 3 and 4).
 * - buyer_purchasing_controls: the buyer's Individual Credit Limits and Purchase Cards switches
 *   (machines/domain/featureDependencies.ts) and the return address for undeliverable cards. A
 *   buyer without a row has both switches Disabled.
 * - purchase_cards: one card (machines/domain/purchaseCard.ts: status + context). The card number
 *   is NEVER stored: `issuer_token` is the card issuer's reference (the issuer holds the number),
 *   `number_last4` is what the masked number shows.
 * - mfa_tokens: one-time codes (machines/domain/mfaToken.ts). Only an HMAC of the code is kept.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('buyer_purchasing_controls')
    .addColumn('buyer_id', 'uuid', (col) => col.primaryKey().references('buyers.id').onDelete('cascade'))
    .addColumn('individual_credit_limits', 'text', (col) => col.notNull().defaultTo('Disabled').check(sql`individual_credit_limits in ('Enabled', 'Disabled')`))
    .addColumn('purchase_cards', 'text', (col) => col.notNull().defaultTo('Disabled').check(sql`purchase_cards in ('Enabled', 'Disabled')`))
    .addColumn('card_return_address', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The machine's rule, also as a constraint: Purchase Cards never on without Individual Credit Limits.
  await db.schema
    .alterTable('buyer_purchasing_controls')
    .addCheckConstraint('purchasing_controls_cards_need_limits', sql`purchase_cards = 'Disabled' or individual_credit_limits = 'Enabled'`)
    .execute();

  await db.schema
    .createTable('purchase_cards')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_type', 'text', (col) => col.notNull().check(sql`card_type in ('physical', 'virtual')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('context', 'jsonb', (col) => col.notNull())
    .addColumn('cardholder_name', 'text', (col) => col.notNull())
    .addColumn('business_name', 'text')
    .addColumn('ship_to', 'jsonb')
    .addColumn('card_language', 'text', (col) => col.notNull())
    .addColumn('issuer_token', 'text')
    .addColumn('number_last4', 'text', (col) => col.check(sql`number_last4 is null or number_last4 ~ '^[0-9]{4}$'`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('issuer_due_at', 'timestamptz')
    .addUniqueConstraint('purchase_cards_idempotency_key', ['buyer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('purchase_cards_buyer_idx').on('purchase_cards').columns(['buyer_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('mfa_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.references('buyers.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('context', 'jsonb', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull().check(sql`code_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mfa_tokens_user_idx').on('mfa_tokens').columns(['user_id', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_tokens').execute();
  await db.schema.dropTable('purchase_cards').execute();
  await db.schema.dropTable('buyer_purchasing_controls').execute();
}

export const purchaseCards: Migration = { up, down };
