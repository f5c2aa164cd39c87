import * as downloads from '../contracts/shared-download.js';
import { format, messages } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { DEFAULT_DOWNLOAD_NAME, type DownloadType } from '../rules/shared-download.js';
import { openLoginDialog } from '../stores/shared-login-dialog.js';
import { showPopup } from '../stores/shared-popups.js';
import { $profile, $session, endSession } from '../stores/session.js';
import { getClient } from './default-client.js';
import { whenSignedIn } from './shared-sign-in.js';

/*
 * The downloads every area with files offers (forms EFM, event documents EEM), served by the files
 * area's DownloadFiles / DownloadZipFile. `files` re-exports them.
 */

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
  /** EFM form files (ids are form ids), EEM event documents (ids are the documents' stored file ids), EDN the member's profile documents (their fileIds). */
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

/** The reply's status text, else the server's message, else 'Request failed with status: …' (member §8, discovery §8). */
export function statusTextMessage(response: Response, serverMessage: string | undefined): string {
  return response.statusText || serverMessage || format(fileMessages.downloadRequestFailed, { status: response.status });
}

function failureMessage(type: DownloadType, response: Response, serverMessage: string | undefined): string {
  if ((type === 'EFM' || type === 'EDN') && response.status === 404) return fileMessages.fileNotFound;
  // Event documents show the status text (discovery §8); forms the catalogue's sentence.
  if (type === 'EEM') return statusTextMessage(response, serverMessage);
  return format(fileMessages.downloadRequestFailed, { status: response.status });
}

/** One file to fetch with the member's bearer token and save (see `fetchAndSave`). */
export interface FileFetch {
  /** The full URL (base URL, path, query). */
  url: string;
  /** Headers besides the authorization. */
  headers?: Record<string, string>;
  /** The popup's message for a failed reply other than a 401. */
  failureMessage: (response: Response, serverMessage: string | undefined) => string;
  /** The name the file is saved under, from the successful reply. */
  fileName: (response: Response) => string;
}

/**
 * A download's whole round: signed out, the login dialog opens first (closed: 'cancelled'); then the
 * fetch with the bearer token, and the specification's popups: the API-not-running
 * warning (no answer), the session's end and a new sign-in (401), the request's failure message, or
 * 'Resource not found: …' (saving failed). Independent of React.
 */
export async function fetchAndSave(request: FileFetch, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  if (!(await whenSignedIn(fileMessages.downloadSignIn))) return { status: 'cancelled' };
  const session = $session.get();
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetcher(request.url, {
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), ...request.headers },
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
    const message = request.failureMessage(response, body.message);
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
  const fileName = request.fileName(response);
  try {
    const blob = await response.blob();
    // No 'Successful: …' popup (discovery §8): the browser shows the download itself (issue 24).
    await (options.save ?? saveInBrowser)(blob, fileName);
    return { status: 'saved', fileName, size: blob.size };
  } catch {
    const message = format(fileMessages.downloadSaveFailed, { name: fileName });
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
}

/**
 * Downloads form files (EFM) or event documents (EEM) and saves them under the reply's x-filename
 * (default download.pdf): one id through DownloadFiles, several as one zip through DownloadZipFile.
 * Signed out, the login dialog opens first and the download proceeds after sign-in. Shows the
 * specification's popups: 'Resource file not found' (form, 404), 'Resource not
 * found: …' (saving failed), 'Request failed with status: …' (any other failure). Independent of React.
 */
export function downloadFiles(request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  const call = request.ids.length > 1 ? downloads.downloadZipFile : downloads.downloadFiles;
  return fetchAndSave(
    {
      url: `${getClient().baseUrl}${call.path}`,
      headers: { fileID: request.ids.join(','), legalID: String(request.legalId ?? 0), key: request.type },
      failureMessage: (response, serverMessage) => failureMessage(request.type, response, serverMessage),
      fileName: (response) => downloadFileName(response.headers.get('x-filename')),
    },
    options,
  );
}
