import { RECORD_TYPES, type ImportReport, type RejectedRow } from './format.js';
import type { SessionWarning } from './session.js';

/** "line 7"; for a JSON array "record 12", with its line when that tells more than line 1 of a one-line file. */
export const placeOf = (r: Pick<RejectedRow, 'line' | 'record'>): string =>
  r.record === undefined ? `line ${r.line}` : r.line > 1 ? `record ${r.record}, line ${r.line}` : `record ${r.record}`;

const PLURAL: Record<string, string> = { institution: 'institutions', agent: 'agents', location: 'locations', course: 'courses', intake: 'intakes', survey: 'surveys' };

const where = (place: Pick<RejectedRow, 'line' | 'record'>, type: string, key: string | null) => `${placeOf(place)}${type ? ` (${type}${key ? ` ${key}` : ''})` : ''}`;

/**
 * The import report as the CLI prints it: counts, then the warnings (rows that landed, read otherwise
 * than written or without a part), then the rejected rows (not imported), each with its line.
 */
export function formatImportReport(file: string, report: ImportReport): string[] {
  const landed = RECORD_TYPES.reduce((sum, t) => sum + report.created[t] + report.updated[t], 0);
  const warned = new Set(report.warnings.map((w) => w.line)).size;
  const lines = [
    `${file}: ${report.records} records read, ${landed} imported${warned ? ` (${warned} with warnings)` : ''}, ${report.rejected.length} rejected (${(report.milliseconds / 1000).toFixed(1)} s).`,
  ];
  for (const type of RECORD_TYPES) {
    const { [type]: created } = report.created;
    const { [type]: updated } = report.updated;
    if (created || updated) lines.push(`  ${PLURAL[type]}: ${created} created, ${updated} updated`);
  }
  if (report.warnings.length) {
    lines.push('Warnings (these rows were imported):');
    for (const w of report.warnings) lines.push(`  ${where(w, w.type, w.key)}: ${w.message}`);
  }
  if (report.rejected.length) {
    lines.push('Rejected rows (not imported):');
    for (const r of report.rejected) lines.push(`  ${where(r, r.type, r.key)}: ${r.reason}`);
  }
  lines.push(...byReason('Warnings by reason (imported):', report.warnings.map((w) => ({ at: where(w, w.type, w.key), message: w.message }))));
  lines.push(...byReason('Rejections by reason (not imported):', report.rejected.map((r) => ({ at: where(r, r.type, r.key), message: r.reason }))));
  return lines;
}

/**
 * A message with what differs from row to row left out, so rows with the same trouble count as one
 * reason: quoted values become "…", lists in brackets (…), numbers N. `city "Foo" is not in …` and
 * `city "Bar" is not in …` are one reason.
 */
export const reasonOf = (message: string): string =>
  message
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\([^()]*\)/g, '(…)')
    .replace(/\d[\d,.]*/g, 'N');

/** Each reason once, most frequent first, with its count and the first row that gave it. */
function byReason(title: string, items: ReadonlyArray<{ at: string; message: string }>): string[] {
  if (!items.length) return [];
  const reasons = new Map<string, { count: number; example: { at: string; message: string } }>();
  for (const item of items) {
    const reason = reasonOf(item.message);
    const entry = reasons.get(reason);
    if (entry) entry.count++;
    else reasons.set(reason, { count: 1, example: item });
  }
  const sorted = [...reasons].sort((a, b) => b[1].count - a[1].count);
  return [title, ...sorted.flatMap(([reason, { count, example }]) => [`  ${count} × ${reason}`, `      e.g. ${example.at}: ${example.message}`])];
}

/** Warnings known only when every file of a run is in (institutions still without a campus). */
export function formatSessionWarnings(warnings: readonly SessionWarning[]): string[] {
  if (!warnings.length) return [];
  return ['Warnings after all files (these rows were imported):', ...warnings.map((w) => `  ${w.file} ${where(w, w.type, w.key)}: ${w.message}`)];
}
