import { describe, expect, it } from 'vitest';
import { parseJsonRecords } from './json-records.js';

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
    expect(parseJsonRecords(text)).toEqual([
      { line: 2, value: { type: 'course', campuses: ['A', 'B'], name: 'with ] and { and " inside' } },
      { line: 4, value: { type: 'institution' } },
      { line: 6, value: 42 },
      { line: 7, value: null },
    ]);
  });

  it('accepts an empty array', () => {
    expect(parseJsonRecords(' [ ] ')).toEqual([]);
  });

  it('rejects invalid JSON and a top level that is not an array', () => {
    expect(() => parseJsonRecords('[{"type": }]')).toThrow('the file is not valid JSON');
    expect(() => parseJsonRecords('{"records": []}')).toThrow('a JSON import file must be an array of records');
  });
});
