import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 14 item 1 (Customers): spec 4 "Customer status" names three suspension reasons: default,
 * non-payment (fixed by paying the outstanding balance) and unable to validate (support welcome
 * call). A suspended buyer carries one; every other status carries none.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('buyers')
    .addColumn('suspension_reason', 'text', (col) => col.check(sql`suspension_reason in ('default', 'nonPayment', 'unableToValidate')`))
    .execute();
  await sql`alter table buyers add constraint buyers_suspension_reason_only_suspended check (suspension_reason is null or status = 'suspended')`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table buyers drop constraint buyers_suspension_reason_only_suspended`.execute(db);
  await db.schema.alterTable('buyers').dropColumn('suspension_reason').execute();
}

export const customerSuspension: Migration = { up, down };
