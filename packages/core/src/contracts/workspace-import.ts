import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { requiredId } from './fields.js';

/*
 * The workspace's catalogue import and export (issue 27, docs/data-import.md "From the workspace"):
 * an owner or catalogue editor uploads a file in the import format; the importer runs scoped to the
 * organisation as a job (a row that outlives the request), its progress streamed to the uploader;
 * the export is the organisation's catalogue in the import format (JSON Lines).
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

export const ImportJobState = z.enum(['running', 'done', 'failed', 'interrupted']);
export type ImportJobState = z.infer<typeof ImportJobState>;

export const ImportJob = z.object({
  id: z.number(),
  fileName: z.string(),
  dryRun: z.boolean(),
  state: ImportJobState,
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  records: z.number(),
  imported: z.number(),
  rejected: z.number(),
  warnings: z.number(),
  /** The importer's own report (the text the CLI prints); '' while running. */
  report: z.string(),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** One line of the import's stream: progress while it runs, then the finished job. */
export const ImportStreamLine = z.union([
  z.object({ progress: z.object({ pass: z.number(), passes: z.nullable(z.number()), step: z.string(), rowsRead: z.number(), bytesRead: z.number(), totalBytes: z.number() }) }),
  z.object({ job: ImportJob }),
]);
export type ImportStreamLine = z.infer<typeof ImportStreamLine>;

export const importCatalogue = defineCall({
  id: 'workspaceImportCatalogue',
  area,
  summary:
    'Owner or catalogue editor: multipart/form-data, field file (CSV, JSON or JSON Lines, at most 100 MB), query dryRun=1 to only check it. ' +
    "Starts an import job scoped to the organisation (another organisation's rows are refused in the report) and answers application/x-ndjson: " +
    '{"job"} at once, {"progress"} about every second, the finished {"job"} with the report last. The job goes on if the connection drops.',
  method: 'POST',
  path: '/api/workspace/import',
  auth: 'required',
  query: z.object({ ...orgQuery, dryRun: z.optional(z.enum(['0', '1'])) }),
  reply: z.unknown(),
  status: 201,
});

export const importJobs = defineCall({
  id: 'workspaceImportJobs',
  area,
  summary: "Owner or catalogue editor: the organisation's last 10 import jobs, newest first, with their reports.",
  method: 'GET',
  path: '/api/workspace/import/jobs',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({ jobs: z.array(ImportJob) }),
});

export const exportCatalogue = defineCall({
  id: 'workspaceExportCatalogue',
  area,
  summary:
    "Owner or catalogue editor: the organisation's catalogue (institution, campuses, courses, intakes, questionnaires) in the import format as JSON Lines, streamed. Importing it changes nothing.",
  method: 'GET',
  path: '/api/workspace/export.jsonl',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.unknown(),
});
