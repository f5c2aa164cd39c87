import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Stored files live here, under the data directory (never at a path a user chose). */
export const FILES_DIR = 'files';

/** Keys the server hands out: a random UUID and the extension of the recognised type. */
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export const newStorageKey = (extension: string): string => `${randomUUID()}${extension}`;

/**
 * The path of a stored file, or null when the key is not one the server generates (a traversal such
 * as '../x' or an absolute path, e.g. from a tampered row) or would resolve outside DATA_DIR/files.
 */
export function storedFilePath(dataDir: string, key: string): string | null {
  if (!STORAGE_KEY.test(key)) return null;
  const root = path.resolve(dataDir, FILES_DIR);
  const file = path.resolve(root, key);
  return path.dirname(file) === root ? file : null;
}

/** The key relative to the data directory, as the image reader takes it ('files/<key>'). */
export const dataRelativePath = (key: string): string => `${FILES_DIR}/${key}`;

export async function writeStoredFile(dataDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const file = storedFilePath(dataDir, key);
  if (!file) throw new Error(`not a storage key: ${key}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
}

/** A read stream of a stored file and its size, or null when the key is bad or the file is gone. */
export async function openStoredFile(dataDir: string, key: string): Promise<{ stream: Readable; size: number } | null> {
  const file = storedFilePath(dataDir, key);
  if (!file) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  } catch {
    return null;
  }
}
