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
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}

/**
 * The same parser fed text piece by piece (a file read in chunks): `push` returns the records the
 * text completes; a record cut by the end of a piece is kept (only that record) and finished by the
 * next piece or by `end`.
 */
export class CsvParser {
  /** Text of the record under way, not yet complete. */
  #pending = '';
  /** Line the pending text starts on. */
  #line = 1;
  #first = true;

  push(text: string): CsvRecord[] {
    if (this.#first && text.length > 0) {
      this.#first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return this.#parse(this.#pending + text, false);
  }

  end(): CsvRecord[] {
    return this.#parse(this.#pending, true);
  }

  #parse(input: string, final: boolean): CsvRecord[] {
    const records: CsvRecord[] = [];
    let fields: string[] = [];
    let field = '';
    /** The current field was written in quotes (so "" is an empty field, not an empty line). */
    let quoted = false;
    let line = this.#line;
    let recordLine = line;
    /** Where the record under way starts in `input`. */
    let recordStart = 0;
    let i = 0;
    const n = input.length;

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
    /** The piece ends inside a record: keep that record's text for the next piece. */
    const cut = () => {
      this.#pending = input.slice(recordStart);
      this.#line = recordLine;
      return records;
    };

    while (i < n) {
      const char = input.charCodeAt(i);
      if (char === 34 /* " */ && field === '' && !quoted) {
        const openedOn = line;
        i++;
        for (;;) {
          if (i >= n) {
            if (!final) return cut();
            throw new ImportFileError('a quoted field is never closed (missing ")', openedOn);
          }
          const c = input.charCodeAt(i);
          if (c === 34) {
            if (i + 1 >= n && !final) return cut();
            if (input.charCodeAt(i + 1) === 34) {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === 13 && i + 1 >= n && !final) return cut();
          if (c === 10 || (c === 13 && input.charCodeAt(i + 1) !== 10)) line++;
          // Copy the run of ordinary characters at once.
          let j = i + 1;
          while (j < n) {
            const d = input.charCodeAt(j);
            if (d === 34 || d === 10 || d === 13) break;
            j++;
          }
          field += input.slice(i, j);
          i = j;
        }
        quoted = true;
        if (i >= n && !final) return cut();
        const next = input[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new ImportFileError(`unexpected ${JSON.stringify(next)} after a closing quote (write a quote inside a quoted field as "")`, line);
        }
      } else if (char === 44 /* , */) {
        endField();
        i++;
      } else if (char === 10 || char === 13) {
        if (char === 13 && i + 1 >= n && !final) return cut();
        endRecord();
        i += char === 13 && input.charCodeAt(i + 1) === 10 ? 2 : 1;
        line++;
        recordLine = line;
        recordStart = i;
      } else {
        let j = i + 1;
        while (j < n) {
          const d = input.charCodeAt(j);
          if (d === 44 || d === 10 || d === 13) break;
          j++;
        }
        field += input.slice(i, j);
        i = j;
      }
    }
    if (!final) return cut();
    if (field !== '' || quoted || fields.length > 0) endRecord();
    this.#pending = '';
    this.#line = line;
    return records;
  }
}
