import type { Generated } from 'kysely';

/** EFM form file, EEM event document, UPL member upload, IMG member image. */
export type StoredFileKind = 'EFM' | 'EEM' | 'UPL' | 'IMG';

/** A stored file (migration 0008); the bytes are on disk under DATA_DIR/files/<storage_key>. */
export interface StoredFilesTable {
  id: Generated<number>;
  kind: StoredFileKind;
  /** forms.id for EFM, events.id for EEM; null for uploads. */
  reference_id: number | null;
  /** The institution or agent the file belongs to (EFM, EEM). */
  legal_id: number | null;
  /** The member who uploaded it (UPL, IMG). */
  client_id: number | null;
  /** The name offered on download (x-filename). */
  file_name: string;
  content_type: string;
  size: number;
  /** Server-generated file name under DATA_DIR/files; null: a demo document rendered from its record. */
  storage_key: string | null;
  /** ISO-8601 UTC */
  created_at: string;
}

/** The bytes of a stored file kept in the database (FILE_STORE=db; migration 0034). */
export interface StoredFileBytesTable {
  storage_key: string;
  bytes: Buffer;
  size: number;
}

export interface FilesTables {
  stored_file_bytes: StoredFileBytesTable;
  stored_files: StoredFilesTable;
}
