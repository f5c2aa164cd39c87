import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './create-database.js';
import { bulkLoadCacheKib, withBulkLoadCache } from './bulk-load-cache.js';

const dir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bulk-'));
const handle = createDatabase({ dataDir: dir });
const cacheSize = async () => Number((await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db)).rows[0]!.cache_size);

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('withBulkLoadCache', () => {
  it('sizes the cache at an eighth of the memory, between 64 MiB and 2 GiB', () => {
    expect(bulkLoadCacheKib(8 * 2 ** 30)).toBe(1_048_576);
    expect(bulkLoadCacheKib(2 ** 30)).toBe(131_072);
    expect(bulkLoadCacheKib(2 ** 28)).toBe(65_536);
    expect(bulkLoadCacheKib(64 * 2 ** 30)).toBe(2_097_152);
  });

  it('raises SQLite page cache for the work, keeps it for nested work, and puts it back after, also after a failure', async () => {
    const before = await cacheSize();
    const seen: number[] = [];
    await withBulkLoadCache(handle.db, 'sqlite', async () => {
      seen.push(await cacheSize());
      await withBulkLoadCache(handle.db, 'sqlite', async () => seen.push(await cacheSize()));
      seen.push(await cacheSize());
    });
    expect(seen).toEqual([-bulkLoadCacheKib(), -bulkLoadCacheKib(), -bulkLoadCacheKib()]);
    expect(await cacheSize()).toBe(before);
    await expect(withBulkLoadCache(handle.db, 'sqlite', () => Promise.reject(new Error('load failed')))).rejects.toThrow('load failed');
    expect(await cacheSize()).toBe(before);
  });
});
