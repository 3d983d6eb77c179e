import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalPubSub } from '../pubsub/pubsub';
import { findActiveSession, type ActiveSession } from './sessionStore';

/**
 * Live sessions looked up by the API (every GraphQL call, socket and CSV export), kept in memory
 * for SESSION_CACHE_MS so a burst of calls costs one database read. A session ended anywhere
 * (sign-out, a newer sign-in from the same browser) is announced as `sessionEnded` on the pub/sub,
 * which reaches every instance (Redis when REDIS_URL is set): each drops its entry at once.
 * Suspending or deactivating a user ends their sessions the same way (server/modules/users,
 * userStatusCommands.ts `endSessionsOf`), so that too takes effect at once on every instance.
 */
export const SESSION_CACHE_MS = 5_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The live session with this key (from memory when fresh), or null. */
  find(idHash: string, now: Date): Promise<ActiveSession | null>;
  /** Forgets one session (this instance only; `sessionEnded` reaches the others). */
  drop(idHash: string): void;
  close(): Promise<void>;
}

export function createSessionCache(db: Kysely<Database>, pubsub: PortalPubSub, options: { ttlMs?: number; maxEntries?: number } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const entries = new Map<string, { active: ActiveSession; fetchedAt: number }>();

  const ended = pubsub.subscribe('sessionEnded');
  const listening = (async () => {
    for await (const idHash of ended) entries.delete(idHash);
  })();

  return {
    async find(idHash, now) {
      const cached = entries.get(idHash);
      const fresh = cached && now.getTime() - cached.fetchedAt < ttlMs && cached.active.session.expires_at.getTime() > now.getTime();
      if (fresh) return cached.active;
      entries.delete(idHash);
      const active = await findActiveSession(db, idHash, now);
      if (!active) return null;
      // Bounded: the oldest entries (Map keeps insertion order) go first.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(idHash, { active, fetchedAt: now.getTime() });
      return active;
    },
    drop: (idHash) => void entries.delete(idHash),
    async close() {
      await ended.return?.();
      await listening;
      entries.clear();
    },
  };
}
