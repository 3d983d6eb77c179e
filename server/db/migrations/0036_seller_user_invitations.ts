import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * The seller's administrator invites the seller's own users (issue 14; server/modules/customers,
 * clientUserAdmin.ts) with the buyers' invitation machinery: a seller user belongs to no buyer, so
 * `user_invitations.buyer_id` may be null (the sign-up page already treats a missing buyer as ready).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_invitations').alterColumn('buyer_id', (col) => col.dropNotNull()).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('user_invitations' as never).where('buyer_id' as never, 'is', null).execute();
  await db.schema.alterTable('user_invitations').alterColumn('buyer_id', (col) => col.setNotNull()).execute();
}

export const sellerUserInvitations: Migration = { up, down };
