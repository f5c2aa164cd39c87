import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { CsvParser, ImportFileError, type CsvRecord } from './csv.js';
import { byteOrderMark, checkEncodingName, createDecoder, decodeWindows1252, encodingLabel, firstInvalidUtf8, notUtf8Error, utf16ByNuls, type ReadEncoding } from './encoding.js';
import { ALL_COLUMNS, TRANSLATED_COLUMN, type ImportRow } from './format.js';
import { JsonArrayScanner, JsonLinesReader, type JsonElement, type JsonLine } from './json-records.js';

/** csv; json: one array of records; jsonl: JSON Lines, one record per line. */
export type ImportFormat = 'csv' | 'json' | 'jsonl';

/** Records handed on at once: the most the reader holds (besides one record cut by a chunk's end). */
export const BATCH_ROWS = 1_000;
/** Bytes read from the file at once. */
export const CHUNK_BYTES = 256 * 1024;

export interface ReadOptions {
  /** Decode the file with this encoding (a name TextDecoder knows) instead of requiring UTF-8. */
  encoding?: string;
  batchRows?: number;
  chunkBytes?: number;
}

/** CSV or JSON by extension; otherwise by the first character ('[' means a JSON array, '{' JSON Lines). */
export function detectFormat(file: string, text: string): ImportFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  if (extension === '.csv') return 'csv';
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' ? 'json' : first === '{' ? 'jsonl' : 'csv';
}

/** Turns CSV records into rows keyed by the header's column names (the first record is the header). */
class CsvRows {
  #columns: string[] | null = null;

  take(records: readonly CsvRecord[], rows: ImportRow[]): void {
    for (const record of records) {
      if (!this.#columns) {
        this.#columns = header(record);
        continue;
      }
      const { line, fields } = record;
      // Spreadsheets often save trailing rows of empty cells (",,,,"): they are not records.
      if (!fields.some((f) => f.trim() !== '')) continue;
      const columns = this.#columns;
      const values: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) values[columns[i]!] = fields[i] ?? '';
      rows.push(
        fields.length > columns.length
          ? { line, values, problem: `the row has ${fields.length} values but the header names ${columns.length} columns (quote values that contain commas)` }
          : { line, values },
      );
    }
  }

  end(): void {
    if (!this.#columns) throw new ImportFileError('the file is empty: the first line must name the columns, starting with type');
  }
}

function header(record: CsvRecord): string[] {
  const columns = record.fields.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((name) => !ALL_COLUMNS.has(name) && !TRANSLATED_COLUMN.test(name));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => JSON.stringify(c)).join(', ')}; known columns are ${[...ALL_COLUMNS].join(', ')}, and name.<language> and description.<language> for a course's translations (name.fr)`,
      record.line,
    );
  }
  const duplicate = columns.find((name, i) => columns.indexOf(name) !== i);
  if (duplicate) throw new ImportFileError(`column "${duplicate}" appears twice in the header`, record.line);
  if (!columns.includes('type')) throw new ImportFileError('the header has no "type" column', record.line);
  return columns;
}

const NOT_OBJECT = 'a record must be an object: { "type": …, … }';
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function jsonRow({ line, index, value }: JsonElement): ImportRow {
  return isObject(value) ? { line, record: index, values: value } : { line, record: index, values: {}, problem: NOT_OBJECT };
}

/** Turns decoded text, piece by piece, into rows of the given format. */
function rowMaker(format: ImportFormat): { push(text: string, rows: ImportRow[]): void; end(rows: ImportRow[]): void } {
  if (format === 'csv') {
    const parser = new CsvParser();
    const csv = new CsvRows();
    return {
      push: (text, rows) => csv.take(parser.push(text), rows),
      end: (rows) => {
        csv.take(parser.end(), rows);
        csv.end();
      },
    };
  }
  if (format === 'json') {
    const scanner = new JsonArrayScanner();
    return {
      push: (text, rows) => rows.push(...scanner.push(text).map(jsonRow)),
      end: (rows) => rows.push(...scanner.end().map(jsonRow)),
    };
  }
  const reader = new JsonLinesReader();
  const toRow = (r: JsonLine): ImportRow =>
    'problem' in r ? { line: r.line, values: {}, problem: r.problem } : isObject(r.value) ? { line: r.line, values: r.value } : { line: r.line, values: {}, problem: NOT_OBJECT };
  return {
    push: (text, rows) => rows.push(...reader.push(text).map(toRow)),
    end: (rows) => rows.push(...reader.end().map(toRow)),
  };
}

/** Rows of a CSV text (the whole file at once: for small files and tests). */
export function csvRows(text: string): ImportRow[] {
  return rowsOf('csv', text);
}

/** Rows of a JSON array text (the whole file at once). */
export function jsonRows(text: string): ImportRow[] {
  return rowsOf('json', text);
}

function rowsOf(format: ImportFormat, text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  const maker = rowMaker(format);
  maker.push(text, rows);
  maker.end(rows);
  return rows;
}

/** An import file opened for reading in passes: each pass streams its records in batches. */
export interface ImportSource {
  readonly file: string;
  readonly format: ImportFormat;
  readonly encoding: ReadEncoding;
  readonly totalBytes: number;
  /** Bytes the pass under way has read so far. */
  readonly bytesRead: number;
  /** One pass over the file: its records, at most `batchRows` at a time, never the whole file. */
  batches(): AsyncGenerator<ImportRow[]>;
}

const cannotRead = (file: string, error: unknown) =>
  new ImportFileError(
    `cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as NodeJS.ErrnoException).code === 'EISDIR' ? 'it is a folder' : (error as Error).message}`,
  );

