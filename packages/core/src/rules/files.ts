import { format } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { DEFAULT_DOWNLOAD_NAME, DOWNLOAD_TYPES, type DownloadType } from './shared-download.js';
import { extensionOf, FILE_TYPES, IMAGE_FILE_TYPES, nameFitsType, UPLOAD_FILE_TYPES, uploadExtensions, type FileType, type UploadKind } from './shared-upload-types.js';

/** Download types (EFM, EEM) and the default name of a download: shared with the downloads (./shared-download.ts). */
export { DOWNLOAD_TYPES, type DownloadType, DEFAULT_DOWNLOAD_NAME } from './shared-download.js';
export const isDownloadType = (value: unknown): value is DownloadType => (DOWNLOAD_TYPES as readonly unknown[]).includes(value);

/** Most files one zip download holds. */
export const MAX_DOWNLOAD_FILES = 50;

const MB = 1024 * 1024;
/** Upload limits (UploadFile, UploadImage). */
export const UPLOAD_FILE_MAX_BYTES = 5 * MB;
export const UPLOAD_IMAGE_MAX_BYTES = 2 * MB;

/** The kinds that may be uploaded: one list for the browser and the server (./shared-upload-types.ts). */
export {
  FILE_TYPES,
  type FileType,
  UPLOAD_FILE_TYPES,
  IMAGE_FILE_TYPES,
  type UploadKind,
  uploadAccept,
  uploadExtensions,
} from './shared-upload-types.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const asciiBytes = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const utf16le = (text: string) => Array.from(text, (c) => [c.charCodeAt(0), 0]).flat();

/** Where `needle` first occurs in `bytes` from `from` (-1: nowhere). */
function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  const first = needle[0]!;
  for (let at = bytes.indexOf(first, from); at >= 0 && at + needle.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    if (startsWith(bytes, needle, at)) return at;
  }
  return -1;
}

/**
 * The type of a file by its bytes (never by its name or a header): PDF, PNG, JPEG, WEBP, GIF
 * (GIF87a/GIF89a), BMP ('BM' with a plausible header), Word 97–2003 (a compound file holding a
 * WordDocument stream), Word (a zip with [Content_Types].xml and word/document.xml), OpenDocument
 * text (a zip whose first entry, stored, is `mimetype` = application/vnd.oasis.opendocument.text),
 * plain text (valid UTF-8 without NUL); null for anything else.
 */
export function detectFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF….WEBP
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif'; // GIF87a, GIF89a
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return indexOfBytes(bytes, utf16le('WordDocument'), 512) >= 0 ? 'doc' : null;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipDocumentType(bytes);
  return isPlainText(bytes) ? 'txt' : null;
}

/**
 * The type of an upload: its bytes' type (`detectFileType`), where text counts only when the name
 * says text (.txt), since almost any bytes are text: 'evil.pdf' holding text is a disguised file.
 */
export function uploadTypeOf(bytes: Uint8Array, fileName: string | null | undefined): FileType | null {
  const type = detectFileType(bytes);
  return type === 'txt' && !nameFitsType(safeFileName(fileName), 'txt') ? null : type;
}

/** 'BM', then a little-endian header: pixel data offset (bytes 10–13) past the 14-byte file header
 * and a known DIB header size (bytes 14–17: 12, 40, 52, 56, 64, 108 or 124). */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || !startsWith(bytes, [0x42, 0x4d])) return false;
  const dib = u32(bytes, 14);
  return u32(bytes, 10) >= 14 + dib && [12, 40, 52, 56, 64, 108, 124].includes(dib);
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/** An OpenDocument text or a Word document among zips; null for any other zip. */
function zipDocumentType(bytes: Uint8Array): FileType | null {
  // OpenDocument: the first entry is `mimetype`, stored (method 0), its bytes the media type.
  if (bytes.length >= 38 + ODT_MIMETYPE.length && u16(bytes, 8) === 0 && u16(bytes, 26) === 8 && u32(bytes, 18) === ODT_MIMETYPE.length && startsWith(bytes, asciiBytes('mimetype'), 30)) {
    const extra = u16(bytes, 28);
    if (startsWith(bytes, asciiBytes(ODT_MIMETYPE), 38 + extra)) return 'odt';
  }
  // Office Open XML: the central directory names [Content_Types].xml and word/document.xml.
  const names = zipEntryNames(bytes);
  return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'docx' : null;
}

