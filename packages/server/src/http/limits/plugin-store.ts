import type { Counter, CounterStore } from './counters.js';

type Callback = (error: Error | null, result?: Counter) => void;

/** The store interface @fastify/rate-limit calls (its LocalStore and RedisStore have the same). */
export interface RateLimitPluginStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitPluginStore;
}

/**
 * A `store` class for @fastify/rate-limit over our counters (the database ones when no Redis is
 * configured). The plugin builds it with `new Store(options)`; the counters come from the closure.
 * Keys already name the call (register-call.ts's key generator), so a child shares the store.
 */
export function rateLimitStoreClass(counters: CounterStore, prefix = 'ip:') {
  return class CounterRateLimitStore implements RateLimitPluginStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.incr(prefix + key, timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.get(prefix + key).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    child(): RateLimitPluginStore {
      return this;
    }
  };
}