/**
 * Opens an import file: finds its encoding (UTF-8 unless a byte-order mark says UTF-16, or
 * `encoding` is given; UTF-16 without a mark and bytes that are not UTF-8 are refused with the
 * encoding they look like) and its format, without reading further than its first bytes.
 */
export async function openImportFile(file: string, options: ReadOptions = {}): Promise<ImportSource> {
  let info;
  let head: Uint8Array;
  try {
    info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('folder'), { code: 'EISDIR' });
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(4096);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw cannotRead(file, error);
  }
  const encoding = chooseEncoding(head, options.encoding);
  const start = head.subarray(0, 256);
  const format = detectFormat(file, encoding.name === 'windows-1252' ? decodeWindows1252(start) : new TextDecoder(encoding.name).decode(start));
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const { size, mtimeMs } = info;
  let bytesRead = 0;

  async function* batches(): AsyncGenerator<ImportRow[]> {
    const now = await stat(file).catch((error: unknown) => {
      throw cannotRead(file, error);
    });
    if (now.size !== size || now.mtimeMs !== mtimeMs) throw new ImportFileError('the file changed while it was being imported');
    bytesRead = 0;
    const decoder = createDecoder(encoding.name);
    const maker = rowMaker(format);
    let rows: ImportRow[] = [];
    let newlines = 0;
    const decode = (chunk: Uint8Array, final: boolean): string => {
      try {
        return final ? decoder.decode() : decoder.decode(chunk, { stream: true });
      } catch {
        throw decodeError(encoding, chunk, final, newlines);
      }
    };
    const take = (text: string) => {
      const replaced = text.indexOf('\uFFFD');
      if (replaced !== -1) throw replacementError(text, replaced, newlines);
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines++;
      maker.push(text, rows);
    };
    for await (const chunk of createReadStream(file, { highWaterMark: chunkBytes }) as AsyncIterable<Buffer>) {
      take(decode(chunk, false));
      bytesRead += chunk.length;
      // A chunk of short records may make more than a batch: hand them on in batches.
      while (rows.length >= batchRows) {
        yield rows.slice(0, batchRows);
        rows = rows.slice(batchRows);
      }
    }
    take(decode(new Uint8Array(), true));
    maker.end(rows);
    for (let start = 0; start < rows.length; start += batchRows) yield rows.slice(start, start + batchRows);
  }

  return {
    file,
    format,
    encoding,
    totalBytes: size,
    get bytesRead() {
      return bytesRead;
    },
    batches,
  };
}

function chooseEncoding(head: Uint8Array, option: string | undefined): ReadEncoding {
  const bom = byteOrderMark(head);
  if (option !== undefined) {
    const checked = checkEncodingName(option);
    if ('error' in checked) throw new ImportFileError(checked.error);
    const { name } = checked;
    if (bom && bom.name !== name) {
      throw new ImportFileError(`the file starts with a ${encodingLabel(bom.name)} byte-order mark, but --encoding ${option} was given; leave --encoding out`);
    }
    return { name, source: 'option' };
  }
  if (bom) return { name: bom.name, source: 'bom' };
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    throw new ImportFileError('the file is a ZIP archive (an Excel workbook?), not text; save the sheet as "CSV UTF-8"');
  }
  const utf16 = utf16ByNuls(head);
  if (utf16) {
    throw new ImportFileError(
      `the file looks like ${encodingLabel(utf16)} without a byte-order mark (every other byte is 0); save it as UTF-8, or import it with --encoding ${utf16}`,
    );
  }
  return { name: 'utf-8', source: 'default' };
}

/** Why a chunk could not be decoded, with the line when the encoding is UTF-8. */
function decodeError(encoding: ReadEncoding, chunk: Uint8Array, final: boolean, newlinesBefore: number): ImportFileError {
  if (encoding.name !== 'utf-8') {
    return new ImportFileError(
      final ? `the file ends in the middle of a ${encodingLabel(encoding.name)} character` : `the file holds bytes that are not valid ${encodingLabel(encoding.name)}`,
    );
  }
  if (final) return new ImportFileError('the file is not UTF-8: it ends in the middle of a character (cut short, or another encoding)');
  // Skip the continuation bytes of a character begun in the previous chunk.
  let from = 0;
  while (from < 3 && from < chunk.length && (chunk[from]! & 0xc0) === 0x80) from++;
  const found = firstInvalidUtf8(chunk, from);
  const offset = found === -1 ? 0 : found;
  let line = newlinesBefore + 1;
  for (let at = chunk.indexOf(10); at !== -1 && at < offset; at = chunk.indexOf(10, at + 1)) line++;
  return notUtf8Error(chunk, offset, line);
}

/**
 * U+FFFD ("�") is what a converter writes for a character it could not read: the text was damaged
 * before it got here, and importing it would keep the damage.
 */
function replacementError(text: string, index: number, newlinesBefore: number): ImportFileError {
  let line = newlinesBefore + 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  const from = Math.max(text.lastIndexOf('\n', index) + 1, index - 40);
  const to = text.indexOf('\n', index);
  const context = text.slice(from, Math.min(to === -1 ? text.length : to, index + 40)).trim();
  return new ImportFileError(
    `the file holds "\uFFFD" in ${JSON.stringify(context)}, the mark a converter leaves for a character it could not read; export the file again as UTF-8 from the original`,
    line,
  );
}

/** Reads a whole file's rows at once (small files, tests); importFile streams instead. */
export async function readImportFile(file: string, options: ReadOptions = {}): Promise<{ format: ImportFormat; encoding: ReadEncoding; rows: ImportRow[] }> {
  const source = await openImportFile(file, options);
  const rows: ImportRow[] = [];
  for await (const batch of source.batches()) rows.push(...batch);
  return { format: source.format, encoding: source.encoding, rows };
}
