import * as files from '../contracts/files.js';
import type { StoredFile } from '../contracts/files.js';
import { format, messages, formMessages } from '../messages.js';
import { DEFAULT_DOWNLOAD_NAME, type DownloadType } from '../rules/files.js';
import { $loginDialog, openLoginDialog } from '../stores/login-dialog.js';
import { showPopup } from '../stores/popups.js';
import { $profile } from '../stores/profile.js';
import { $session, endSession } from '../stores/session.js';
import { getClient } from './default-client.js';

export type { StoredFile };

/**
 * Resolves true once a member is signed in (at once when one is), false when the login dialog is
 * closed without signing in. Signed out it opens the login dialog with `reason` (discovery §6: actions
 * that need sign-in show the login dialog, then proceed).
 */
export function whenSignedIn(reason: string): Promise<boolean> {
  if ($session.get()) return Promise.resolve(true);
  if (!$loginDialog.get().open) openLoginDialog(reason);
  return new Promise<boolean>((resolve) => {
    const settle = (signedIn: boolean) => {
      stopSession();
      stopDialog();
      resolve(signedIn);
    };
    const stopSession = $session.listen((session) => session && settle(true));
    const stopDialog = $loginDialog.listen((dialog) => !dialog.open && !$session.get() && settle(false));
  });
}

/** Saves a downloaded file under a name; the browser's download by default. */
export type SaveFile = (file: Blob, fileName: string) => void | Promise<void>;

/** The browser's download: a temporary object URL opened by an <a download> click. */
export const saveInBrowser: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

export interface DownloadRequest {
  /** EFM form files (ids are form ids), EEM event documents (ids are the documents' stored file ids). */
  type: DownloadType;
  ids: readonly number[];
  /** The institution or organiser the files belong to (checked by the server when given). */
  legalId?: number | null;
}

export interface DownloadOptions {
  /** Where the file goes (default: the browser's download). */
  save?: SaveFile;
  /** The fetch to use (default the page's). */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

export type DownloadOutcome =
  | { status: 'saved'; fileName: string; size: number }
  /** The member closed the login dialog without signing in. */
  | { status: 'cancelled' }
  /** `httpStatus` 0 when the server did not answer; `message` is what the popup said. */
  | { status: 'failed'; httpStatus: number; message: string };

/** The x-filename reply header (sent URI-encoded), or the default name. */
export function downloadFileName(header: string | null): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  try {
    return decodeURIComponent(header) || DEFAULT_DOWNLOAD_NAME;
  } catch {
    return header;
  }
}

function failureMessage(type: DownloadType, response: Response, serverMessage: string | undefined): string {
  if (type === 'EFM' && response.status === 404) return formMessages.fileNotFound;
  // Event documents show the status text (discovery §8); forms the catalogue's sentence.
  if (type === 'EEM') return response.statusText || serverMessage || format(formMessages.downloadRequestFailed, { status: response.status });
  return format(formMessages.downloadRequestFailed, { status: response.status });
}

/**
 * Downloads form files (EFM) or event documents (EEM) and saves them under the reply's x-filename
 * (default download.pdf): one id through DownloadFiles, several as one zip through DownloadZipFile.
 * Signed out, the login dialog opens first and the download proceeds after sign-in. Shows the
 * specification's popups: 'Successful: …', 'Resource file not found' (form, 404), 'Resource not
 * found: …' (saving failed), 'Request failed with status: …' (any other failure). Independent of React.
 */
export async function downloadFiles(request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  if (!(await whenSignedIn(formMessages.downloadSignIn))) return { status: 'cancelled' };
  const session = $session.get();
  const call = request.ids.length > 1 ? files.downloadZipFile : files.downloadFiles;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetcher(`${getClient().baseUrl}${call.path}`, {
      headers: {
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
        fileID: request.ids.join(','),
        legalID: String(request.legalId ?? 0),
        key: request.type,
      },
      signal: options.signal,
    });
  } catch {
    showPopup(messages.titleWarning, messages.apiNotRunning);
    return { status: 'failed', httpStatus: 0, message: messages.apiNotRunning };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.status === 401) {
      endSession();
      $profile.set(null);
      openLoginDialog(messages.sessionExpired);
      return { status: 'failed', httpStatus: 401, message: messages.sessionExpired };
    }
    const message = failureMessage(request.type, response, body.message);
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
  const fileName = downloadFileName(response.headers.get('x-filename'));
  try {
    const blob = await response.blob();
    await (options.save ?? saveInBrowser)(blob, fileName);
    showPopup(messages.titleSuccess, format(formMessages.downloadSuccessful, { name: fileName }));
    return { status: 'saved', fileName, size: blob.size };
  } catch {
    const message = format(formMessages.downloadSaveFailed, { name: fileName });
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
}

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; status: number; message: string };

/**
 * Uploads a file (UploadFile) or a profile image (UploadImage) as multipart field `file`. A failure
 * resolves with its status code (discovery §8) and the server's message; no popup.
 */
export async function uploadFile(kind: 'file' | 'image', file: Blob, fileName: string, options: Pick<DownloadOptions, 'fetch' | 'signal'> = {}): Promise<UploadOutcome> {
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
    if (!response.ok) return { ok: false, status: response.status, message: reply.message ?? response.statusText };
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
  if (!response.ok) throw new Error(format(formMessages.downloadRequestFailed, { status: response.status }));
  return response.blob();
}
