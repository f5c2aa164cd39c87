/** A problem with the file as a whole; nothing is imported. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** 1-based line the problem is on, when there is one. */
    readonly line?: number,
  ) {
    super(line ? `line ${line}: ${message}` : message);
    this.name = 'ImportFileError';
  }
}

export interface CsvRecord {
  /** 1-based line the record starts on (a quoted field may span several lines). */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 CSV: comma-separated; a field in double quotes may hold commas, line breaks and doubled
 * quotes (""); records end with LF, CRLF or CR; a leading UTF-8 byte-order mark is dropped; empty
 * lines are skipped. A quote inside an unquoted field is kept as it is.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  /** The current field was written in quotes (so "" is an empty field, not an empty line). */
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    const blank = fields.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < input.length) {
    const char = input[i]!;
    if (char === '"' && field === '' && !quoted) {
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= input.length) throw new ImportFileError('a quoted field is never closed (missing ")', openedOn);
        const c = input[i]!;
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line++;
        field += c;
        i++;
      }
      quoted = true;
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new ImportFileError(`unexpected ${JSON.stringify(next)} after a closing quote (write a quote inside a quoted field as "")`, line);
      }
    } else if (char === ',') {
      endField();
      i++;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += char;
      i++;
    }
  }
  if (field !== '' || quoted || fields.length > 0) endRecord();
  return records;
}
