import { fileStores, storesFirst, type FileStore, type FileStoreKind } from '../storage/file-store.js';
import { s3SettingsFrom } from '../storage/s3-settings.js';
import { databaseOptions, openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';

/** Rows read per query while moving. */
const BATCH = 500;

/** The first of the stores that has the file, with its bytes. */
async function findIn(stores: FileStore[], key: string): Promise<{ source: FileStore; bytes: Buffer } | null> {
  for (const source of stores) {
    const bytes = await source.read(key);
    if (bytes) return { source, bytes };
  }
  return null;
}

/**
 * `studyatlas files move --to db|folder|s3`: moves the bytes of every stored file into the database,
 * the data folder or S3_URL's bucket from whichever other store has them, one file at a time —
 * written to the target, read back and compared, then removed from the source — so it can run while
 * the servers serve (they look in every store) and be run again after an interruption. Set
 * FILE_STORE to the target on every instance as well, so that new uploads go there.
 */
export async function moveFiles(to: FileStoreKind, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const s3 = s3SettingsFrom(env);
  if (to === 's3' && !s3) throw new Error('files move --to s3 needs S3_URL (https://KEY:SECRET@host/bucket?region=REGION)');
  const { handle } = await openMigratedDatabase(env);
  const { dataDir } = databaseOptions(env);
  const [target, ...sources] = storesFirst(to, fileStores(dataDir, handle.db, s3));
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
        const found = await findIn(sources, key!);
        if (!found) {
          if (await target.read(key!)) already += 1;
          else missing.push(key!);
          continue;
        }
        const { source, bytes } = found;
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
  output.out(`Moved ${moved} file${moved === 1 ? '' : 's'} to ${target.where} (${already} already there) in ${seconds(performance.now() - started)}.`);
  if (missing.length) output.err(`${missing.length} stored file${missing.length === 1 ? ' is' : 's are'} in no store: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  return missing.length ? 1 : 0;
}
