import { ImportFileError } from './csv.js';

export interface JsonElement {
  /** 1-based line the element starts on. */
  line: number;
  value: unknown;
}

/**
 * A JSON import file is one array of record objects. JSON.parse does not say where things are, so a
 * small scanner finds the line each top-level element starts on, for error reports.
 */
export function parseJsonRecords(text: string): JsonElement[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (error) {
    throw new ImportFileError(`the file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ImportFileError('a JSON import file must be an array of records: [ { "type": … }, … ]');
  const lines = elementLines(input);
  return parsed.map((value, index) => ({ line: lines[index] ?? 1, value }));
}

/** Lines where the elements of the top-level array start (the text is valid JSON). */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') continue;
    if (expectElement && depth === 1 && c !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectElement = true;
  }
  return lines;
}
