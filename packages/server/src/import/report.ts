import { RECORD_TYPES, type ImportReport } from './format.js';

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
    for (const r of report.rejected) lines.push(`  line ${r.line}${r.type ? ` (${r.type}${r.key ? ` ${r.key}` : ''})` : ''}: ${r.reason}`);
  }
  return lines;
}
