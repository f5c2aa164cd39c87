import { describe, expect, it } from 'vitest';
import { csvRows, detectFormat, jsonRows, readImportFile } from './read-file.js';

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
      { line: 1, values: {}, problem: 'a record must be an object: { "type": …, … }' },
      { line: 1, values: { type: 'agent' } },
    ]);
  });

  it('chooses the format by extension, else by content', () => {
    expect(detectFormat('data.JSON', 'type')).toBe('json');
    expect(detectFormat('data.csv', '[')).toBe('csv');
    expect(detectFormat('data.txt', '\uFEFF  [{}]')).toBe('json');
    expect(detectFormat('data', 'type,name')).toBe('csv');
  });

  it('explains a missing file', () => {
    expect(() => readImportFile('/nonexistent/catalogue.csv')).toThrow('cannot read /nonexistent/catalogue.csv: no such file');
  });
});
