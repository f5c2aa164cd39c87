import { describe, expect, it } from 'vitest';
import { RowReader, suggestion } from './row-reader.js';

describe('RowReader', () => {
  it('reads CSV text and JSON values alike', () => {
    const csv = new RowReader({ n: ' 12 ', flag: 'Yes', fee: '32500.50', day: '2026-07-20', list: 'A; B;A;' });
    const json = new RowReader({ n: 12, flag: true, fee: 32500.5, day: '2026-07-20', list: ['A', 'B'] });
    for (const r of [csv, json]) {
      expect(r.integer('n', 0, 100)).toBe(12);
      expect(r.flag('flag')).toBe(1);
      expect(r.amount('fee')).toBe(32500.5);
      expect(r.day('day')).toBe('2026-07-20');
      expect(r.list('list')).toEqual(['A', 'B']);
      expect(r.errors).toEqual([]);
    }
  });

  it('collects every problem with the field name and the value given', () => {
    const r = new RowReader({ n: 'two', flag: 'maybe', fee: '$1,000', day: '20/07/2026', web: 'www.x.example', mail: 'nobody', lat: '95' });
    r.required('name');
    r.integer('n', 1, 240);
    r.flag('flag');
    r.amount('fee');
    r.day('day');
    r.url('web');
    r.email('mail');
    r.coordinate('lat', 90);
    expect(r.errors).toEqual([
      'name is required',
      'n must be a whole number from 1 to 240, got "two"',
      'flag must be yes or no, got "maybe"',
      'fee must be an amount like 32500 or 32500.50 (no currency sign or separators), got "$1,000"',
      'day must be a date written yyyy-MM-dd, got "20/07/2026"',
      'web must be a full address starting with http:// or https://, got "www.x.example"',
      'mail "nobody" is not an e-mail address',
      'lat must be a number from -90 to 90, got "95"',
    ]);
  });

  it('limits text length', () => {
    const r = new RowReader({ name: 'x'.repeat(201) });
    expect(r.text('name', { max: 200 })).toBeNull();
    expect(r.errors).toEqual(['name is 201 characters long; at most 200 are allowed']);
  });
});

describe('suggestion', () => {
  it('offers a close known name and nothing for a far one', () => {
    expect(suggestion('Bachelors', ['Diploma', 'Bachelor', 'Master'])).toBe('; did you mean "Bachelor"?');
    expect(suggestion('full-time', ['Full time', 'Part time'])).toBe('; did you mean "Full time"?');
    expect(suggestion('Astrology', ['Diploma', 'Bachelor'])).toBe('');
  });
});
