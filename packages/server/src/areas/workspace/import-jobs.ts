import { mkdir, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { catalogueTransferMessages, format } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Selectable } from 'kysely';
import type { ImportJobsTable } from '../../db/schema/embed.js';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { formatImportReport, ImportFileError, importFile, RECORD_TYPES, type ImportReport } from '../../import/index.js';

/** An import file has at most this many bytes (the CLI takes any size; an upload is held on disk while it runs). */
export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** A running job whose heartbeat is older than this, on no instance's list, was interrupted by a stop. */
const STALE_MS = 60_000;
const JOBS_LISTED = 10;

type ImportJob = workspace.ImportJob;
type ImportStreamLine = workspace.ImportStreamLine;

const toJob = (row: Selectable<ImportJobsTable>): ImportJob => ({
  id: Number(row.id),
  fileName: row.file_name,
  dryRun: Number(row.dry_run) === 1,
  state: row.state,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
  records: Number(row.records),
  imported: Number(row.imported),
  rejected: Number(row.rejected),
  warnings: Number(row.warnings),
  report: row.report,
});

/** The name an upload is reported under: its base name, printable, at most 200 characters. */
const cleanName = (name: string) => path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'import';
/** The importer tells the format by the extension: keep a known one on the file kept on disk. */
const extensionOf = (name: string) => (/\.(csv|json|jsonl|ndjson)$/i.exec(name)?.[0].toLowerCase() ?? '');

const counts = (report: ImportReport) => ({
  records: report.records,
  imported: RECORD_TYPES.reduce((sum, t) => sum + report.created[t] + report.updated[t], 0),
  rejected: report.rejected.length,
  warnings: report.warnings.length,
});

export interface ImportUpload {
  fileName: string;
  file: Readable & { truncated?: boolean };
}

/**
 * The workspace's catalogue imports (issue 27): an upload becomes a job row and a file under
 * DATA_DIR/imports; the importer runs on it scoped to the organisation, apart from the request (it
 * goes on when the uploader's connection drops), and its progress and outcome go to the uploader's
 * stream; the row keeps the outcome and the report for the page. The import is one transaction, so a
 * job cut short by a stop wrote nothing: it is marked interrupted.
 */
export function createImportJobs(ctx: AppContext) {
  const { db, now, config } = ctx;
  const folder = path.join(config.dataDir, 'imports');
  /** Jobs this instance is running (their heartbeat may lag while SQLite's one connection imports). */
  const running = new Set<number>();

  async function markInterrupted(legalId: number) {
    const stale = new Date(now().getTime() - STALE_MS).toISOString();
    const rows = await db.selectFrom('import_jobs').select('id').where('legal_id', '=', legalId).where('state', '=', 'running').where('heartbeat_at', '<', stale).execute();
    const ids = rows.map((r) => Number(r.id)).filter((id) => !running.has(id));
    if (!ids.length) return;
    await db
      .updateTable('import_jobs')
      .set({ state: 'interrupted', finished_at: now().toISOString(), report: catalogueTransferMessages.interrupted })
      .where('id', 'in', ids)
      .where('state', '=', 'running')
      .execute();
  }

  const jobOf = async (id: number) => toJob(await db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

  /** Runs the import of a stored upload and records its outcome; every line also goes to `out`. */
  async function run(jobId: number, legalId: number, stored: string, fileName: string, dryRun: boolean, out: PassThrough) {
    const send = (line: ImportStreamLine) => {
      if (!out.destroyed && !out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
    };
    running.add(jobId);
    try {
      let outcome: { state: 'done' | 'failed'; report: string; counts?: ReturnType<typeof counts> };
      try {
        const { report } = await importFile(db, stored, {
          file: fileName,
          scope: { legalId },
          ...(dryRun ? { dryRun: true } : {}),
          onProgress: (p) => {
            if (p.done) return;
            send({ progress: { pass: p.pass, passes: p.passes, step: p.step, rowsRead: p.rowsRead, bytesRead: p.bytesRead, totalBytes: p.totalBytes } });
            // Not awaited: on SQLite the import's transaction holds the one connection until it ends.
            void db.updateTable('import_jobs').set({ heartbeat_at: now().toISOString() }).where('id', '=', jobId).execute().catch(() => undefined);
          },
        });
        const lines = formatImportReport(fileName, report);
        if (dryRun) lines.push(`${fileName}: dry run, nothing was written.`);
        outcome = { state: 'done', report: lines.join('\n'), counts: counts(report) };
      } catch (error) {
        if (!(error instanceof ImportFileError)) ctx.log.error({ err: error, jobId }, 'workspace import failed');
        outcome = { state: 'failed', report: error instanceof ImportFileError ? `${fileName}: not imported, ${error.message}` : `${fileName}: not imported.` };
      }
      const at = now().toISOString();
      await db
        .updateTable('import_jobs')
        .set({ state: outcome.state, finished_at: at, heartbeat_at: at, report: outcome.report, ...(outcome.counts ?? {}) })
        .where('id', '=', jobId)
        .execute();
      send({ job: await jobOf(jobId) });
    } finally {
      running.delete(jobId);
      out.end();
      await rm(stored, { force: true });
    }
  }

  return {
    async list(legalId: number) {
      await markInterrupted(legalId);
      const rows = await db.selectFrom('import_jobs').selectAll().where('legal_id', '=', legalId).orderBy('id', 'desc').limit(JOBS_LISTED).execute();
      return rows.map(toJob);
    },

    /**
     * Stores the upload, makes its job row and starts the import in the background. Answers the
     * stream of the job's lines: the job at once, progress about every second, the finished job last.
     */
    async start(legalId: number, clientId: number, upload: ImportUpload, dryRun: boolean): Promise<{ job: ImportJob; lines: PassThrough }> {
      const fileName = cleanName(upload.fileName);
      await mkdir(folder, { recursive: true });
      const stored = path.join(folder, `${randomUUID()}${extensionOf(fileName)}`);
      const tooLarge = () => new HttpError(413, format(catalogueTransferMessages.fileTooLarge, { max: IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024 }));
      try {
        await pipeline(upload.file, createWriteStream(stored, { mode: 0o600 }));
      } catch (error) {
        await rm(stored, { force: true });
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      }
      if (upload.file.truncated) {
        await rm(stored, { force: true });
        throw tooLarge();
      }
      const at = now().toISOString();
      const inserted = await db
        .insertInto('import_jobs')
        .values({ legal_id: legalId, client_id: clientId, file_name: fileName, dry_run: dryRun ? 1 : 0, state: 'running', created_at: at, heartbeat_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const jobId = Number(inserted.id);
      const job = await jobOf(jobId);
      const lines = new PassThrough();
      lines.write(`${JSON.stringify({ job } satisfies ImportStreamLine)}\n`);
      void run(jobId, legalId, stored, fileName, dryRun, lines).catch((error: unknown) => ctx.log.error({ err: error, jobId }, 'workspace import job'));
      return { job, lines };
    },
  };
}
