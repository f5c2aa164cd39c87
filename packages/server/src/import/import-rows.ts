import type { Kysely } from 'kysely';
import { nowIso } from '../db/ddl.js';
import { refreshCourseSearch } from '../db/search/index.js';
import type { Database } from '../db/schema/index.js';
import { applyCourse, applyIntake, applyLegal, applyLocation, type ApplyContext, type Outcome } from './apply.js';
import { APPLY_ORDER, FIELDS, RECORD_TYPES, TRANSLATED_COLUMN, type ImportReport, type ImportRow, type RecordType } from './format.js';
import { applySurvey } from './apply-survey.js';
import { ImportLookups } from './lookups.js';
import { BATCH_ROWS, openImportFile, type ImportFormat, type ReadOptions } from './read-file.js';
import type { ReadEncoding } from './encoding.js';
import type { ImportProgress } from './progress.js';
import { suggestion } from './row-reader.js';
import { loadAwardMap } from './award-map.js';
import { ImportSession, NO_CAMPUS_WARNING, type RowPlace } from './session.js';
import { addExportAliases, outOfScope, type ImportScope } from './scope.js';

export interface ImportOptions extends ReadOptions {
  /** created_at of new rows (default now). */
  now?: string;
  /** Called about every `progressMs` while the import runs, and once at its end. */
  onProgress?: (progress: ImportProgress) => void;
  /** Default 1000. */
  progressMs?: number;
  /** The file's name as messages give it (importFile: the path it was given). */
  file?: string;
  /** Several files imported as one run (the CLI): rejected keys and campus-less institutions carry over. */
  session?: ImportSession;
  /** The award map (default: DEFAULT_AWARD_MAP), as loadAwardMap returns it. */
  awardMap?: ReadonlyMap<string, string>;
  /** Check and report every row as a real import would, then roll everything back. */
  dryRun?: boolean;
  /** Only the organisation's own records (the workspace's upload): any other row is rejected (import/scope.ts). */
  scope?: ImportScope;
}

/** Thrown at the end of a dry run's transaction to roll it back. */
class DryRunDone extends Error {}

/** Where the rows come from: each call of `batches` is one pass over all of them, in order. */
interface RowSource {
  batches(): AsyncIterable<readonly ImportRow[]>;
  readonly bytesRead: number;
  readonly totalBytes: number;
}

const arraySource = (rows: readonly ImportRow[], batchRows = BATCH_ROWS): RowSource => ({
  async *batches() {
    for (let start = 0; start < rows.length; start += batchRows) yield rows.slice(start, start + batchRows);
  },
  bytesRead: 0,
  totalBytes: 0,
});

const zeros = () => Object.fromEntries(RECORD_TYPES.map((t) => [t, 0])) as Record<RecordType, number>;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const filled = (value: unknown) => Array.isArray(value) || typeof value === 'boolean' || text(value) !== '';

/** The record's type, or why it has none we know; also rejects fields that do not belong to it. */
function classify(row: ImportRow): RecordType | string {
  if (row.problem) return row.problem;
  const type = text(row.values.type).toLowerCase();
  if (!type) return `type is required (one of ${RECORD_TYPES.join(', ')})`;
  if (!(RECORD_TYPES as readonly string[]).includes(type)) {
    return `unknown type ${JSON.stringify(type)} (use ${RECORD_TYPES.join(', ')})${suggestion(type, RECORD_TYPES)}`;
  }
  const allowed = new Set(['type', ...FIELDS[type as RecordType]]);
  const foreign = Object.keys(row.values).filter((key) => !allowed.has(key) && !(type === 'course' && TRANSLATED_COLUMN.test(key)) && filled(row.values[key]));
  if (foreign.length) {
    return `${foreign.map((f) => JSON.stringify(f)).join(', ')} ${foreign.length > 1 ? 'are not fields' : 'is not a field'} of ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}${foreign.length === 1 ? suggestion(foreign[0]!, allowed) : ''}`;
  }
  return type as RecordType;
}

/** The key a record is identified by in the file (for duplicate checks and the report). */
function keyOf(type: RecordType, values: Readonly<Record<string, unknown>>): string | null {
  if (type !== 'intake') return text(values.external_id) || null;
  const [course, campus, mode, start] = ['course', 'campus', 'study_mode', 'start_date'].map((f) => text(values[f]));
  return course && campus && mode && start ? `${course} @ ${campus}, ${mode.toLowerCase()}, ${start}` : null;
}

/**
 * Imports institutions, agents, locations, courses, intakes and surveys. Every valid row lands (upserted by
 * its external id, intakes by course, campus, mode and start date); every other row is reported
 * with its line and the reasons. Records are applied parents first, whatever their order in the
 * file, in one transaction.
 */
