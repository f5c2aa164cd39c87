import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { isStorageKey, storedFilePath } from './keys.js';

export type FileStoreKind = 'folder' | 'db';

export interface OpenedFile {
  body: Readable | Buffer;
  size: number;
}

/**
 * Where the bytes of uploaded files live (issue 29): the data folder (DATA_DIR/files, the default)
 * or the database (table stored_file_bytes), so that instances with no shared disk serve each
 * other's files. `stored_files` describes every file whatever the store.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  /** Writes a new file (a key is written once). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes and size, or null when this store does not have it (or the key is not a server's). */
  open(key: string): Promise<OpenedFile | null>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function folderStore(dataDir: string): FileStore {
  const fileOf = (key: string) => {
    const file = storedFilePath(dataDir, key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    return file;
  };
  return {
    kind: 'folder',
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

/**
 * The files of an app: new files go to the configured store (FILE_STORE); a file is looked for
 * there first, then in the other store, so that files keep being served while `studyatlas files
 * move` is under way (or after FILE_STORE changed before the move).
 */
export interface Files {
  store: FileStore;
  open(key: string): Promise<OpenedFile | null>;
  read(key: string): Promise<Buffer | null>;
}

export function createFiles(kind: FileStoreKind, dataDir: string, db: Kysely<Database>): Files {
  const [store, other] = kind === 'db' ? [databaseStore(db), folderStore(dataDir)] : [folderStore(dataDir), databaseStore(db)];
  return {
    store,
    open: async (key) => (await store.open(key)) ?? other.open(key),
    read: async (key) => (await store.read(key)) ?? other.read(key),
  };
}
