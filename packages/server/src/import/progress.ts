import type { RecordType } from './format.js';

/** How far an import is, as its onProgress callback hears it (about once a second). */
export interface ImportProgress {
  /** 1-based pass over the file; the first checks every record and applies institutions. */
  pass: number;
  /** Passes in all: known once the first pass has seen which record types the file holds. */
  passes: number | null;
  /** The record type the pass applies, or 'search': rewriting the search rows of changed institutions. */
  step: RecordType | 'search';
  /** Records read by this pass. */
  rowsRead: number;
  /** Records this pass reads per second. */
  rowsPerSecond: number;
  /** Bytes of the file this pass has read, of totalBytes (both 0 for rows given in memory). */
  bytesRead: number;
  totalBytes: number;
  elapsedMs: number;
  /** The last call: the import is over. */
  done: boolean;
}

const PLURAL: Record<ImportProgress['step'], string> = {
  institution: 'institutions',
  agent: 'agents',
  location: 'locations',
  course: 'courses',
  intake: 'intakes',
  survey: 'surveys',
  search: 'search',
};
const count = (n: number) => n.toLocaleString('en-US');

/** One progress line for stderr: "courses.csv: pass 2 of 3 (locations) 45%, 450,000 rows, 61,200 rows/s, 12 s". */
export function formatImportProgress(file: string, p: ImportProgress): string {
  const seconds = `${Math.round(p.elapsedMs / 1000)} s`;
  if (p.done) return `${file}: done in ${seconds}`;
  if (p.step === 'search') return `${file}: updating the course search, ${seconds}`;
  const pass = `pass ${p.pass}${p.passes ? ` of ${p.passes}` : ''} (${p.pass === 1 ? 'checking every record' : PLURAL[p.step]})`;
  const percent = p.totalBytes > 0 ? ` ${Math.floor((p.bytesRead * 100) / p.totalBytes)}%` : '';
  return `${file}: ${pass}${percent}, ${count(p.rowsRead)} rows, ${count(p.rowsPerSecond)} rows/s, ${seconds}`;
}