/** The names in a zip's central directory (empty when it has none where its end record says). */
function zipEntryNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  const end = lastIndexOfBytes(bytes, [0x50, 0x4b, 0x05, 0x06], Math.max(0, bytes.length - 22 - 0xffff));
  if (end < 0 || end + 22 > bytes.length) return names;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const decoder = new TextDecoder();
  for (let i = 0; i < count && at + 46 <= bytes.length && startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at); i++) {
    const nameLength = u16(bytes, at + 28);
    names.add(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return names;
}

function lastIndexOfBytes(bytes: Uint8Array, needle: readonly number[], from: number): number {
  for (let at = bytes.length - needle.length; at >= from; at--) if (startsWith(bytes, needle, at)) return at;
  return -1;
}

/** Text: valid UTF-8 (a byte order mark allowed) with no NUL. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The refusal of a type an upload kind does not take: the kinds it does take. */
const typeRefusal = (kind: UploadKind): string =>
  kind === 'image' ? format(fileMessages.uploadImageType, { list: uploadExtensions('image').join(', ') }) : fileMessages.uploadFileType;

/** The refusal of a size: too large for the kind, or empty; null when it fits. */
function sizeRefusal(kind: UploadKind, size: number): string | null {
  const max = kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_FILE_MAX_BYTES;
  if (size > max) return format(kind === 'image' ? fileMessages.uploadImageTooLarge : fileMessages.uploadFileTooLarge, { max: max / MB });
  return size === 0 ? fileMessages.uploadFileRequired : null;
}

/** Why an upload is refused (size first, then type); null when it is accepted. */
export function validateUpload(kind: UploadKind, size: number, type: FileType | null): string | null {
  const problem = sizeRefusal(kind, size);
  if (problem) return problem;
  if (type === null || !(kind === 'image' ? IMAGE_FILE_TYPES : UPLOAD_FILE_TYPES).includes(type)) return typeRefusal(kind);
  return null;
}

/**
 * The browser's check of a chosen file before it is sent: its name must end with an extension of
 * the kind (else the server's refusal of the type, word for word), and its size must fit. Null when
 * it may go (the server then recognises the type from the bytes).
 */
export function validateUploadChoice(kind: UploadKind, file: { name: string; size: number }): string | null {
  return uploadExtensions(kind).includes(extensionOf(file.name)) ? sizeRefusal(kind, file.size) : typeRefusal(kind);
}

/** The hint beside a file control of UploadFile, before anything is chosen. */
export const uploadFileHint = (): string => format(fileMessages.uploadFileHint, { max: UPLOAD_FILE_MAX_BYTES / MB });

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
 * Characters a file name never keeps: C0 and C1 controls, DEL, the bidirectional controls (ALM,
 * LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI: U+202E shows "gpj.exe.pdf" as
 * "fdp.exe.jpg"), line and paragraph separators, the byte order mark and interlinear annotation
 * marks; and quotes and the characters file systems refuse.
 */
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb"*:<>?|]/g;

/**
 * A file name as stored and offered on download: its last path segment, without control,
 * bidirectional control or invisible format characters, quotes or separators, at most 120
 * characters; the default name when nothing is left.
 */
export function safeFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_FILE_NAMES, '').replace(/^\.+/, '').trim().slice(-120);
  return cleaned === '' ? DEFAULT_DOWNLOAD_NAME : cleaned;
}

/**
 * The name an upload is stored under: the safe name, ending with an extension of the type the
 * bytes are ('notes' → 'notes.txt', 'page.html' holding text → 'page.html.txt'), so a download
 * never opens as something else.
 */
export function storedFileName(name: string | null | undefined, type: FileType): string {
  const safe = safeFileName(name);
  if (safe === DEFAULT_DOWNLOAD_NAME && type !== 'pdf') return `download${FILE_TYPES[type].extension}`;
  return nameFitsType(safe, type) ? safe : `${safe.slice(0, 120 - FILE_TYPES[type].extension.length)}${FILE_TYPES[type].extension}`;
}
