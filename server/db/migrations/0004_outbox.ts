import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * The outbox (issue 4 of 4): every e-mail and SMS the server would send (MFA codes, mandate
 * notices, credit decisions), as sent. The demo notifier only writes here; with SMTP_URL set the
 * message is also delivered. Rows are kept for the development outbox page and for support.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('buyer_id', 'uuid', (col) => col.references('buyers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').columns(['recipient', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}

export const outbox: Migration = { up, down };
