import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable, UserTable } from '../db/schema';
import { SESSION_IDLE_TTL_MS } from '../../src/domain/session';
import { sha256Hex } from './signing';

/**
 * Server-side sessions. The browser holds a random 32-byte credential; the table keeps only its
 * sha256, so a database leak yields no usable cookie. Sessions lapse after SESSION_IDLE_TTL_MS
 * without use and can be revoked (sign-out).
 */
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;

/** Touching on every request would write on every GraphQL call; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export interface CreatedSession {
  credential: string;
  row: SessionRow;
}

export async function createSession(db: Kysely<Database>, user: UserRow, now: Date): Promise<CreatedSession> {
  const credential = randomBytes(32).toString('base64url');
  const row: SessionRow = {
    id_hash: sha256Hex(credential),
    user_id: user.id,
    checksum: randomBytes(16).toString('base64url'),
    buyer_id: user.buyer_id,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_IDLE_TTL_MS),
    revoked_at: null,
  };
  await db.insertInto('sessions').values(row).execute();
  return { credential, row };
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

/** The live session with this key and its active user (not suspended, not deactivated), or null. */
export async function findActiveSession(db: Kysely<Database>, idHash: string, now: Date): Promise<ActiveSession | null> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  if (!user || user.status !== 'active') return null;
  return { session, user };
}

export function findActiveSessionByCredential(db: Kysely<Database>, credential: string, now: Date) {
  return findActiveSession(db, sha256Hex(credential), now);
}

/**
 * Extends the idle expiry, at most once a minute per session. The row is updated in place too, so
 * a cached copy (auth/sessionCache.ts) does not touch again on every call.
 */
export async function touchSession(db: Kysely<Database>, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.last_seen_at.getTime() < TOUCH_INTERVAL_MS) return;
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_TTL_MS);
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', session.id_hash)
    .where('revoked_at', 'is', null)
    .execute();
  session.last_seen_at = now;
  session.expires_at = expiresAt;
}

export async function revokeSession(db: Kysely<Database>, idHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id_hash', '=', idHash).where('revoked_at', 'is', null).execute();
}
