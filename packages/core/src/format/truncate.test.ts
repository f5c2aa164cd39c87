import { describe, expect, it } from 'vitest';
import { EXPANDED_LIMIT, TRUNCATE_AT, isTruncated, truncate } from './truncate.js';

describe('truncate', () => {
  it('cuts descriptions at 200 characters and expands to 10,000', () => {
    expect([TRUNCATE_AT, EXPANDED_LIMIT]).toEqual([200, 10_000]);
    const long = 'a'.repeat(12_000);
    expect(truncate(long, TRUNCATE_AT)).toBe(`${'a'.repeat(200)}…`);
    expect(truncate(long, EXPANDED_LIMIT)).toBe(`${'a'.repeat(10_000)}…`);
  });
  it('leaves text that fits unchanged', () => {
    expect(truncate('short', 200)).toBe('short');
    expect(truncate('x'.repeat(200), 200)).toBe('x'.repeat(200));
    expect(isTruncated('x'.repeat(200), 200)).toBe(false);
    expect(isTruncated('x'.repeat(201), 200)).toBe(true);
  });
  it('drops trailing spaces before the ellipsis and never splits an emoji', () => {
    expect(truncate('one two three', 8)).toBe('one two…');
    expect(truncate('ab😀cd', 3)).toBe('ab…');
  });
  it('throws on a bad limit', () => {
    for (const limit of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => truncate('text', limit), String(limit)).toThrow(/invalid limit/);
    }
  });
});
