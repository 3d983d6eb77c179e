import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * The per-address throttle of verification codes (issue 12 item 3; DESIGN: MFA codes rate-limited):
 * `mfa_tokens.sent_to_hash` is an HMAC of the address a code went to (e-mail or phone, normalised;
 * never the address itself), so the codes sent to one address in a window can be counted whatever
 * the user, scope or purpose (server/modules/mfa/mfaCodes.ts). Older rows have none and count for
 * no address.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mfa_tokens').addColumn('sent_to_hash', 'text').execute();
  await db.schema.createIndex('mfa_tokens_sent_to_idx').on('mfa_tokens').columns(['sent_to_hash', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mfa_tokens_sent_to_idx').execute();
  await db.schema.alterTable('mfa_tokens').dropColumn('sent_to_hash').execute();
}

export const mfaAddressThrottle: Migration = { up, down };
