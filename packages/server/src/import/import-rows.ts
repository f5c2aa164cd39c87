import type { Kysely } from 'kysely';
import { nowIso } from '../db/ddl.js';
import { refreshCourseSearch } from '../db/search/index.js';
import type { Database } from '../db/schema/index.js';
import { applyCourse, applyIntake, applyLegal, applyLocation, type ApplyContext, type Outcome } from './apply.js';
import { APPLY_ORDER, FIELDS, RECORD_TYPES, type ImportReport, type ImportRow, type RecordType } from './format.js';
import { applySurvey } from './apply-survey.js';
import { ImportLookups } from './lookups.js';
import { loadAwardMap } from './award-map.js';
import { ImportSession, NO_CAMPUS_WARNING } from './session.js';
import { readImportFile } from './read-file.js';
import { suggestion } from './row-reader.js';
import type { RowPlace } from './session.js';

export interface ImportOptions {
  /** created_at of new rows (default now). */
  now?: string;
  /** The file's name as messages give it (importFile: the path it was given). */
  file?: string;
  /** Several files imported as one run (the CLI): rejected keys and campus-less institutions carry over. */
  session?: ImportSession;
  /** The award map (default: DEFAULT_AWARD_MAP), as loadAwardMap returns it. */
  awardMap?: ReadonlyMap<string, string>;
}

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
  const foreign = Object.keys(row.values).filter((key) => !allowed.has(key) && filled(row.values[key]));
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
  const started = performance.now();
  const report: ImportReport = { records: rows.length, created: zeros(), updated: zeros(), warnings: [], rejected: [], milliseconds: 0 };
  const file = options.file ?? '';
  const session = options.session ?? new ImportSession();
  const byType = Object.fromEntries(RECORD_TYPES.map((t) => [t, [] as ImportRow[]])) as Record<RecordType, ImportRow[]>;
  for (const row of rows) {
    const type = classify(row);
    if ((RECORD_TYPES as readonly string[]).includes(type)) byType[type as RecordType].push(row);
    else report.rejected.push({ line: row.line, type: text(row.values.type), key: text(row.values.external_id) || null, reason: type });
  }

  await db.transaction().execute(async (trx) => {
    const ctx: ApplyContext = {
      db: trx,
      lookups: await ImportLookups.load(trx),
      now: options.now ?? nowIso(),
      file,
      rejected: session.rejected,
      awardMap: options.awardMap ?? (await loadAwardMap(trx)),
      warnings: [],
    };
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
    for (const type of APPLY_ORDER) {
      for (const row of byType[type]) {
        const key = keyOf(type, row.values);
        const namespace = `${type === 'agent' ? 'institution' : type}|${key}`;
        const firstLine = key ? seen.get(namespace) : undefined;
        if (firstLine) {
          const what = type === 'intake' ? 'this intake' : `external_id ${JSON.stringify(key)}`;
          report.rejected.push({ line: row.line, type, key, reason: `${what} appears again (first on line ${firstLine})` });
          continue;
        }
        if (key) seen.set(namespace, row.line);
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
          for (const message of warnings) report.warnings.push({ line: row.line, type, key, message });
          if (key) rejectedIds[type]?.delete(key);
          if (key && type === 'institution') landedInstitutions.set(key, row.line);
          const owner = type === 'location' || type === 'course' ? ctx.lookups.legal.get(text(row.values.institution)) : undefined;
          if (owner) searchOwners.add(owner.id);
          if (type === 'location') session.campusless.delete(text(row.values.institution));
        } else {
          report.rejected.push({ line: row.line, type, key, reason: outcome.errors.join('; ') });
          if (key) rejectedIds[type]?.set(key, { file, line: row.line });
        }
      }
    }
    await noteCampusless(trx, ctx.lookups, landedInstitutions, file, session, options.session ? null : report);
    const owners = [...searchOwners];
    const courseIds: number[] = [];
    for (let start = 0; start < owners.length; start += 1_000) {
      const rows = await trx.selectFrom('courses').select('id').where('legal_id', 'in', owners.slice(start, start + 1_000)).execute();
      courseIds.push(...rows.map((r) => r.id));
    }
    await refreshCourseSearch(trx, undefined, courseIds);
  });
  report.rejected.sort((a, b) => a.line - b.line);
  report.warnings.sort((a, b) => a.line - b.line);
  report.milliseconds = Math.round(performance.now() - started);
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

/** Reads a CSV or JSON file and imports it. File-level problems throw ImportFileError. */
export async function importFile(db: Kysely<Database>, file: string, options: ImportOptions = {}) {
  const { format, rows } = readImportFile(file);
  return { format, report: await importRows(db, rows, { file, ...options }) };
}
