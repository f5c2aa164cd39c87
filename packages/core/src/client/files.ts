import * as files from '../contracts/files.js';
import type { StoredFile } from '../contracts/files.js';
import { format, messages } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { validateUpload, type UploadKind } from '../rules/files.js';
import { $session } from '../stores/session.js';
import { getClient } from './default-client.js';
import type { DownloadOptions } from './shared-download.js';

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

/** A refusal whose reply says nothing (a proxy's 415 or 413, say): the catalogue's words, never a bare status. */
const refusalWithoutMessage = (kind: UploadKind, status: number): string =>
  status === 415 ? validateUpload(kind, 1, null)! : status === 413 ? validateUpload(kind, Number.MAX_SAFE_INTEGER, null)! : format(fileMessages.downloadRequestFailed, { status });

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; status: number; message: string };

/**
 * Uploads a file (UploadFile) or a profile image (UploadImage) as multipart field `file`. A failure
 * resolves with its status code (discovery §8) and the server's message; no popup.
 */
export async function uploadFile(kind: UploadKind, file: Blob, fileName: string, options: Pick<DownloadOptions, 'fetch' | 'signal'> = {}): Promise<UploadOutcome> {
  const session = $session.get();
  const call = kind === 'image' ? files.uploadImage : files.uploadFile;
  const body = new FormData();
  body.append('file', file, fileName);
  try {
    const response = await (options.fetch ?? globalThis.fetch.bind(globalThis))(`${getClient().baseUrl}${call.path}`, {
      method: 'POST',
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      body,
      signal: options.signal,
    });
    const reply = (await response.json().catch(() => ({}))) as StoredFile & { message?: string };
    if (!response.ok) return { ok: false, status: response.status, message: reply.message || refusalWithoutMessage(kind, response.status) };
    return { ok: true, file: reply };
  } catch {
    return { ok: false, status: 0, message: messages.apiNotRunning };
  }
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
