import type { Redis } from 'ioredis';
import {
  afterFailedSignIn,
  NO_FAILED_SIGN_INS,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInAttemptState,
} from '../../machines/rules/signInLockout';
import { sha256Hex } from './signing';

/**
 * Where the wrong-password counts of machines/rules/signInLockout.ts live, one per e-mail and
 * client address. In memory for one instance; in Redis (REDIS_URL) so every instance sees the
 * same counts. A count lapses SIGN_IN_FAILURE_MEMORY_MS after its last failure either way.
 */
export interface SignInAttemptStore {
  read(key: string, now: Date): Promise<SignInAttemptState>;
  /** Counts one wrong password; answers the state after it. */
  recordFailure(key: string, now: Date): Promise<SignInAttemptState>;
  clear(key: string): Promise<void>;
}

/** One key per e-mail (lower-cased) and client address; hashed so no e-mail sits in Redis. */
export function signInAttemptKey(email: string, address: string): string {
  return sha256Hex(`${email.toLowerCase()}|${address}`);
}

export function createMemoryAttemptStore(options: { maxKeys?: number } = {}): SignInAttemptStore {
  const maxKeys = options.maxKeys ?? 10_000;
  const states = new Map<string, SignInAttemptState>();
  const current = (key: string, now: Date) => {
    const state = states.get(key);
    return state?.lastFailedAt && now.getTime() - state.lastFailedAt.getTime() < SIGN_IN_FAILURE_MEMORY_MS ? state : NO_FAILED_SIGN_INS;
  };
  return {
    read: async (key, now) => current(key, now),
    async recordFailure(key, now) {
      const next = afterFailedSignIn(current(key, now), now);
      states.delete(key);
      // Bounded: the oldest entries (Map keeps insertion order) go first.
      if (states.size >= maxKeys) states.delete(states.keys().next().value!);
      states.set(key, next);
      return next;
    },
    clear: async (key) => void states.delete(key),
  };
}

/** Redis: a hash {failures, lastFailedAt} that expires with the count; incremented atomically. */
export function createRedisAttemptStore(redis: Redis): SignInAttemptStore {
  const redisKey = (key: string) => `portal:sign-in-failures:${key}`;
  const stateOf = (failures: string | null | undefined, lastFailedAt: string | null | undefined): SignInAttemptState =>
    failures && lastFailedAt ? { failedSignIns: Number(failures), lastFailedAt: new Date(Number(lastFailedAt)) } : NO_FAILED_SIGN_INS;
  return {
    async read(key) {
      const [failures, lastFailedAt] = await redis.hmget(redisKey(key), 'failures', 'lastFailedAt');
      return stateOf(failures, lastFailedAt);
    },
    async recordFailure(key, now) {
      // The key expires SIGN_IN_FAILURE_MEMORY_MS after the last failure: the rule's "forgotten" count.
      const results = await redis
        .multi()
        .hincrby(redisKey(key), 'failures', 1)
        .hset(redisKey(key), 'lastFailedAt', String(now.getTime()))
        .pexpire(redisKey(key), SIGN_IN_FAILURE_MEMORY_MS)
        .exec();
      const failures = results?.[0]?.[1];
      return { failedSignIns: Number(failures ?? 1), lastFailedAt: now };
    },
    clear: async (key) => void (await redis.del(redisKey(key))),
  };
}
