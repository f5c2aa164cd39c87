import { format } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { DEFAULT_DOWNLOAD_NAME, DOWNLOAD_TYPES, type DownloadType } from './shared-download.js';

/** Download types (EFM, EEM) and the default name of a download: shared with the downloads (./shared-download.ts). */
export { DOWNLOAD_TYPES, type DownloadType, DEFAULT_DOWNLOAD_NAME } from './shared-download.js';
export const isDownloadType = (value: unknown): value is DownloadType => (DOWNLOAD_TYPES as readonly unknown[]).includes(value);

/** Most files one zip download holds. */
export const MAX_DOWNLOAD_FILES = 50;

const MB = 1024 * 1024;
/** Upload limits (UploadFile, UploadImage). */
export const UPLOAD_FILE_MAX_BYTES = 5 * MB;
export const UPLOAD_IMAGE_MAX_BYTES = 2 * MB;

/** The file types the server accepts, recognised by their first bytes (never by name or header). */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: '.pdf' },
  png: { contentType: 'image/png', extension: '.png' },
  jpeg: { contentType: 'image/jpeg', extension: '.jpg' },
  webp: { contentType: 'image/webp', extension: '.webp' },
  gif: { contentType: 'image/gif', extension: '.gif' },
  bmp: { contentType: 'image/bmp', extension: '.bmp' },
} as const;
export type FileType = keyof typeof FILE_TYPES;
/** What UploadFile accepts (documents). */
export const UPLOAD_FILE_TYPES: readonly FileType[] = ['pdf', 'png', 'jpeg', 'webp'];
/** What UploadImage accepts: member §5 "Profile image" (jpg, jpeg, bmp, png, gif). */
export const IMAGE_FILE_TYPES: readonly FileType[] = ['png', 'jpeg', 'gif', 'bmp'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The type of a file by its magic bytes: PDF, PNG, JPEG, WEBP, GIF (GIF87a/GIF89a) or BMP ('BM'
 * with a plausible header: the file size field not below the header and pixel data inside it);
 * null for anything else.
 */
export function detectFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF….WEBP
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif'; // GIF87a, GIF89a
  if (isBmp(bytes)) return 'bmp';
  return null;
}

/** 'BM', then a little-endian header: pixel data offset (bytes 10–13) past the 14-byte file header
 * and a known DIB header size (bytes 14–17: 12, 40, 52, 56, 64, 108 or 124). */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || !startsWith(bytes, [0x42, 0x4d])) return false;
  const u32 = (at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
  const dib = u32(14);
  return u32(10) >= 14 + dib && [12, 40, 52, 56, 64, 108, 124].includes(dib);
}

export type UploadKind = 'file' | 'image';

/** Why an upload is refused (size first, then type); null when it is accepted. */
export function validateUpload(kind: UploadKind, size: number, type: FileType | null): string | null {
  const max = kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_FILE_MAX_BYTES;
  if (size > max) return format(kind === 'image' ? fileMessages.uploadImageTooLarge : fileMessages.uploadFileTooLarge, { max: max / MB });
  if (size === 0) return fileMessages.uploadFileRequired;
  if (type === null || !(kind === 'image' ? IMAGE_FILE_TYPES : UPLOAD_FILE_TYPES).includes(type)) return kind === 'image' ? fileMessages.uploadImageType : fileMessages.uploadFileType;
  return null;
}

/** The fileID header's ids ('12' or '12,15'), or the message why it is not usable. */
export function parseFileIds(header: string | undefined): { ids: number[] } | { error: string } {
  const parts = (header ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0) return { error: fileMessages.downloadIdsRequired };
  if (!parts.every((part) => /^\d{1,15}$/.test(part) && Number(part) > 0)) return { error: fileMessages.downloadIdsInvalid };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_DOWNLOAD_FILES) return { error: format(fileMessages.downloadTooMany, { max: MAX_DOWNLOAD_FILES }) };
  return { ids };
}

/**
 * A file name as offered on download: its last path segment, without control characters, quotes or
 * separators, at most 120 characters; the default name when nothing is left.
 */
export function safeFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned === '' ? DEFAULT_DOWNLOAD_NAME : cleaned;
}
