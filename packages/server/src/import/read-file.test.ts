import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows, detectFormat, jsonRows, readImportFile } from './read-file.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-read-'));
const write = (name: string, bytes: Uint8Array | string) => {
  const file = path.join(scratch, name);
  writeFileSync(file, bytes);
  return file;
};
const CSV = 'type,external_id,name\ninstitution,U1,Université de Genève — Zürich\n';
/** The CSV as Windows-1252 bytes (é, ü and the dash are single bytes there; the dash is 0x97). */
const cp1252 = (text: string) =>
  Uint8Array.from([...text].map((c) => ({ é: 0xe9, ü: 0xfc, '—': 0x97 })[c] ?? c.charCodeAt(0)));
const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const bytes = Buffer.from(text, 'utf16le');
  if (!littleEndian) bytes.swap16();
  return bom ? Buffer.concat([Buffer.from(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]), bytes]) : bytes;
};
const ROW = { line: 2, values: { type: 'institution', external_id: 'U1', name: 'Université de Genève — Zürich' } };

describe('reading import files', () => {
  it('maps CSV rows onto the header’s columns, case-insensitively', () => {
    expect(csvRows('Type, External_ID ,name\ninstitution,X1,"A, B"\nagent,X2')).toEqual([
      { line: 2, values: { type: 'institution', external_id: 'X1', name: 'A, B' } },
      { line: 3, values: { type: 'agent', external_id: 'X2', name: '' } },
    ]);
  });

  it('skips rows of empty cells that spreadsheets leave behind', () => {
    expect(csvRows('type,name\ninstitution,A\n,\n , \nagent,B\n')).toEqual([
      { line: 2, values: { type: 'institution', name: 'A' } },
      { line: 5, values: { type: 'agent', name: 'B' } },
    ]);
  });

  it('marks a row with more values than columns', () => {
    const [row] = csvRows('type,name\ninstitution,Smith, J');
    expect(row?.problem).toBe('the row has 3 values but the header names 2 columns (quote values that contain commas)');
  });

  it('rejects an empty file, unknown or repeated columns and a missing type column', () => {
    expect(() => csvRows('')).toThrow('the file is empty');
    expect(() => csvRows('type,nme,colour\n')).toThrow('line 1: unknown columns "nme", "colour"; known columns are type, external_id, name');
    expect(() => csvRows('type,name,name\n')).toThrow('line 1: column "name" appears twice in the header');
    expect(() => csvRows('name,external_id\nA,1\n')).toThrow('line 1: the header has no "type" column');
  });

  it('marks JSON records that are not objects', () => {
    expect(jsonRows('[1, {"type": "agent"}]')).toEqual([
      { line: 1, record: 1, values: {}, problem: 'a record must be an object: { "type": …, … }' },
      { line: 1, record: 2, values: { type: 'agent' } },
    ]);
  });

  it('chooses the format by extension, else by content', () => {
    expect(detectFormat('data.JSON', 'type')).toBe('json');
    expect(detectFormat('data.csv', '[')).toBe('csv');
    expect(detectFormat('data.txt', '\uFEFF  [{}]')).toBe('json');
    expect(detectFormat('data', 'type,name')).toBe('csv');
    expect(detectFormat('data.jsonl', '{')).toBe('jsonl');
    expect(detectFormat('data.NDJSON', '[')).toBe('jsonl');
    expect(detectFormat('data', ' {"type": "agent"}')).toBe('jsonl');
  });

  it('explains a missing file', async () => {
    await expect(readImportFile('/nonexistent/catalogue.csv')).rejects.toThrow('cannot read /nonexistent/catalogue.csv: no such file');
    await expect(readImportFile(scratch)).rejects.toThrow(`cannot read ${scratch}: it is a folder`);
  });

  it('reads JSON Lines: one record per line, a bad line is that record’s problem only', async () => {
    const file = write('records.jsonl', '{"type": "agent", "external_id": "A1"}\n\n{"type": \n[1]\n{"type": "institution"}');
    expect(await readImportFile(file)).toMatchObject({
      format: 'jsonl',
      rows: [
        { line: 1, values: { type: 'agent', external_id: 'A1' } },
        { line: 3, values: {}, problem: expect.stringMatching(/^the line is not valid JSON: /) },
        { line: 4, values: {}, problem: 'a record must be an object: { "type": …, … }' },
        { line: 5, values: { type: 'institution' } },
      ],
    });
  });
});

