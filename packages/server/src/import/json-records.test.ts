import { describe, expect, it } from 'vitest';
import { JsonArrayScanner, parseJsonRecords } from './json-records.js';

describe('parseJsonRecords', () => {
  it('finds the line each record starts on, whatever strings and nesting hold', () => {
    const text = [
      '[',
      '  { "type": "course", "campuses": ["A", "B"], "name": "with ] and { and \\" inside" },',
      '',
      '  {',
      '    "type": "institution"',
      '  }, 42,',
      '  null',
      ']',
    ].join('\n');
    const expected = [
      { line: 2, index: 1, value: { type: 'course', campuses: ['A', 'B'], name: 'with ] and { and " inside' } },
      { line: 4, index: 2, value: { type: 'institution' } },
      { line: 6, index: 3, value: 42 },
      { line: 7, index: 4, value: null },
    ];
    expect(parseJsonRecords(text)).toEqual(expected);
    // Fed in pieces of any size (a file read in chunks), the same elements come out.
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const scanner = new JsonArrayScanner();
      const got = [];
      for (let at = 0; at < text.length; at += size) got.push(...scanner.push(text.slice(at, at + size)));
      got.push(...scanner.end());
      expect(got).toEqual(expected);
    }
  });

  it('numbers the records of a one-line file: the index says where, the line cannot', () => {
    expect(parseJsonRecords('\uFEFF[{"a":1},{"b":"x\\\\"},[],"s"]').map(({ index, line }) => [index, line])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
  });

  it('accepts an empty array', () => {
    expect(parseJsonRecords(' [ ] ')).toEqual([]);
  });

  it('rejects invalid JSON and a top level that is not an array', () => {
    expect(() => parseJsonRecords('[{"type": }]')).toThrow('line 1: the file is not valid JSON: record 1: ');
    expect(() => parseJsonRecords('[\n{"type": "agent"},\n{"type": "agent" "name": "B"}\n]')).toThrow('line 3: the file is not valid JSON: record 2: ');
    expect(() => parseJsonRecords('{"records": []}')).toThrow('a JSON import file must be an array of records');
    expect(() => parseJsonRecords('')).toThrow('the file is empty; a JSON import file must be an array of records');
    expect(() => parseJsonRecords('[{}, ]')).toThrow('line 1: the file is not valid JSON: a "," is followed by "]" (record 2 is missing)');
    expect(() => parseJsonRecords('[{},,{}]')).toThrow('line 1: the file is not valid JSON: an element is missing before "," (record 2)');
    expect(() => parseJsonRecords('[{}\n')).toThrow('line 2: the file is not valid JSON: the array is never closed (missing "]")');
    expect(() => parseJsonRecords('[{}]\n[]')).toThrow('line 2: the file is not valid JSON: there is more after the closing "]" of the array');
  });
});