export async function importRows(db: Kysely<Database>, rows: readonly ImportRow[], options: ImportOptions = {}): Promise<ImportReport> {
  return importFromSource(db, arraySource(rows, options.batchRows), options);
}

/**
 * The import loop. Rows are never all held: the source is read in passes, a batch at a time. The
 * first pass checks every record's type and fields, applies the institutions and notes which other
 * types the file holds; then one pass per further type present, in APPLY_ORDER (parents first).
 * What stays in memory grows with the number of keys (the duplicate check, the lookups of external
 * ids, the institutions whose search rows need rewriting), not with the rows.
 */
async function importFromSource(db: Kysely<Database>, source: RowSource, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const report: ImportReport = { records: 0, created: zeros(), updated: zeros(), warnings: [], rejected: [], milliseconds: 0 };
  const file = options.file ?? '';
  const session = options.session ?? new ImportSession();
  const at = (row: ImportRow) => ({ line: row.line, ...(row.record !== undefined ? { record: row.record } : {}) });
  const reject = (row: ImportRow, type: string, key: string | null, reason: string) => report.rejected.push({ ...at(row), type, key, reason });

  const progressMs = options.progressMs ?? 1_000;
  const progress: ImportProgress = {
    pass: 1,
    passes: null,
    step: APPLY_ORDER[0]!,
    rowsRead: 0,
    rowsPerSecond: 0,
    bytesRead: 0,
    totalBytes: source.totalBytes,
    elapsedMs: 0,
    done: false,
  };
  let passStarted = started;
  let lastProgress = started;
  /** Calls onProgress when a second (progressMs) has passed since the last call, or when forced; at a pass's start it has read nothing yet. */
  const tell = (force = false, passStart = false) => {
    if (!options.onProgress) return;
    const now = performance.now();
    if (!force && now - lastProgress < progressMs) return;
    lastProgress = now;
    progress.bytesRead = passStart ? 0 : source.bytesRead;
    progress.elapsedMs = Math.round(now - started);
    progress.rowsPerSecond = Math.round((progress.rowsRead * 1000) / Math.max(1, now - passStarted));
    options.onProgress({ ...progress });
  };

  const run = db.transaction().execute(async (trx) => {
    const ctx: ApplyContext = {
      db: trx,
      lookups: await ImportLookups.load(trx),
      now: options.now ?? nowIso(),
      file,
      rejected: session.rejected,
      awardMap: options.awardMap ?? (await loadAwardMap(trx)),
      warnings: [],
    };
    if (options.scope) await addExportAliases(trx, ctx.lookups, options.scope.legalId);
    const rejectedIds: Record<RecordType, Map<string, RowPlace> | null> = {
      institution: ctx.rejected.legal,
      agent: ctx.rejected.legal,
      location: ctx.rejected.location,
      course: ctx.rejected.course,
      intake: null,
      survey: null,
    };
    /** Institutions that landed in this file, to check they have a campus once every row is in. */
    const landedInstitutions = new Map<string, number>();
    const seen = new Map<string, number>();
    /** Institutions whose courses or campuses changed: their courses' search rows are rewritten. */
    const searchOwners = new Set<number>();

    const apply = async (type: RecordType, row: ImportRow) => {
      const key = keyOf(type, row.values);
      const namespace = `${type === 'agent' ? 'institution' : type}|${key}`;
      const first = key ? seen.get(namespace) : undefined;
      if (first) {
        const what = type === 'intake' ? 'this intake' : `external_id ${JSON.stringify(key)}`;
        reject(row, type, key, `${what} appears again (first ${row.record !== undefined ? `as record ${first}` : `on line ${first}`})`);
        return;
      }
      // The line, or in a JSON array the record's position: a number per key, whatever the rows.
      if (key) seen.set(namespace, row.record ?? row.line);
      const foreign = options.scope ? await outOfScope(trx, ctx.lookups, options.scope, type, row.values) : null;
      if (foreign) {
        reject(row, type, key, foreign);
        if (key) rejectedIds[type]?.set(key, { file, ...at(row) });
        return;
      }
      const outcome: Outcome =
        type === 'institution' || type === 'agent'
          ? await applyLegal(ctx, row.values, type === 'institution' ? 'I' : 'A')
          : type === 'location'
            ? await applyLocation(ctx, row.values)
            : type === 'course'
              ? await applyCourse(ctx, row.values)
              : type === 'intake'
                ? await applyIntake(ctx, row.values)
                : await applySurvey(ctx, row.values);
      const warnings = ctx.warnings.splice(0);
      if (outcome === 'created' || outcome === 'updated') {
        report[outcome][type]++;
        for (const message of warnings) report.warnings.push({ ...at(row), type, key, message });
        if (key) rejectedIds[type]?.delete(key);
        if (key && type === 'institution') landedInstitutions.set(key, row.line);
        const owner = type === 'location' || type === 'course' ? ctx.lookups.legal.get(text(row.values.institution)) : undefined;
        if (owner) searchOwners.add(owner.id);
        if (type === 'location') session.campusless.delete(text(row.values.institution));
      } else {
        reject(row, type, key, outcome.errors.join('; '));
        if (key) rejectedIds[type]?.set(key, { file, ...at(row) });
      }
    };

    // Pass 1: every record is checked; the first type in APPLY_ORDER is applied at once.
    const present = new Set<RecordType>();
    for await (const batch of source.batches()) {
      for (const row of batch) {
        report.records++;
        const type = classify(row);
        if (!(RECORD_TYPES as readonly string[]).includes(type)) {
          reject(row, text(row.values.type), text(row.values.external_id) || null, type);
          continue;
        }
        present.add(type as RecordType);
        if (type === APPLY_ORDER[0]) await apply(type, row);
      }
      progress.rowsRead += batch.length;
      tell();
    }
    // One more pass per type present, parents first.
    const later = APPLY_ORDER.slice(1).filter((type) => present.has(type));
    progress.passes = 1 + later.length;
    for (const type of later) {
      Object.assign(progress, { pass: progress.pass + 1, step: type, rowsRead: 0 });
      passStarted = performance.now();
      tell(true, true);
      for await (const batch of source.batches()) {
        for (const row of batch) if (classify(row) === type) await apply(type, row);
        progress.rowsRead += batch.length;
        tell();
      }
    }

    await noteCampusless(trx, ctx.lookups, landedInstitutions, file, session, options.session ? null : report);
    Object.assign(progress, { step: 'search', rowsRead: 0 });
    passStarted = performance.now();
    tell(true, true);
    const owners = [...searchOwners];
    const courseIds: number[] = [];
    for (let start = 0; start < owners.length; start += 1_000) {
      const rows = await trx.selectFrom('courses').select('id').where('legal_id', 'in', owners.slice(start, start + 1_000)).execute();
      for (const r of rows) courseIds.push(r.id);
    }
    await refreshCourseSearch(trx, undefined, courseIds);
    if (options.dryRun) throw new DryRunDone();
  });
  await run.catch((error: unknown) => {
    if (!(error instanceof DryRunDone)) throw error;
  });
  const inFileOrder = (a: { line: number; record?: number }, b: { line: number; record?: number }) => (a.record ?? a.line) - (b.record ?? b.line);
  report.rejected.sort(inFileOrder);
  report.warnings.sort(inFileOrder);
  report.milliseconds = Math.round(performance.now() - started);
  Object.assign(progress, { done: true });
  tell(true);
  return report;
}

