import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Groups (issue 11 item 3; spec 3 "Group"): a separate legal entity's identity, registered address,
 * relation to its parent and bill-to choice, and the idempotency key of Create Group. The rules
 * (lengths, the US tax ID) are machines/rules/groupEntity.ts, checked by server/modules/groups
 * before a row is written; the checks here are the database's backstop for the choices.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('legal_name', 'text')
    .addColumn('dba', 'text')
    .addColumn('trading_name', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('tax_id', 'text')
    .addColumn('registered_address', 'jsonb')
    .addColumn('relation_to_parent', 'text', (col) => col.check(sql`relation_to_parent in ('sameLegalEntity', 'subsidiary', 'affiliate', 'franchiseAssociation')`))
    .addColumn('bill_to', 'text', (col) => col.notNull().defaultTo('parent').check(sql`bill_to in ('parent', 'own')`))
    .addColumn('billing_contact_name', 'text')
    .addColumn('billing_email', 'text')
    .addColumn('created_by_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index groups_buyer_idempotency_key on groups (buyer_id, idempotency_key) where idempotency_key is not null`.execute(db);
  // A reporting group is billed through its parent (groupEntity.ts groupBillToProblems).
  await sql`alter table groups add constraint groups_reporting_bills_parent check (type = 'legalEntity' or bill_to = 'parent')`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups drop constraint groups_reporting_bills_parent`.execute(db);
  await sql`drop index groups_buyer_idempotency_key`.execute(db);
  for (const column of [
    'legal_name', 'dba', 'trading_name', 'registration_number', 'tax_id', 'registered_address', 'relation_to_parent', 'bill_to', 'billing_contact_name', 'billing_email',
    'created_by_user_id', 'idempotency_key', 'created_at',
  ]) {
    await db.schema.alterTable('groups').dropColumn(column).execute();
  }
}

export const groupsLegalEntity: Migration = { up, down };
