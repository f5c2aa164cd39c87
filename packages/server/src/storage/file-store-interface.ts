import type { Readable } from 'node:stream';

export type FileStoreKind = 'folder' | 'db' | 's3';

export interface OpenedFile {
  body: Readable | Buffer;
  size: number;
}

/**
 * Where the bytes of uploaded files live (issue 29): the data folder (DATA_DIR/files, the default),
 * the database (table stored_file_bytes) or a bucket of S3-compatible object storage, so that
 * instances with no shared disk serve each other's files. `stored_files` describes every file
 * whatever the store.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  /** Where the bytes are, for people (never a secret). */
  readonly where: string;
  /** Writes a new file (a key is written once). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes and size, or null when this store does not have it (or the key is not a server's). */
  open(key: string): Promise<OpenedFile | null>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}