describe('the encoding of import files', () => {
  it('reads UTF-8, with or without a byte-order mark', async () => {
    expect(await readImportFile(write('plain.csv', CSV))).toEqual({ format: 'csv', encoding: { name: 'utf-8', source: 'default' }, rows: [ROW] });
    expect(await readImportFile(write('bom.csv', '\uFEFF' + CSV))).toEqual({ format: 'csv', encoding: { name: 'utf-8', source: 'bom' }, rows: [ROW] });
  });

  it('refuses Windows-1252 bytes, naming the encoding, the line and the byte', async () => {
    const file = write('cp1252.csv', cp1252(CSV));
    await expect(readImportFile(file)).rejects.toThrow(
      'line 2: the file is not UTF-8: byte 0xE9 ("é" in Windows-1252) in "institution,U1,Université de Genève — Zürich" looks like Windows-1252; ' +
        'save the file as UTF-8, or import it with --encoding windows-1252',
    );
    // Without any 0x80–0x9F byte it could as well be ISO-8859-1.
    await expect(readImportFile(write('latin1.csv', cp1252('type,name\ninstitution,Genève\n')))).rejects.toThrow(
      'line 2: the file is not UTF-8: byte 0xE8 ("è" in Windows-1252) in "institution,Genève" looks like Windows-1252 or ISO-8859-1 (Latin-1)',
    );
  });

  it('finds the line of a bad byte far into a file read in small chunks', async () => {
    const lines = ['type,external_id,name', ...Array.from({ length: 3000 }, (_, i) => `institution,U${i},Name ${i}`)];
    const bytes = Buffer.concat([Buffer.from(lines.join('\n') + '\n'), Buffer.from(cp1252('institution,X,Café\n'))]);
    await expect(readImportFile(write('late.csv', bytes), { chunkBytes: 1000 })).rejects.toThrow(/^line 3002: the file is not UTF-8: byte 0xE9/);
  });

  it('converts with --encoding: no "�", the accents kept', async () => {
    const file = write('cp1252-ok.csv', cp1252(CSV));
    expect(await readImportFile(file, { encoding: 'windows-1252' })).toEqual({ format: 'csv', encoding: { name: 'windows-1252', source: 'option' }, rows: [ROW] });
    // iso-8859-1 is, as in every browser, read as its superset Windows-1252.
    expect((await readImportFile(file, { encoding: 'latin1' })).rows).toEqual([ROW]);
    // Every byte 0x80–0x9F is the Windows-1252 character (Node 20's TextDecoder would give control characters).
    const high = write('high.csv', Uint8Array.from([...Buffer.from('type,name\ninstitution,'), 0x80, 0x93, 0x71, 0x94, 0x85, 0x99, 0x8a, 0x0a]));
    expect((await readImportFile(high, { encoding: 'windows-1252' })).rows[0]?.values.name).toBe('€“q”…™Š');
    await expect(readImportFile(file, { encoding: 'klingon' })).rejects.toThrow('--encoding "klingon" is not an encoding this program knows');
    await expect(readImportFile(write('bom-vs-option.csv', '\uFEFF' + CSV), { encoding: 'windows-1252' })).rejects.toThrow(
      'the file starts with a UTF-8 byte-order mark, but --encoding windows-1252 was given; leave --encoding out',
    );
  });

  it('decodes UTF-16 that has a byte-order mark, and refuses UTF-16 without one, naming it', async () => {
    for (const littleEndian of [true, false]) {
      const name = littleEndian ? 'utf-16le' : 'utf-16be';
      expect(await readImportFile(write(`${name}.csv`, utf16(CSV, littleEndian, true)), { chunkBytes: 7 })).toEqual({
        format: 'csv',
        encoding: { name, source: 'bom' },
        rows: [ROW],
      });
      const bare = write(`${name}-bare.csv`, utf16(CSV, littleEndian, false));
      await expect(readImportFile(bare)).rejects.toThrow(
        `the file looks like ${littleEndian ? 'UTF-16LE' : 'UTF-16BE'} without a byte-order mark (every other byte is 0); save it as UTF-8, or import it with --encoding ${name}`,
      );
      expect((await readImportFile(bare, { encoding: name })).rows).toEqual([ROW]);
    }
    const odd = Buffer.concat([utf16(CSV, true, true), Buffer.from([0x41])]);
    await expect(readImportFile(write('odd.csv', odd))).rejects.toThrow('the file ends in the middle of a UTF-16LE character');
  });

  it('refuses text already damaged by a conversion ("�"), and a workbook', async () => {
    await expect(readImportFile(write('damaged.csv', 'type,name\ninstitution,A\ninstitution,Universit\uFFFD de Gen\uFFFDve\n'))).rejects.toThrow(
      'line 3: the file holds "\uFFFD" in "institution,Universit\uFFFD de Gen\uFFFDve", the mark a converter leaves for a character it could not read',
    );
    await expect(readImportFile(write('book.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0])))).rejects.toThrow(
      'the file is a ZIP archive (an Excel workbook?), not text; save the sheet as "CSV UTF-8"',
    );
  });
});
