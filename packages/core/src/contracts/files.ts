import * as z from 'zod/mini';
import { defineCall } from './define.js';

const area = 'files';

/** The downloads (DownloadFiles, DownloadZipFile): forms and event documents both use them (./shared-download.ts). */
export { downloadFiles, downloadZipFile } from './shared-download.js';

/** A member's stored upload. */
export const StoredFile = z.object({ fileId: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() });
export type StoredFile = z.infer<typeof StoredFile>;

export const uploadFile = defineCall({
  id: 'uploadFile',
  area,
  summary:
    'multipart/form-data, field file: a PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt, UTF-8), PNG, JPEG or WEBP (recognised by its bytes; text only when named .txt) of at most 5 MB, stored for the signed-in member. 413 too large, 415 another type, 400 no file.',
  method: 'POST',
  path: '/api/FileUpload/UploadFile',
  auth: 'required',
  reply: StoredFile,
});

export const uploadImage = defineCall({
  id: 'uploadImage',
  area,
  summary:
    "multipart/form-data, field file: a JPEG, BMP, PNG or GIF image (member §5: jpg, jpeg, bmp, png, gif; recognised by its bytes) of at most 2 MB; becomes the signed-in member's profile image. 413 too large, 415 another type ('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.'), 400 no file.",
  method: 'POST',
  path: '/api/FileUpload/UploadImage',
  auth: 'required',
  reply: StoredFile,
});

export const getFriendImage = defineCall({
  id: 'getFriendImage',
  area,
  summary:
    "A member's profile image (image bytes): id is the member (client id), prfImage optionally one of their image ids; the default profile image (SVG) when they have none. " +
    'With a bearer token any id may be asked for. Without one (an <img>), only the signed address a member reply gave as pflImage (friend search, list, detail) loads: ' +
    'viewer (the member it was issued to), exp (Unix seconds, 10 to 15 minutes ahead) and sig (HMAC-SHA256 of id, prfImage, viewer and exp with a server key, base64url); ' +
    'a missing, tampered or expired signature answers 401.',
  method: 'GET',
  path: '/api/Image/GetFriendImage',
  auth: 'required',
  query: z.object({
    id: z.optional(z.string()),
    prfImage: z.optional(z.string()),
    viewer: z.optional(z.string()),
    exp: z.optional(z.string()),
    sig: z.optional(z.string()),
  }),
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
