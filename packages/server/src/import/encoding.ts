import { ImportFileError } from './csv.js';

/** How the bytes of an import file were turned into text. */
export interface ReadEncoding {
  /** WHATWG encoding name, as TextDecoder knows it: utf-8, utf-16le, windows-1252 … */
  name: string;
  /** Why this encoding: the default, a byte-order mark, or --encoding. */
  source: 'default' | 'bom' | 'option';
}

/** A byte-order mark at the start of the file, and the encoding it announces. */
export function byteOrderMark(head: Uint8Array): { name: string; length: number } | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { name: 'utf-8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { name: 'utf-16le', length: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { name: 'utf-16be', length: 2 };
  return null;
}

/**
 * UTF-16 without a byte-order mark: text of Latin letters written in UTF-16 has a NUL in every
 * other byte (the high byte of each character). Judged on the first bytes of the file.
 */
export function utf16ByNuls(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(head.length, 4096) & ~1;
  if (length < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < length; i += 2) {
    if (head[i] === 0) evenNuls++;
    if (head[i + 1] === 0) oddNuls++;
  }
  const pairs = length / 2;
  if (oddNuls > pairs * 0.6 && evenNuls < pairs * 0.1) return 'utf-16le';
  if (evenNuls > pairs * 0.6 && oddNuls < pairs * 0.1) return 'utf-16be';
  return null;
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  let i = from;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return -1; // cut by the end of the chunk: judged with the next one
      if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    }
    i += length;
  }
  return -1;
}

/** Windows-1252's characters for bytes 0x80–0x9F (the other bytes are those of ISO-8859-1); undefined bytes stay as they are, as WHATWG says. */
const CP1252_HIGH = '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Windows-1252 text of bytes. Node 20's TextDecoder reads windows-1252 as ISO-8859-1 (0x93 stays a control character), so it is done here. */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** A streaming decoder that throws on bytes that are not valid in the encoding (Windows-1252 has none). */
export function createDecoder(name: string): { decode(bytes?: Uint8Array, options?: { stream: boolean }): string } {
  if (name === 'windows-1252') return { decode: (bytes = new Uint8Array()) => decodeWindows1252(bytes) };
  return new TextDecoder(name, { fatal: true });
}

const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Why bytes that are not UTF-8 were refused: the byte, what it would be in Windows-1252 (which
 * names every byte ISO-8859-1 does, and 0x80–0x9F besides), and how to import the file anyway.
 */
export function notUtf8Error(bytes: Uint8Array, offset: number, line: number): ImportFileError {
  const byte = bytes[offset]!;
  const sample = bytes.subarray(lineStart(bytes, offset), lineEnd(bytes, offset));
  // Bytes 0x80–0x9F are control characters in ISO-8859-1 and letters, quotes and € in Windows-1252.
  const found = sample.some((b) => b >= 0x80 && b <= 0x9f) ? 'Windows-1252' : 'Windows-1252 or ISO-8859-1 (Latin-1)';
  const context = decodeWindows1252(sample).trim();
  return new ImportFileError(
    `the file is not UTF-8: byte ${hex(byte)} (${JSON.stringify(decodeWindows1252(bytes.subarray(offset, offset + 1)))} in Windows-1252) in ${JSON.stringify(context)} ` +
      `looks like ${found}; save the file as UTF-8, or import it with --encoding windows-1252`,
    line,
  );
}

/** Where the line holding `offset` starts, at most 40 bytes before it. */
function lineStart(bytes: Uint8Array, offset: number): number {
  let i = offset;
  while (i > 0 && offset - i < 40 && bytes[i - 1] !== 10 && bytes[i - 1] !== 13) i--;
  return i;
}

function lineEnd(bytes: Uint8Array, offset: number): number {
  let i = offset;
  while (i < bytes.length && i - offset < 40 && bytes[i] !== 10 && bytes[i] !== 13) i++;
  return i;
}

/** Checks an --encoding name against what TextDecoder knows; returns its canonical name or an error text. */
export function checkEncodingName(name: string): { name: string } | { error: string } {
  try {
    return { name: new TextDecoder(name).encoding };
  } catch {
    return { error: `--encoding ${JSON.stringify(name)} is not an encoding this program knows (try utf-8, windows-1252, iso-8859-1, utf-16le, utf-16be)` };
  }
}

const DISPLAY: Record<string, string> = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE', 'windows-1252': 'Windows-1252' };
export const encodingLabel = (name: string) => DISPLAY[name] ?? name.toUpperCase();
