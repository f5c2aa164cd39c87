import * as embedCalls from '../contracts/workspace-embed.js';
import * as importCalls from '../contracts/workspace-import.js';
import type { ImportJob, ImportStreamLine } from '../contracts/workspace-import.js';
import { messages } from '../messages/common.js';
import { $session } from '../stores/session.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/* The workspace's Embed page and its catalogue import and export (issue 27), each naming the organisation. */

export const loadEmbed = (org: number, options?: CallOptions) => getClient().call(embedCalls.embed, { query: { org } }, options);
export const addEmbedOrigin = async (org: number, origin: string, options?: CallOptions) =>
  (await getClient().call(embedCalls.addEmbedOrigin, { query: { org }, body: { origin } }, options)).origins;
export const removeEmbedOrigin = async (org: number, originId: number) => (await getClient().call(embedCalls.removeEmbedOrigin, { query: { org }, body: { originId } })).origins;

export const loadImportJobs = async (org: number, options?: CallOptions) => (await getClient().call(importCalls.importJobs, { query: { org } }, options)).jobs;

/** The export's path for downloadWorkspaceFile. */
export const catalogueExportPath = (org: number): string => `${importCalls.exportCatalogue.path}?${new URLSearchParams({ org: String(org) })}`;

export type ImportOutcome = { ok: true; job: ImportJob } | { ok: false; status: number; message: string };

/**
 * Uploads an import file (multipart field `file`) and follows the job's stream: `onLine` gets each
 * progress line and the job; resolves with the finished job, or the refusal (no popup: the page shows it).
 */
export async function uploadCatalogueImport(
  org: number,
  file: Blob,
  fileName: string,
  options: { dryRun?: boolean; onLine?: (line: ImportStreamLine) => void; fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ImportOutcome> {
  const session = $session.get();
  const body = new FormData();
  body.append('file', file, fileName);
  const query = new URLSearchParams({ org: String(org), ...(options.dryRun ? { dryRun: '1' } : {}) });
  try {
    const response = await (options.fetch ?? globalThis.fetch.bind(globalThis))(`${getClient().baseUrl}${importCalls.importCatalogue.path}?${query}`, {
      method: 'POST',
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      body,
      signal: options.signal,
    });
    if (!response.ok || !response.body) {
      const reply = (await response.json().catch(() => ({}))) as { message?: string };
      return { ok: false, status: response.status, message: reply.message || response.statusText };
    }
    let job: ImportJob | undefined;
    for await (const line of ndjsonLines(response.body)) {
      const parsed = JSON.parse(line) as ImportStreamLine;
      if ('job' in parsed) job = parsed.job;
      options.onLine?.(parsed);
    }
    return job ? { ok: true, job } : { ok: false, status: 0, message: messages.apiNotRunning };
  } catch {
    return { ok: false, status: 0, message: messages.apiNotRunning };
  }
}

/** The non-empty lines of a streamed body, as they arrive. */
async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) yield line;
    if (done) break;
  }
  if (pending.trim()) yield pending;
}
