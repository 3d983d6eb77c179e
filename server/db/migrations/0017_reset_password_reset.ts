import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { SECURITY_QUESTION_KEYS } from '../../../machines/rules/securityQuestion';

/*
 * Issue 12 items 1 and 4: forgot / reset password and the security question.
 * - password_reset_links: one row per e-mailed link. The link carries `<id>.<secret>`; only the
 *   secret's SHA-256 is kept, compared in constant time. Single use (used_at), expiring
 *   (expires_at), replaced by a newer link (superseded_at), identity checked (verified_at) when
 *   the program asks for an MFA code or the user has a security question.
 * - password_history: the hashes a user had before (spec 5 "not a recently used password").
 * - security_answers: the chosen question (one of spec 3's ten keys) and the scrypt hash of the
 *   normalised answer, with the wrong-answer count that throttles guessing (spec 8).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('superseded_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_links_user_idx').on('password_reset_links').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('replaced_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_history_user_idx').on('password_history').columns(['user_id', 'replaced_at']).execute();

  const keys = sql.join(SECURITY_QUESTION_KEYS.map((key) => sql.lit(key)));
  await db.schema
    .createTable('security_answers')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('question_key', 'text', (col) => col.notNull().check(sql`question_key in (${keys})`))
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_answers').execute();
  await db.schema.dropTable('password_history').execute();
  await db.schema.dropTable('password_reset_links').execute();
}

export const passwordReset: Migration = { up, down };
