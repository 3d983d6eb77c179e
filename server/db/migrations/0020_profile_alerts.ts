import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 13 items 2 and 4: Profile -> Notifications and dismissed app alerts.
 * - notification_preferences: one row per user, topic and channel the user chose
 *   (machines/rules/notificationPreferences.ts); no row means the default (e-mail on, SMS off).
 *   Invoice e-mails by e-mail stay `users.receive_email` (Edit User -> Notifications uses it too).
 * - app_alert_dismissals: an app alert (spec 3 AppAlert) a user closed; currentAppAlerts leaves it
 *   out from then on, so it stays closed after signing in again, in any browser.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (col) => col.notNull().check(sql`topic in ('invoices', 'payments', 'mandates', 'cards', 'credit')`))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'topic', 'channel'])
    .execute();

  await db.schema
    .createTable('app_alert_dismissals')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_storage_id', 'text', (col) => col.notNull().references('app_alerts.message_storage_id').onDelete('cascade'))
    .addColumn('dismissed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('app_alert_dismissals_pk', ['user_id', 'message_storage_id'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_alert_dismissals').execute();
  await db.schema.dropTable('notification_preferences').execute();
}

export const profileAlerts: Migration = { up, down };
