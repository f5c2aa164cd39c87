/** A counter's state: its hits in the current window and the milliseconds left of it (0: none). */
export interface Counter {
  current: number;
  ttl: number;
}

/**
 * Counters with an expiry, where every server instance sees the same values and a restart keeps
 * them: in Redis when REDIS_URL is set (redis-counters.ts), in the database otherwise
 * (database-counters.ts). The per-address limits of @fastify/rate-limit and the per-account limits
 * (account-limits.ts) both count here.
 */
export interface CounterStore {
  /** Adds a hit; a missing or expired counter starts at 1 with a window of `windowMs`. */
  incr(key: string, windowMs: number): Promise<Counter>;
  /** The counter as it stands ({ current: 0, ttl: 0 } when missing or expired). */
  get(key: string): Promise<Counter>;
  /** Sets a counter to `hits` for `ttlMs` from now. */
  set(key: string, hits: number, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Where the counters live, for logs and docs: 'redis' or 'database'. */
  readonly kind: 'redis' | 'database';
}

export const NO_COUNTER: Counter = { current: 0, ttl: 0 };
