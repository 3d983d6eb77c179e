/**
 * A fixed-window, in-memory rate limiter (per process). It sits on top of the per-account lockout:
 * the lockout protects one account, this slows one client hammering many attempts.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  allow(key: string, now: number): boolean;
}

export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { startedAt: number; hits: number }>();
  const maxKeys = options.maxKeys ?? 10_000;

  function sweep(now: number) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= options.windowMs) windows.delete(key);
    }
  }

  return {
    allow(key, now) {
      if (windows.size >= maxKeys) sweep(now);
      const current = windows.get(key);
      if (!current || now - current.startedAt >= options.windowMs) {
        windows.set(key, { startedAt: now, hits: 1 });
        return true;
      }
      current.hits += 1;
      return current.hits <= options.limit;
    },
  };
}
