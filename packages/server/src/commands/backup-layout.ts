import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DialectName } from '../db/dialect.js';
import { DEFAULT_SQLITE_FILE } from '../db/create-database.js';
import { FILES_DIR, isStorageKey } from '../storage/keys.js';

/**
 * What a backup archive holds, in this order (docs/operations.md "Backups"):
 * - `studyatlas-backup.json`: the manifest (format, dialect, when, the last migration);
 * - `database.sqlite` (SQLite's online backup) or `database.pgdump` (pg_dump's custom format);
 * - `data/<path>`: every other file of the data folder (uploaded files, logos, the token secret);
 * - `s3/<key>`: each uploaded file the database names that is in neither the database nor the data
 *   folder, from S3_URL's bucket (FILE_STORE=s3).
 */
export const MANIFEST = 'studyatlas-backup.json';
export const DATA_PREFIX = 'data/';
export const BUCKET_PREFIX = 's3/';
export const databaseEntry = (dialect: DialectName): string => (dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump');

export interface Manifest {
  format: 'studyatlas-backup';
  version: 1;
  dialect: DialectName;
  createdAt: string;
  /** The newest migration applied to the database backed up. */
  migration: string | null;
}

/** The SQLite database and its companions: copied through the backup API, never as files. */
export const isDatabaseFile = (relative: string): boolean => [DEFAULT_SQLITE_FILE, `${DEFAULT_SQLITE_FILE}-wal`, `${DEFAULT_SQLITE_FILE}-shm`, `${DEFAULT_SQLITE_FILE}-journal`].includes(relative);

export interface DataFile {
  /** Relative to the data folder, with forward slashes. */
  relative: string;
  path: string;
  size: number;
  mtime: Date;
}

/** The storage key of a data folder file that is an uploaded file (`files/<key>`), else null. */
export function uploadKeyOf(relative: string): string | null {
  const key = relative.slice(FILES_DIR.length + 1);
  return relative.startsWith(`${FILES_DIR}/`) && isStorageKey(key) ? key : null;
}

/** The storage key of an `s3/<key>` entry, or null for any other name (only keys the server makes go into a bucket). */
export function bucketKeyOf(entryName: string): string | null {
  const key = entryName.slice(BUCKET_PREFIX.length);
  return entryName.startsWith(BUCKET_PREFIX) && isStorageKey(key) ? key : null;
}

/** Every regular file under the data folder but the SQLite database's (symbolic links are not followed). */
export async function listDataFiles(dataDir: string): Promise<DataFile[]> {
  const files: DataFile[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = `${prefix}${entry.name}`;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, `${relative}/`);
      else if (entry.isFile() && !isDatabaseFile(relative)) {
        const info = await lstat(full);
        files.push({ relative, path: full, size: info.size, mtime: info.mtime });
      }
    }
  };
  await walk(dataDir, '');
  return files;
}

/**
 * Where an archive's `data/…` entry goes under the data folder, or null for a name that is not a
 * plain relative path inside it (absolute, `..`, empty parts): an archive cannot write elsewhere.
 */
export function dataTarget(dataDir: string, entryName: string): string | null {
  if (!entryName.startsWith(DATA_PREFIX)) return null;
  const relative = entryName.slice(DATA_PREFIX.length);
  const parts = relative.split('/');
  if (!relative || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')) || isDatabaseFile(relative)) return null;
  const root = path.resolve(dataDir);
  const target = path.resolve(root, ...parts);
  return target.startsWith(root + path.sep) ? target : null;
}
