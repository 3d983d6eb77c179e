import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * One open dispute per invoice: the database's backstop for the dispute rule's `alreadyDisputed`
 * (machines/rules/disputeEligibility.ts, OPEN_DISPUTE_STATUSES), which raiseDispute enforces under
 * the invoice's row lock. The open states are the dispute machine's `open` and `underReview`.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index disputes_one_open_per_invoice on disputes (invoice_id) where status in ('open', 'underReview')`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('disputes_one_open_per_invoice').execute();
}

export const oneOpenDispute: Migration = { up, down };
