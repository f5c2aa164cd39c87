import { totalmem } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.js';

/** The page cache of a bulk load, in KiB: an eighth of the machine's memory, at most 2 GiB. */
export const bulkLoadCacheKib = (memory = totalmem()): number => Math.max(65_536, Math.min(2_097_152, Math.floor(memory / 1024 / 8)));

/**
 * Runs a bulk load (a seed, a large search refresh) on SQLite with a large page cache, then puts the
 * connection's cache back. With SQLite's default 2 MB, the pages of the tables and indexes a long
 * transaction writes spill to the write-ahead log and are read back from it by a system call each
 * time: a 1,000,000-course seed read 1.85 TB that way. At 200,000 courses the search refresh took
 * 38.4 s with the default cache and 17.6 s with this one (docs/performance.md). PostgreSQL keeps
 * its own buffers: nothing to do there.
 */
export async function withBulkLoadCache<T>(db: Kysely<any>, dialect: DialectName, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return work();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const before = Number(rows[0]?.cache_size ?? -2000);
  const wanted = -bulkLoadCacheKib();
  // A nested bulk load (the seed's own search refresh) keeps the larger cache it runs in.
  if (before < 0 && before <= wanted) return work();
  await sql.raw(`pragma cache_size = ${wanted}`).execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`pragma cache_size = ${before}`).execute(db);
  }
}
