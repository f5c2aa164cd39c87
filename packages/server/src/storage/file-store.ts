import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { FILES_DIR, isStorageKey, storedFilePath } from './keys.js';
import type { S3Settings } from './s3-settings.js';
import type { FileStore, FileStoreKind, OpenedFile } from './file-store-interface.js';
import { s3Store } from './s3-store.js';

export type { FileStore, FileStoreKind, OpenedFile } from './file-store-interface.js';

export function folderStore(dataDir: string): FileStore {
  const fileOf = (key: string) => {
    const file = storedFilePath(dataDir, key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    return file;
  };
  return {
    kind: 'folder',
    where: path.join(dataDir, FILES_DIR),
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async open(key) {
      const file = storedFilePath(dataDir, key);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async read(key) {
      const file = storedFilePath(dataDir, key);
      return file ? readFile(file).catch(() => null) : null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function databaseStore(db: Kysely<Database>): FileStore {
  const read = async (key: string): Promise<Buffer | null> => {
    if (!isStorageKey(key)) return null;
    const row = await db.selectFrom('stored_file_bytes').select('bytes').where('storage_key', '=', key).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  };
  return {
    kind: 'db',
    where: 'the database',
    async put(key, bytes) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      await db.insertInto('stored_file_bytes').values({ storage_key: key, bytes: Buffer.from(bytes), size: bytes.length }).execute();
    },
    async open(key) {
      const bytes = await read(key);
      return bytes ? { body: bytes, size: bytes.length } : null;
    },
    read,
    async remove(key) {
      await db.deleteFrom('stored_file_bytes').where('storage_key', '=', key).execute();
    },
  };
}

/** Every store this instance can reach: the folder and the database always, S3 when S3_URL is set. */
export function fileStores(dataDir: string, db: Kysely<Database>, s3?: S3Settings): FileStore[] {
  return [folderStore(dataDir), databaseStore(db), ...(s3 ? [s3Store(s3)] : [])];
}

/**
 * The files of an app: new files go to the configured store (FILE_STORE); a file is looked for
 * there first, then in the other stores, so that files keep being served while `studyatlas files
 * move` is under way (or after FILE_STORE changed before the move).
 */
export interface Files {
  store: FileStore;
  open(key: string): Promise<OpenedFile | null>;
  read(key: string): Promise<Buffer | null>;
}

/** The configured store and the others, in the order files are looked for. */
export function storesFirst(kind: FileStoreKind, stores: FileStore[]): [FileStore, ...FileStore[]] {
  const store = stores.find((s) => s.kind === kind);
  if (!store) throw new Error(`FILE_STORE=${kind} needs S3_URL`);
  return [store, ...stores.filter((s) => s !== store)];
}

export function createFiles(kind: FileStoreKind, stores: FileStore[]): Files {
  const ordered = storesFirst(kind, stores);
  const first = async <T>(look: (store: FileStore) => Promise<T | null>): Promise<T | null> => {
    for (const store of ordered) {
      const found = await look(store);
      if (found) return found;
    }
    return null;
  };
  return {
    store: ordered[0],
    open: (key) => first((store) => store.open(key)),
    read: (key) => first((store) => store.read(key)),
  };
}
