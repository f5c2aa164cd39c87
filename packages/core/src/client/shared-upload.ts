import { format, messages } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { validateUpload, type UploadKind } from '../rules/files.js';
import { $session } from '../stores/session.js';
import { getClient } from './default-client.js';

/** A refusal whose reply says nothing (a proxy's 415 or 413, say): the catalogue's words, never a bare status. */
const refusalWithoutMessage = (kind: UploadKind, status: number): string =>
  status === 415 ? validateUpload(kind, 1, null)! : status === 413 ? validateUpload(kind, Number.MAX_SAFE_INTEGER, null)! : format(fileMessages.downloadRequestFailed, { status });

export type PostedUpload<T> = { ok: true; reply: T } | { ok: false; status: number; message: string };

/**
 * Posts one file as multipart field `file` to a path of the API with the session's bearer token (a
 * member's upload, an organisation's logo). A failure resolves with its status code and the server's
 * message (the catalogue's words when it gave none); no popup.
 */
export async function postUpload<T>(pathAndQuery: string, kind: UploadKind, file: Blob, fileName: string, options: { fetch?: typeof fetch; signal?: AbortSignal } = {}): Promise<PostedUpload<T>> {
  const session = $session.get();
  const body = new FormData();
  body.append('file', file, fileName);
  try {
    const response = await (options.fetch ?? globalThis.fetch.bind(globalThis))(`${getClient().baseUrl}${pathAndQuery}`, {
      method: 'POST',
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      body,
      signal: options.signal,
    });
    const reply = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) return { ok: false, status: response.status, message: reply.message || refusalWithoutMessage(kind, response.status) };
    return { ok: true, reply };
  } catch {
    return { ok: false, status: 0, message: messages.apiNotRunning };
  }
}
