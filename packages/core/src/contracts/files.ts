import * as z from 'zod/mini';
import { defineCall } from './define.js';

const area = 'files';

const DOWNLOAD_HEADERS =
  'Headers: fileID (the id; several comma-separated), key (the download type: EFM a form — fileID holds form ids — or EEM an event document — fileID holds stored file ids), legalID (optional: the institution the files must belong to). ';

export const downloadFiles = defineCall({
  id: 'downloadFiles',
  area,
  summary: `${DOWNLOAD_HEADERS}Answers the file's bytes with content-type and x-filename (default download.pdf); several ids answer a zip. 404 'Resource file not found'.`,
  method: 'GET',
  path: '/api/FileUpload/DownloadFiles',
  auth: 'required',
  reply: z.string(),
});

export const downloadZipFile = defineCall({
  id: 'downloadZipFile',
  area,
  summary: `${DOWNLOAD_HEADERS}Answers one zip (streamed) holding every file, x-filename forms.zip (EFM) or documents.zip (EEM). 404 'Resource file not found' when any id is unknown.`,
  method: 'GET',
  path: '/api/FileUpload/DownloadZipFile',
  auth: 'required',
  reply: z.string(),
});

/** A member's stored upload. */
export const StoredFile = z.object({ fileId: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type StoredFile = z.infer<typeof StoredFile>;

export const uploadFile = defineCall({
  id: 'uploadFile',
  area,
  summary:
    'multipart/form-data, field file: a PDF, PNG, JPEG or WEBP (recognised by its bytes) of at most 5 MB, stored for the signed-in member. 413 too large, 415 another type, 400 no file.',
  method: 'POST',
  path: '/api/FileUpload/UploadFile',
  auth: 'required',
  reply: StoredFile,
});

export const uploadImage = defineCall({
  id: 'uploadImage',
  area,
  summary:
    "multipart/form-data, field file: a PNG, JPEG or WEBP image (recognised by its bytes) of at most 2 MB; becomes the signed-in member's profile image. 413 too large, 415 another type, 400 no file.",
  method: 'POST',
  path: '/api/FileUpload/UploadImage',
  auth: 'required',
  reply: StoredFile,
});

export const getFriendImage = defineCall({
  id: 'getFriendImage',
  area,
  summary:
    "A member's profile image (image bytes): id is the member (client id), prfImage optionally one of their image ids; the default profile image (SVG) when they have none.",
  method: 'GET',
  path: '/api/Image/GetFriendImage',
  auth: 'required',
  query: z.object({ id: z.optional(z.string()), prfImage: z.optional(z.string()) }),
  reply: z.string(),
});

export const getProfileImage = defineCall({
  id: 'getProfileImage',
  area,
  summary: "The signed-in member's profile image (their latest UploadImage), or the default profile image (SVG).",
  method: 'GET',
  path: '/api/Image/GetProfileImage',
  auth: 'required',
  reply: z.string(),
});
