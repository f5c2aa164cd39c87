import { ImportFileError } from './csv.js';

export interface JsonElement {
  /** 1-based line the element starts on. */
  line: number;
  /** 1-based position of the element in the top-level array (record 12 of the array). */
  index: number;
  value: unknown;
}

/** A JSON import file is one array of record objects; each element is a record. */
export function parseJsonRecords(text: string): JsonElement[] {
  const scanner = new JsonArrayScanner();
  return [...scanner.push(text), ...scanner.end()];
}

const invalid = (message: string, line?: number) => new ImportFileError(`the file is not valid JSON: ${message}`, line);
const NOT_ARRAY = 'a JSON import file must be an array of records: [ { "type": … }, … ]';

/**
 * Reads a JSON array piece by piece (a file read in chunks) without holding more than the element
 * under way: a small scanner finds where each top-level element starts and ends (minding strings
 * and nesting), and each element is parsed on its own. It also knows the line each element starts
 * on and its position in the array, for the report.
 */
export class JsonArrayScanner {
  /** Text of the element under way (from its first character), or '' between elements. */
  #pending = '';
  #state: 'before' | 'between' | 'element' | 'after' = 'before';
  /** A comma was read since the last element: another element must follow. */
  #comma = false;
  #depth = 0;
  #inString = false;
  #escape = false;
  #line = 1;
  #elementLine = 1;
  #index = 0;
  #first = true;

  push(text: string): JsonElement[] {
    if (this.#first && text.length > 0) {
      this.#first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const out: JsonElement[] = [];
    let start = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.#line++;
      if (this.#state === 'element') {
        if (this.#inString) {
          if (this.#escape) this.#escape = false;
          else if (c === 92 /* \ */) this.#escape = true;
          else if (c === 34 /* " */) this.#inString = false;
          continue;
        }
        if (c === 34) this.#inString = true;
        else if (c === 91 || c === 123 /* [ { */) this.#depth++;
        else if (c === 93 || c === 125 /* ] } */) {
          if (this.#depth > 0) this.#depth--;
          else if (c === 93) {
            out.push(this.#finish(this.#pending + text.slice(start, i)));
            this.#state = 'after';
          } else throw invalid(`unexpected "}" in record ${this.#index + 1}`, this.#line);
        } else if (c === 44 /* , */ && this.#depth === 0) {
          out.push(this.#finish(this.#pending + text.slice(start, i)));
          this.#state = 'between';
          this.#comma = true;
        }
        continue;
      }
      if (c === 32 || c === 9 || c === 10 || c === 13) continue;
      if (this.#state === 'before') {
        if (c !== 91) throw new ImportFileError(NOT_ARRAY);
        this.#state = 'between';
      } else if (this.#state === 'after') {
        throw invalid('there is more after the closing "]" of the array', this.#line);
      } else if (c === 93 /* ] */) {
        if (this.#comma) throw invalid(`a "," is followed by "]" (record ${this.#index + 1} is missing)`, this.#line);
        this.#state = 'after';
      } else if (c === 44) {
        throw invalid(`an element is missing before "," (record ${this.#index + 1})`, this.#line);
      } else {
        this.#state = 'element';
        this.#comma = false;
        this.#elementLine = this.#line;
        this.#pending = '';
        start = i;
        i--; // read the first character again as part of the element
      }
    }
    if (this.#state === 'element') this.#pending += text.slice(start);
    return out;
  }

  end(): JsonElement[] {
    if (this.#state === 'before') throw new ImportFileError(`the file is empty; ${NOT_ARRAY}`);
    if (this.#state !== 'after') throw invalid('the array is never closed (missing "]")', this.#line);
    return [];
  }

  #finish(text: string): JsonElement {
    this.#index++;
    this.#pending = '';
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw invalid(`record ${this.#index}: ${(error as Error).message}`, this.#elementLine);
    }
    return { line: this.#elementLine, index: this.#index, value };
  }
}

/**
 * JSON Lines (.jsonl, .ndjson): one record per line, read piece by piece. A line that is not valid
 * JSON is that record's problem, not the file's: the other lines still count.
 */
export type JsonLine = { line: number; value: unknown } | { line: number; problem: string };

export class JsonLinesReader {
  #pending = '';
  #line = 0;
  #first = true;

  push(text: string): JsonLine[] {
    if (this.#first && text.length > 0) {
      this.#first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const lines = (this.#pending + text).split('\n');
    this.#pending = lines.pop()!;
    return lines.flatMap((l) => this.#read(l));
  }

  end(): JsonLine[] {
    const last = this.#pending;
    this.#pending = '';
    return this.#read(last);
  }

  #read(raw: string): JsonLine[] {
    const line = ++this.#line;
    const text = raw.trim();
    if (text === '') return [];
    try {
      return [{ line, value: JSON.parse(text) as unknown }];
    } catch (error) {
      return [{ line, problem: `the line is not valid JSON: ${(error as Error).message}` }];
    }
  }
}
