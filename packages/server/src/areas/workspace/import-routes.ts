import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Readable } from 'node:stream';
import { catalogueTransferMessages } from '@studyatlas/core';
import { workspace } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { nameHeaders } from '../../http/download-headers.js';
import { HttpError } from '../../http/errors.js';
import { exportCatalogue } from '../../import/export-catalogue.js';
import { registerOrgCall } from './access.js';
import { createImportJobs, IMPORT_UPLOAD_MAX_BYTES } from './import-jobs.js';

/**
 * The catalogue's import and export from the workspace (issue 27, docs/data-import.md "From the
 * workspace"): owners and catalogue editors ('editCatalogue'); the upload and the export are audited.
 */
export async function importRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const jobs = createImportJobs(ctx);
  await app.register(multipart, { limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  registerOrgCall(app, ctx, workspace.importCatalogue, 'editCatalogue', async ({ staff: me, query, request, reply, record }) => {
    if (!request.isMultipart()) throw new HttpError(415, catalogueTransferMessages.notMultipart);
    const part = await request.file();
    if (!part || part.fieldname !== 'file' || !part.filename) throw new HttpError(400, catalogueTransferMessages.fileRequired);
    const started = await jobs.start(me.legalId, me.clientId, { fileName: part.filename, file: part.file }, query.dryRun === '1');
    await record({ detail: `import ${started.job.id} ${started.job.fileName}${started.job.dryRun ? ' (dry run)' : ''}` });
    reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    return started.lines;
  });

  registerOrgCall(app, ctx, workspace.importJobs, 'editCatalogue', async ({ staff: me }) => ({ jobs: await jobs.list(me.legalId) }));

  registerOrgCall(app, ctx, workspace.exportCatalogue, 'editCatalogue', ({ staff: me, reply }) => {
    nameHeaders(reply, `catalogue-${me.legalId}.jsonl`).header('content-type', 'application/jsonl; charset=utf-8').header('x-content-type-options', 'nosniff');
    return Readable.from(exportCatalogue(ctx.db, me.legalId));
  });
}
