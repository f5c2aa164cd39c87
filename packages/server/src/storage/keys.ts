import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** Stored files live here, under the data directory (never at a path a user chose). */
export const FILES_DIR = 'files';

/** Keys the server hands out: a random UUID and the extension of the recognised type. */
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);

export const newStorageKey = (extension: string): string => `${randomUUID()}${extension}`;

/**
 * The path of a stored file, or null when the key is not one the server generates (a traversal such
 * as '../x' or an absolute path, e.g. from a tampered row) or would resolve outside DATA_DIR/files.
 */
export function storedFilePath(dataDir: string, key: string): string | null {
  if (!isStorageKey(key)) return null;
  const root = path.resolve(dataDir, FILES_DIR);
  const file = path.resolve(root, key);
  return path.dirname(file) === root ? file : null;
}
