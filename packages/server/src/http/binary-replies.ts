import { FILE_TYPES } from '@studyatlas/core';

/** A call whose success is not JSON: the media types it answers and whether x-filename names it. */
export interface NonJsonReply {
  /** The media types of a success (without parameters such as charset). */
  contentTypes: readonly string[];
  /** A download: `x-filename` (and content-disposition) name the file. */
  filename: boolean;
  /** The OpenAPI schema of the bytes. */
  schema: Record<string, unknown>;
  description: string;
}

const BINARY = { type: 'string', format: 'binary' };
const SVG = 'image/svg+xml';
/** Institution and agent logos (catalogue/logos.ts) and members' images (files/service.ts), or the SVG default. */
const mediaType = (contentType: string) => contentType.split(';')[0]!;
const IMAGES = [...new Set([...Object.values(FILE_TYPES).map((type) => mediaType(type.contentType)).filter((type) => type.startsWith('image/')), SVG])];
/** A stored file (an upload, a form's or an event's document) as it was stored. */
const FILES = [...new Set(Object.values(FILE_TYPES).map((type) => mediaType(type.contentType)))];
const ZIP = 'application/zip';

const image = (description: string): NonJsonReply => ({ contentTypes: IMAGES, filename: false, schema: BINARY, description });

/**
 * The calls answered with bytes or a stream rather than JSON (their routes write the reply
 * themselves), by call id. The OpenAPI document describes these replies from here; the route test
 * (openapi-routes.test.ts) checks that every reply matches what the document declares.
 */
export const NON_JSON_REPLIES: Readonly<Record<string, NonJsonReply>> = {
  getImagePublic: image('The logo (PNG, JPEG, GIF, BMP or WebP as stored), or the default logo as SVG.'),
  getProfileImage: image("The member's profile image as stored, or the default image as SVG."),
  getFriendImage: image("A member's profile image as stored, or the default image as SVG."),
  downloadFiles: {
    contentTypes: [...FILES, ZIP],
    filename: true,
    schema: BINARY,
    description: 'The file as stored (one id), or a zip of every file (several ids); `x-filename` names it.',
  },
  downloadZipFile: { contentTypes: [ZIP], filename: true, schema: BINARY, description: 'A zip of every file; `x-filename` names it (forms.zip, documents.zip).' },
  messagingAttachment: { contentTypes: FILES, filename: true, schema: BINARY, description: 'The attachment as stored; `x-filename` names it.' },
  workspaceDocument: { contentTypes: FILES, filename: true, schema: BINARY, description: "One document of the application as stored (`inline=1`: to view in the browser); `x-filename` names it." },
  workspaceDocumentsZip: { contentTypes: [ZIP], filename: true, schema: BINARY, description: "Every document of the application as one zip; `x-filename` names it." },
  workspaceExportInbox: {
    contentTypes: ['text/csv'],
    filename: true,
    schema: { type: 'string' },
    description: 'The filtered inbox as CSV, UTF-8 with a byte-order mark, one row per course of the organisation; `x-filename` names it.',
  },
  workspaceExportCatalogue: {
    contentTypes: ['application/jsonl'],
    filename: true,
    schema: { type: 'string' },
    description: "The organisation's catalogue in the import format, one JSON record a line (docs/data-import.md); `x-filename` names it.",
  },
  workspaceImportCatalogue: {
    contentTypes: ['application/x-ndjson'],
    filename: false,
    schema: { type: 'string' },
    description: 'The import job as a stream of JSON lines: `{"job": …}` at once, `{"progress": …}` about every second, the finished `{"job": …}` (with the report) last.',
  },
  messagingUnreadEvents: {
    contentTypes: ['text/event-stream'],
    filename: false,
    schema: { type: 'string' },
    description: 'A server-sent event stream: `event: unread` with data `{"unread": n}`, at once and on every change.',
  },
};

/** The `x-filename` response header of a download. */
export const FILENAME_HEADER_SPEC = {
  description: 'The file name: as is when it is printable ASCII, URI-encoded (UTF-8) otherwise. Readable cross-origin (Access-Control-Expose-Headers).',
  schema: { type: 'string' },
};

/** The calls whose request is a multipart upload (one part named `file`), by call id. */
export const MULTIPART_UPLOADS: ReadonlySet<string> = new Set(['uploadFile', 'uploadImage', 'workspaceImportCatalogue']);

/** The OpenAPI request body of an upload. */
export const MULTIPART_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
      encoding: { file: { contentType: [...FILES, 'text/csv', 'application/json', 'application/jsonl'].join(', ') } },
    },
  },
};
