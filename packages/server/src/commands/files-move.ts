import type { FileStoreKind } from '../storage/file-store.js';
import { databaseStore, folderStore } from '../storage/file-store.js';
import { databaseOptions, openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';

/** Rows read per query while moving. */
const BATCH = 500;

/**
 * `studyatlas files move --to db|folder`: moves the bytes of every stored file into the database or
 * the data folder, one file at a time — written to the target, read back and compared, then removed
 * from the source — so it can run while the servers serve (they look in both stores) and be run
 * again after an interruption. Set FILE_STORE to the target on every instance as well, so that new
 * uploads go there.
 */
export async function moveFiles(to: FileStoreKind, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { handle } = await openMigratedDatabase(env);
  const { dataDir } = databaseOptions(env);
  const [target, source] = to === 'db' ? [databaseStore(handle.db), folderStore(dataDir)] : [folderStore(dataDir), databaseStore(handle.db)];
  let moved = 0;
  let already = 0;
  const missing: string[] = [];
  try {
    for (let after = 0; ; ) {
      const rows = await handle.db
        .selectFrom('stored_files')
        .select(['id', 'storage_key'])
        .where('storage_key', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const { storage_key: key } of rows) {
        const bytes = await source.read(key!);
        if (!bytes) {
          if (await target.read(key!)) already += 1;
          else missing.push(key!);
          continue;
        }
        const there = await target.read(key!);
        if (!there) await target.put(key!, bytes);
        const copied = there ?? (await target.read(key!));
        if (!copied?.equals(bytes)) throw new Error(`${key} differs between the stores; nothing removed`);
        await source.remove(key!);
        moved += 1;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]!.id);
    }
  } finally {
    await handle.close();
  }
  const where = to === 'db' ? 'the database' : `${dataDir}/files`;
  output.out(`Moved ${moved} file${moved === 1 ? '' : 's'} to ${where} (${already} already there) in ${seconds(performance.now() - started)}.`);
  if (missing.length) output.err(`${missing.length} stored file${missing.length === 1 ? ' is' : 's are'} in neither store: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  return missing.length ? 1 : 0;
}
