import { describe, expect, it } from 'vitest';
import { validatePage } from './paging.js';

describe('validatePage', () => {
  it('accepts a whole number within the last page, typed or not', () => {
    expect(validatePage(1, 5)).toBeUndefined();
    expect(validatePage(5, 5)).toBeUndefined();
    expect(validatePage(' 3 ', 5)).toBeUndefined();
  });
  it('gives the catalogue message for anything else', () => {
    for (const page of [0, 6, -1, 2.5, '', 'abc', '2.0', '1e1', NaN]) {
      expect(validatePage(page, 5), String(page)).toBe('Page must be a whole number from 1 to 5.');
    }
  });
  it('throws when the last page itself is bad', () => {
    expect(() => validatePage(1, 0)).toThrow(/last page/);
    expect(() => validatePage(1, 2.5)).toThrow(/last page/);
  });
});
