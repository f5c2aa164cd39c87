import type { Readable } from 'node:stream';
import { isDownloadType, parseFileIds, safeFileName, type DownloadType, type StoredFile, type UploadKind, formMessages } from '@studyatlas/core';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { MAX_IMAGE_BYTES, type Image } from '../../catalogue/logos.js';
import { DEFAULT_PROFILE_IMAGE } from './assets/default-profile-image.js';
import { renderDemoPdf } from './demo-pdf.js';
import * as q from './queries.js';
import type { Files } from '../../storage/file-store.js';
import { storeUpload } from '../../storage/store-upload.js';
import { uniqueNames, zipStream } from '../../http/zip.js';

/** What a download request carries in its headers (discovery §3 "Download request headers"). */
export interface DownloadHeaders {
  fileID?: string;
  legalID?: string;
  key?: string;
}

export interface DownloadFile {
  name: string;
  contentType: string;
  mtime: Date;
  /** Opened when its bytes are sent (or zipped). */
  open(): Promise<{ body: Readable | Buffer; size: number }>;
}

export interface Download {
  type: DownloadType;
  files: DownloadFile[];
}

const ZIP_NAMES: Readonly<Record<DownloadType, string>> = { EFM: 'forms.zip', EEM: 'documents.zip', EDN: 'documents.zip' };

export const defaultProfileImage = (): Image => ({ body: DEFAULT_PROFILE_IMAGE, contentType: 'image/svg+xml; charset=utf-8', fallback: true });

/**
 * A stored file's bytes: from the file store (the data folder or the database, FILE_STORE), or a
 * demo document rendered from its record (no storage key); null when the file is gone. Other areas
 * get it through areas.ts (partner downloads, attachments).
 */
export async function openFileBytes(
  files: Files,
  row: Pick<q.StoredFileRow, 'kind' | 'reference_id' | 'file_name' | 'storage_key'>,
): Promise<{ body: Readable | Buffer; size: number } | null> {
  if (row.storage_key === null) {
    const body = renderDemoPdf(row);
    return { body, size: body.length };
  }
  return files.open(row.storage_key);
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

export function createFilesService(ctx: AppContext) {
  const { db, files } = ctx;

  const fileNotFound = () => notFound(formMessages.fileNotFound);

  function toDownloadFile(row: q.StoredFileRow): DownloadFile {
    return {
      name: safeFileName(row.file_name),
      contentType: row.content_type,
      mtime: new Date(row.created_at),
      async open() {
        const opened = await openFileBytes(files, row);
        if (!opened) throw fileNotFound();
        return opened;
      },
    };
  }

  return {
    /**
     * The files a download asks for. EFM: fileID holds form ids (each form's file); EEM: the stored
     * file ids of event documents; EDN: the stored file ids of the signed-in member's (`clientId`) own
     * profile record documents. A legalID other than 0 must own every file. Any id unknown (or another
     * member's document) → 404 'Resource file not found' (before anything is sent).
     */
    async resolveDownload(headers: Record<string, string | string[] | undefined>, clientId: number): Promise<Download> {
      const wanted: DownloadHeaders = { fileID: header(headers.fileid), legalID: header(headers.legalid), key: header(headers.key) };
      const type = (wanted.key ?? 'EFM').trim().toUpperCase();
      if (!isDownloadType(type)) throw new HttpError(400, formMessages.downloadTypeInvalid);
      const parsed = parseFileIds(wanted.fileID);
      if ('error' in parsed) throw new HttpError(400, parsed.error);
      const legalId = /^\d{1,15}$/.test(wanted.legalID?.trim() ?? '') ? Number(wanted.legalID) : 0;
      const found =
        type === 'EFM'
          ? await q.formFiles(db, parsed.ids)
          : type === 'EDN'
            ? await q.memberDocumentFiles(db, clientId, parsed.ids)
            : await q.filesById(db, 'EEM', parsed.ids);
      const rows = parsed.ids.map((id) => found.get(id));
      if (rows.some((row) => !row || (legalId > 0 && row.legal_id !== legalId))) throw fileNotFound();
      return { type, files: (rows as q.StoredFileRow[]).map(toDownloadFile) };
    },

    /** One file's bytes (the first), for DownloadFiles with one id. */
    async single(download: Download) {
      const file = download.files[0]!;
      const { body, size } = await file.open();
      return { name: file.name, contentType: file.contentType, body, size };
    },

    /** Every file in one streamed zip, with unique names inside. */
    zip(download: Download) {
      const names = uniqueNames(download.files.map((f) => f.name));
      const body = zipStream(
        download.files.map((file, i) => ({ name: names[i]!, mtime: file.mtime, open: async () => (await file.open()).body })),
      );
      return { name: ZIP_NAMES[download.type], contentType: 'application/zip', body };
    },

    /** Stores a member's upload (storage/store-upload.ts: checked by its bytes, a safe name with the type's extension). */
    upload(kind: UploadKind, clientId: number, fileName: string | undefined, bytes: Buffer): Promise<StoredFile> {
      return storeUpload({ db, files, now: ctx.now().toISOString() }, kind, { clientId, legalId: null }, fileName, bytes);
    },

    /** A member's profile image (the given one when it is theirs, else their newest) or the default. */
    async memberImage(clientId: number | null, imageId: number | null): Promise<Image> {
      if (!clientId) return defaultProfileImage();
      const row = (imageId ? await q.memberImage(db, clientId, imageId) : null) ?? (await q.memberImage(db, clientId, null));
      const bytes = row?.storage_key ? await files.read(row.storage_key) : null;
      return bytes && bytes.length <= MAX_IMAGE_BYTES ? { body: bytes, contentType: row!.content_type, fallback: false } : defaultProfileImage();
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
