import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Users administration (issue 11, items 1, 2 and 5: server/modules/users).
 * users:
 * - internal_id: the buyer's own reference for the person (spec 5 "duplicate internal ID"), unique
 *   within the buyer;
 * - contact_only: a contact who never signs in ("Create Contact User"): no password, no role needed;
 * - invoice_permissions: spec 3 "Invoice Download, Invoice Edit";
 * - is_primary_user: the account's primary user (spec 5: cannot be deactivated);
 * - status_context: the userStatus machine's context (activation, suspension, deactivation);
 * - invite_key: inviteUser's idempotency key (unique within the buyer);
 * - mfa_method / mfa_target: the user's 2-step verification (spec 3 "MFA method and target"),
 *   shown to support on the MFA tab and reset there.
 * user_buyer_links: other buyer accounts a user is linked to (spec 5 "a user linked to other
 *   accounts cannot be deactivated without support").
 * user_invitations: the activation link of an invited user (machines/domain/activationLink.ts:
 *   status + context). Only the sha256 of the link's token is kept; one row per user, its token
 *   replaced when the invitation is resent, so an older link stops working.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('internal_id', 'text')
    .addColumn('contact_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('invoice_permissions', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_primary_user', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status_context', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('mfa_method', 'text', (col) => col.check(sql`mfa_method is null or mfa_method in ('sms', 'email')`))
    .addColumn('mfa_target', 'text')
    .addColumn('invite_key', 'text')
    .execute();
  await db.schema.alterTable('users').addCheckConstraint('users_invoice_permissions_is_array', sql`jsonb_typeof(invoice_permissions) = 'array'`).execute();
  await sql`create unique index users_buyer_internal_id on users (buyer_id, lower(internal_id)) where internal_id is not null`.execute(db);
  // inviteUser's idempotency key: a retry returns the user the first call created.
  await sql`create unique index users_buyer_invite_key on users (buyer_id, invite_key) where invite_key is not null`.execute(db);

  await db.schema
    .createTable('user_buyer_links')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_buyer_links_pk', ['user_id', 'buyer_id'])
    .execute();

  await db.schema
    .createTable('user_invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('buyer_id', 'uuid', (col) => col.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique().check(sql`token_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('context', 'jsonb', (col) => col.notNull())
    .addColumn('sent_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_invitations').execute();
  await db.schema.dropTable('user_buyer_links').execute();
  await sql`drop index users_buyer_invite_key`.execute(db);
  await sql`drop index users_buyer_internal_id`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_invoice_permissions_is_array').execute();
  for (const column of ['internal_id', 'contact_only', 'invoice_permissions', 'is_primary_user', 'status_context', 'mfa_method', 'mfa_target', 'invite_key']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}

export const usersAdmin: Migration = { up, down };
