/*
 * What may be uploaded: one list of file kinds for the browser (the file control's `accept`, the
 * check of a chosen name, the hint) and for the server (UploadFile, UploadImage: the kind is then
 * recognised from the bytes, ./files.ts). Shared by the files area and every area with an upload
 * control (messaging, profile, questionnaire).
 */

/**
 * The file types the server stores: the content type it is served with, the extension of its
 * storage key and the extensions a name of that type may end with (lower case, no dot).
 */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: '.pdf', names: ['pdf'] },
  doc: { contentType: 'application/msword', extension: '.doc', names: ['doc'] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx', names: ['docx'] },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', extension: '.odt', names: ['odt'] },
  txt: { contentType: 'text/plain; charset=utf-8', extension: '.txt', names: ['txt'] },
  png: { contentType: 'image/png', extension: '.png', names: ['png'] },
  jpeg: { contentType: 'image/jpeg', extension: '.jpg', names: ['jpg', 'jpeg'] },
  webp: { contentType: 'image/webp', extension: '.webp', names: ['webp'] },
  gif: { contentType: 'image/gif', extension: '.gif', names: ['gif'] },
  bmp: { contentType: 'image/bmp', extension: '.bmp', names: ['bmp'] },
} as const satisfies Record<string, { contentType: string; extension: string; names: readonly string[] }>;
export type FileType = keyof typeof FILE_TYPES;

/** What UploadFile accepts: the documents students send (PDF, Word, OpenDocument text, plain text) and PNG, JPEG, WEBP. */
export const UPLOAD_FILE_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx', 'odt', 'txt', 'png', 'jpeg', 'webp'];
/** What UploadImage accepts: member §5 "Profile image" (jpg, jpeg, bmp, png, gif), in the specification's order. */
export const IMAGE_FILE_TYPES: readonly FileType[] = ['jpeg', 'bmp', 'png', 'gif'];

export type UploadKind = 'file' | 'image';

const typesOf = (kind: UploadKind) => (kind === 'image' ? IMAGE_FILE_TYPES : UPLOAD_FILE_TYPES);

/** The extensions (lower case, no dot) a chosen file of an upload kind may have: image → jpg, jpeg, bmp, png, gif. */
export const uploadExtensions = (kind: UploadKind): string[] => typesOf(kind).flatMap((type) => [...FILE_TYPES[type].names]);

/** The `accept` attribute of a file control for an upload kind: its extensions and media types. */
export const uploadAccept = (kind: UploadKind): string =>
  [...uploadExtensions(kind).map((name) => `.${name}`), ...new Set(typesOf(kind).map((type) => FILE_TYPES[type].contentType.split(';')[0]!))].join(',');

/** The extension of a file name, lower case, without the dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether a file name ends with an extension of the type (case ignored). */
export const nameFitsType = (name: string, type: FileType): boolean => (FILE_TYPES[type].names as readonly string[]).includes(extensionOf(name));
