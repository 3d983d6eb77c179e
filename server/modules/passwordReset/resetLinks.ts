import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { PASSWORD_RESET_LINK_TTL_MS, resetLinkProblem, type ResetLinkProblem } from '../../../machines/rules/passwordReset';
import type { Database, PasswordResetLinkTable } from '../../db/schema';

/**
 * Reset links (selector / verifier): the e-mail carries `<id>.<secret>`; the row is found by its id
 * and the secret's SHA-256 is compared in constant time, so neither a database leak nor a timing
 * probe yields a usable link. 32 random bytes of secret; single use; expiring; replaced by a newer one.
 */
export type ResetLinkRow = Selectable<PasswordResetLinkTable>;

const SECRET_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** Constant-time equality of a presented secret with a stored SHA-256 (hex); false for any malformed input. */
export function secretMatches(secret: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const presented = digest(secret);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/** `<id>.<secret>` split and checked for shape; null when it cannot be a link of ours. */
export function parseResetToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !secret || !UUID.test(id) || !SECRET.test(secret)) return null;
  return { id, secret };
}

/** A new link for the user; the user's earlier unused links are replaced (only the newest works). */
export async function createResetLink(trx: Transaction<Database>, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await trx
    .updateTable('password_reset_links')
    .set({ superseded_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
  const id = randomUUID();
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LINK_TTL_MS);
  await trx
    .insertInto('password_reset_links')
    .values({ id, user_id: userId, secret_hash: digest(secret).toString('hex'), created_at: now, expires_at: expiresAt })
    .execute();
  return { token: `${id}.${secret}`, expiresAt };
}

export type LinkLookup = { kind: 'usable'; link: ResetLinkRow } | { kind: 'problem'; problem: ResetLinkProblem | 'invalid' };

/**
 * The link a token names, when it can still be used at `now`. `forUpdate` locks the row inside a
 * transaction, so two tabs completing the same link cannot both succeed.
 */
export async function lookUpResetLink(db: Kysely<Database> | Transaction<Database>, token: string, now: Date, forUpdate = false): Promise<LinkLookup> {
  const parsed = parseResetToken(token);
  if (!parsed) return { kind: 'problem', problem: 'invalid' };
  let query = db.selectFrom('password_reset_links').selectAll().where('id', '=', parsed.id);
  if (forUpdate) query = query.forUpdate();
  const link = await query.executeTakeFirst();
  // An unknown id still costs one hash and comparison, as a known one does.
  if (!secretMatches(parsed.secret, link?.secret_hash ?? '00'.repeat(32)) || !link) return { kind: 'problem', problem: 'invalid' };
  const problem = resetLinkProblem({ expiresAt: link.expires_at, usedAt: link.used_at, supersededAt: link.superseded_at }, now);
  return problem ? { kind: 'problem', problem } : { kind: 'usable', link };
}
