import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportFileError, parseCsv } from './csv.js';
import { ALL_COLUMNS, type ImportRow } from './format.js';
import { parseJsonRecords } from './json-records.js';

export type ImportFormat = 'csv' | 'json';

/** CSV or JSON by extension; otherwise by the first character ('[' means JSON). */
export function detectFormat(file: string, text: string): ImportFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.csv') return 'csv';
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('[') ? 'json' : 'csv';
}

/** Turns CSV text into records keyed by the header's column names. */
export function csvRows(text: string): ImportRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new ImportFileError('the file is empty: the first line must name the columns, starting with type');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((name) => !ALL_COLUMNS.has(name));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => JSON.stringify(c)).join(', ')}; known columns are ${[...ALL_COLUMNS].join(', ')}`,
      header.line,
    );
  }
  const duplicate = columns.find((name, i) => columns.indexOf(name) !== i);
  if (duplicate) throw new ImportFileError(`column "${duplicate}" appears twice in the header`, header.line);
  if (!columns.includes('type')) throw new ImportFileError('the header has no "type" column', header.line);
  // Spreadsheets often save trailing rows of empty cells (",,,,"): they are not records.
  const filled = records.filter(({ fields }) => fields.some((f) => f.trim() !== ''));
  return filled.map(({ line, fields }) => {
    const values: Record<string, unknown> = {};
    columns.forEach((name, i) => (values[name] = fields[i] ?? ''));
    return fields.length > columns.length
      ? { line, values, problem: `the row has ${fields.length} values but the header names ${columns.length} columns (quote values that contain commas)` }
      : { line, values };
  });
}

export function jsonRows(text: string): ImportRow[] {
  return parseJsonRecords(text).map(({ line, value }) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { line, values: value as Record<string, unknown> }
      : { line, values: {}, problem: 'a record must be an object: { "type": …, … }' },
  );
}

export function readImportFile(file: string): { format: ImportFormat; rows: ImportRow[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ImportFileError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const format = detectFormat(file, text);
  return { format, rows: format === 'json' ? jsonRows(text) : csvRows(text) };
}
