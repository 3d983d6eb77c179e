import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 12 item 3: 2-step verification at sign-in.
 * - users.mfa_disabled_until: an account administrator's temporary MFA disable (spec 6, spec 9
 *   "MFA disable window 30 minutes"); a sign-in before this instant needs no code.
 * - programs.mfa_remember_device_days: spec 9 "Remember-device: a number of days" (per program).
 * - trusted_devices: a browser the user asked to remember after a Login code. The browser keeps
 *   `<id>.<secret>` in an HttpOnly cookie; only the secret's SHA-256 is kept here.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mfa_disabled_until', 'timestamptz').execute();
  await db.schema.alterTable('programs').addColumn('mfa_remember_device_days', 'integer', (col) => col.notNull().defaultTo(30).check(sql`mfa_remember_device_days between 0 and 365`)).execute();
  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').columns(['user_id', 'expires_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
  await db.schema.alterTable('programs').dropColumn('mfa_remember_device_days').execute();
  await db.schema.alterTable('users').dropColumn('mfa_disabled_until').execute();
}

export const mfaSignIn: Migration = { up, down };
