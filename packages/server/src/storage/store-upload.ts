import { FILE_TYPES, format, formMessages, storedFileName, uploadTypeOf, UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES, validateUpload, type StoredFile, type UploadKind } from '@studyatlas/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { num } from '../db/numbers.js';
import { HttpError } from '../http/errors.js';
import type { Files } from './file-store.js';
import { newStorageKey } from './keys.js';

/** The size message of an upload kind (413 rather than 415). */
export const tooLarge = (kind: UploadKind): string =>
  format(kind === 'image' ? formMessages.uploadImageTooLarge : formMessages.uploadFileTooLarge, {
    max: (kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_FILE_MAX_BYTES) / (1024 * 1024),
  });

/** Who an upload belongs to: a member's (client) or an organisation's (legal; its logo). */
export interface UploadOwner {
  clientId: number | null;
  legalId: number | null;
}

/**
 * Checks an upload by its bytes (core rules/files.ts: the type from the bytes, the kind's size and
 * types; 413, 415 or 400 with the rule's message), writes it to the file store under a new key and
 * describes it in `stored_files` (kind IMG for images, UPL otherwise) with a safe name ending in the
 * type's extension.
 */
export async function storeUpload(
  store: { db: Kysely<Database> | Transaction<Database>; files: Files; now: string },
  kind: UploadKind,
  owner: UploadOwner,
  fileName: string | undefined,
  bytes: Buffer,
): Promise<StoredFile> {
  const type = uploadTypeOf(bytes, fileName);
  const problem = validateUpload(kind, bytes.length, type);
  if (problem) throw new HttpError(problem === tooLarge(kind) ? 413 : bytes.length === 0 ? 400 : 415, problem);
  const { contentType, extension } = FILE_TYPES[type!];
  const key = newStorageKey(extension);
  await store.files.store.put(key, bytes);
  const name = storedFileName(fileName, type!);
  const row = await store.db
    .insertInto('stored_files')
    .values({
      kind: kind === 'image' ? 'IMG' : 'UPL',
      reference_id: null,
      legal_id: owner.legalId,
      client_id: owner.clientId,
      file_name: name,
      content_type: contentType,
      size: bytes.length,
      storage_key: key,
      created_at: store.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { fileId: num(row.id), fileName: name, contentType, size: bytes.length };
}
