import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { NO_COUNTER, type Counter, type CounterStore } from './counters.js';

/** Expired rows are deleted once every this many increments (of this process). */
const SWEEP_EVERY = 200;

/**
 * Counters in the table rate_limit_counters (migration 0024), on SQLite and PostgreSQL alike: an
 * increment is one INSERT … ON CONFLICT DO UPDATE … RETURNING, atomic on both, so servers sharing
 * the database count together. Windows run on the app's clock (`now`), which tests move.
 */
export function createDatabaseCounters(db: Kysely<Database>, now: () => Date): CounterStore {
  let increments = 0;

  async function sweep(at: number): Promise<void> {
    await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', at).execute();
  }

  return {
    kind: 'database',

    async incr(key, windowMs) {
      const at = now().getTime();
      const end = at + windowMs;
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, hits: 1, expires_at: end })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.expires_at <= ${at} then 1 else rate_limit_counters.hits + 1 end`,
            expires_at: sql<number>`case when rate_limit_counters.expires_at <= ${at} then ${end} else rate_limit_counters.expires_at end`,
          }),
        )
        .returning(['hits', 'expires_at'])
        .executeTakeFirstOrThrow();
      if (++increments % SWEEP_EVERY === 0) await sweep(at);
      return { current: num(row.hits), ttl: Math.max(0, num(row.expires_at) - at) };
    },

    async get(key): Promise<Counter> {
      const at = now().getTime();
      const row = await db.selectFrom('rate_limit_counters').select(['hits', 'expires_at']).where('key', '=', key).executeTakeFirst();
      if (!row || num(row.expires_at) <= at) return NO_COUNTER;
      return { current: num(row.hits), ttl: num(row.expires_at) - at };
    },

    async set(key, hits, ttlMs) {
      const end = now().getTime() + ttlMs;
      await db
        .insertInto('rate_limit_counters')
        .values({ key, hits, expires_at: end })
        .onConflict((oc) => oc.column('key').doUpdateSet({ hits, expires_at: end }))
        .execute();
    },

    async delete(key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}
