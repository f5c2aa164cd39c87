import { describe, expect, it } from 'vitest';
import { CsvParser, ImportFileError, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('splits plain fields and records, keeping empty fields', () => {
    expect(parseCsv('a,b,c\n1,,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '', '3'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and counts lines correctly', () => {
    const text = 'name,note\n"Smith, J","He said ""hi"""\n"multi\nline\r\ntext",x\nlast,row';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Smith, J', 'He said "hi"'] },
      { line: 3, fields: ['multi\nline\r\ntext', 'x'] },
      { line: 6, fields: ['last', 'row'] },
    ]);
  });

  it('drops a byte-order mark and accepts CRLF and CR line ends', () => {
    expect(parseCsv('\uFEFFtype,name\r\ninstitution,A\rinstitution,B\r\n')).toEqual([
      { line: 1, fields: ['type', 'name'] },
      { line: 2, fields: ['institution', 'A'] },
      { line: 3, fields: ['institution', 'B'] },
    ]);
  });

  it('skips empty lines but keeps a record that is one quoted empty field', () => {
    expect(parseCsv('a\n\n\nb\n""\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 4, fields: ['b'] },
      { line: 5, fields: [''] },
    ]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(parseCsv('size,5" screen')).toEqual([{ line: 1, fields: ['size', '5" screen'] }]);
  });

  it('reports an unclosed quote on the line it opened', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(new ImportFileError('a quoted field is never closed (missing ")', 2));
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow('line 2: a quoted field is never closed');
  });

  it('reports text after a closing quote', () => {
    expect(() => parseCsv('a\n"x"y\n')).toThrow('line 2: unexpected "y" after a closing quote');
  });

  it('returns nothing for an empty file', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('gives the same records when fed in pieces of any size, whatever a piece cuts ("", CRLF, quoted line breaks)', () => {
    const text = '\uFEFFtype,name,description\r\ninstitution,"A ""B"", C","line 1\r\nline 2"\r\n\r\nagent,5" screen,\rcourse,"",x\n"last","no newline"';
    const whole = parseCsv(text);
    expect(whole).toEqual([
      { line: 1, fields: ['type', 'name', 'description'] },
      { line: 2, fields: ['institution', 'A "B", C', 'line 1\r\nline 2'] },
      { line: 5, fields: ['agent', '5" screen', ''] },
      { line: 6, fields: ['course', '', 'x'] },
      { line: 7, fields: ['last', 'no newline'] },
    ]);
    for (const size of [1, 2, 3, 4, 7, 11]) {
      const parser = new CsvParser();
      const got = [];
      for (let at = 0; at < text.length; at += size) got.push(...parser.push(text.slice(at, at + size)));
      got.push(...parser.end());
      expect(got).toEqual(whole);
    }
  });

  it('finds an unclosed quote at the end of a file fed in pieces', () => {
    const parser = new CsvParser();
    parser.push('a,b\n1,"op');
    parser.push('en\n2,3\n');
    expect(() => parser.end()).toThrow('line 2: a quoted field is never closed');
  });
});
