import * as files from '../contracts/files.js';
import type { StoredFile } from '../contracts/files.js';
import { format } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import type { UploadKind } from '../rules/files.js';
import { $session } from '../stores/session.js';
import { getClient } from './default-client.js';
import type { DownloadOptions } from './shared-download.js';
import { postUpload } from './shared-upload.js';

export type { StoredFile };

// Waiting for a sign-in and the downloads serve several areas: they live in the shared modules.
export { whenSignedIn } from './shared-sign-in.js';
export {
  type SaveFile,
  saveInBrowser,
  type DownloadRequest,
  type DownloadOptions,
  type DownloadOutcome,
  downloadFileName,
  downloadFiles,
} from './shared-download.js';

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; status: number; message: string };

/**
 * Uploads a file (UploadFile) or a profile image (UploadImage) as multipart field `file`. A failure
 * resolves with its status code (discovery §8) and the server's message; no popup.
 */
export async function uploadFile(kind: UploadKind, file: Blob, fileName: string, options: Pick<DownloadOptions, 'fetch' | 'signal'> = {}): Promise<UploadOutcome> {
  const outcome = await postUpload<StoredFile>(kind === 'image' ? files.uploadImage.path : files.uploadFile.path, kind, file, fileName, options);
  return outcome.ok ? { ok: true, file: outcome.reply } : outcome;
}

/**
 * A member's profile image as bytes (GetProfileImage for the signed-in member, GetFriendImage for
 * another): the default profile image when they have none. Images need the bearer token, so they
 * are fetched rather than linked; show them through URL.createObjectURL.
 */
export async function loadMemberImage(member?: { id: number; prfImage?: number | string }, options: Pick<DownloadOptions, 'fetch' | 'signal'> = {}): Promise<Blob> {
  const session = $session.get();
  const url = member
    ? `${getClient().baseUrl}${files.getFriendImage.path}?${new URLSearchParams({ id: String(member.id), ...(member.prfImage ? { prfImage: String(member.prfImage) } : {}) })}`
    : `${getClient().baseUrl}${files.getProfileImage.path}`;
  const response = await (options.fetch ?? globalThis.fetch.bind(globalThis))(url, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
    signal: options.signal,
  });
  if (!response.ok) throw new Error(format(fileMessages.downloadRequestFailed, { status: response.status }));
  return response.blob();
}