/**
 * Institutions that landed without any campus: warned about in the report (a single file), or kept in
 * the session until its end, since a later file may bring their campuses.
 */
async function noteCampusless(
  db: Kysely<Database>,
  lookups: ImportLookups,
  landed: ReadonlyMap<string, number>,
  file: string,
  session: ImportSession,
  report: ImportReport | null,
): Promise<void> {
  const ids = new Map([...landed].map(([key, line]) => [lookups.legal.get(key)!.id, { key, line }]));
  const list = [...ids.keys()];
  const withCampus = new Set<number>();
  for (let start = 0; start < list.length; start += 1_000) {
    const rows = await db.selectFrom('locations').select('legal_id').distinct().where('legal_id', 'in', list.slice(start, start + 1_000)).execute();
    for (const r of rows) withCampus.add(r.legal_id);
  }
  for (const [id, { key, line }] of ids) {
    if (withCampus.has(id)) session.campusless.delete(key);
    else if (report) report.warnings.push({ line, type: 'institution', key, message: NO_CAMPUS_WARNING });
    else session.campusless.set(key, { file, line, id });
  }
}

/**
 * Reads a CSV, JSON or JSON Lines file and imports it, streaming: the file is read in passes, a
 * batch of rows at a time (see importFromSource). File-level problems throw ImportFileError and
 * nothing is imported, even when they are found at the end of a long file.
 */
export async function importFile(
  db: Kysely<Database>,
  file: string,
  options: ImportOptions = {},
): Promise<{ format: ImportFormat; encoding: ReadEncoding; report: ImportReport }> {
  const source = await openImportFile(file, options);
  return { format: source.format, encoding: source.encoding, report: await importFromSource(db, source, { file, ...options }) };
}
