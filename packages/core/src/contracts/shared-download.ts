import * as z from 'zod/mini';
import { defineCall } from './define.js';

/*
 * The file downloads (area `files`) that several areas offer: a form's files (EFM) and an event's
 * documents (EEM). `files` re-exports them with its other calls.
 */

const area = 'files';

const DOWNLOAD_HEADERS =
  'Headers: fileID (the id; several comma-separated), key (the download type: EFM a form — fileID holds form ids — EEM an event document — fileID holds stored file ids — or EDN a document of one of the signed-in member’s own profile records — fileID holds its fileId; another member’s answers 404), legalID (optional: the institution the files must belong to). ';

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
