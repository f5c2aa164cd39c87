import { RECORD_TYPES, type ImportReport, type RejectedRow } from './format.js';

/** "line 7"; for a JSON array "record 12", with its line when that tells more than line 1 of a one-line file. */
export const placeOf = (r: Pick<RejectedRow, 'line' | 'record'>): string =>
  r.record === undefined ? `line ${r.line}` : r.line > 1 ? `record ${r.record}, line ${r.line}` : `record ${r.record}`;

const PLURAL: Record<string, string> = { institution: 'institutions', agent: 'agents', location: 'locations', course: 'courses', intake: 'intakes', survey: 'surveys' };

/** The import report as the CLI prints it. */
export function formatImportReport(file: string, report: ImportReport): string[] {
  const landed = RECORD_TYPES.reduce((sum, t) => sum + report.created[t] + report.updated[t], 0);
  const lines = [
    `${file}: ${report.records} records read, ${landed} imported, ${report.rejected.length} rejected (${(report.milliseconds / 1000).toFixed(1)} s).`,
  ];
  for (const type of RECORD_TYPES) {
    const { [type]: created } = report.created;
    const { [type]: updated } = report.updated;
    if (created || updated) lines.push(`  ${PLURAL[type]}: ${created} created, ${updated} updated`);
  }
  if (report.rejected.length) {
    lines.push('Rejected rows:');
    for (const r of report.rejected) lines.push(`  ${placeOf(r)}${r.type ? ` (${r.type}${r.key ? ` ${r.key}` : ''})` : ''}: ${r.reason}`);
  }
  return lines;
}
