import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, assertPageSizes, pageCount, pageLinks, pageRows } from './paging.js';

describe('page sizes', () => {
  it('offers 10 to 50 rows, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it('accepts a size from the list, and custom lists such as detail sub-lists of 5', () => {
    expect(() => assertPageSizes(30)).not.toThrow();
    expect(() => assertPageSizes(5, [5, 10])).not.toThrow();
  });
  it('throws on a size outside the list or a bad list', () => {
    expect(() => assertPageSizes(25)).toThrow(/page size, expected one of 10, 20, 30, 40, 50/);
    expect(() => assertPageSizes(10, [])).toThrow(/page sizes/);
    expect(() => assertPageSizes(10, [10, 10])).toThrow(/page sizes/);
    expect(() => assertPageSizes(10, [10, 0])).toThrow(/page sizes/);
    expect(() => assertPageSizes(10, [10, 2.5])).toThrow(/page sizes/);
  });
});

describe('pageCount', () => {
  it('rounds up, with 0 pages for no rows', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(53, 20)).toBe(3);
  });
  it('throws on a negative or fractional total and a bad page size', () => {
    expect(() => pageCount(-1, 10)).toThrow(/total/);
    expect(() => pageCount(1.5, 10)).toThrow(/total/);
    expect(() => pageCount(Number.NaN, 10)).toThrow(/total/);
    expect(() => pageCount(10, 0)).toThrow(/page size/);
    expect(() => pageCount(10, -10)).toThrow(/page size/);
  });
});

describe('pageLinks', () => {
  it('shows every page when there are at most 9', () => {
    expect(pageLinks({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(pageLinks({ page: 3, pageCount: 9 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('shows a window of 9 centred on the current page', () => {
    expect(pageLinks({ page: 10, pageCount: 20 })).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageLinks({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageLinks({ page: 20, pageCount: 20 })).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageLinks({ page: 18, pageCount: 20 })).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
  it('takes a smaller maximum, down to 5, and even maxima', () => {
    expect(pageLinks({ page: 10, pageCount: 20, maxLinks: 5 })).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks({ page: 10, pageCount: 20, maxLinks: 6 })).toEqual([8, 9, 10, 11, 12, 13]);
  });
  it('has no links without pages, and shows the last pages when the current page is past the end', () => {
    expect(pageLinks({ page: 1, pageCount: 0 })).toEqual([]);
    expect(pageLinks({ page: 30, pageCount: 20, maxLinks: 5 })).toEqual([16, 17, 18, 19, 20]);
  });
  it('throws on fewer than 5 links, a fractional maximum and a bad page or count', () => {
    expect(() => pageLinks({ page: 1, pageCount: 20, maxLinks: 4 })).toThrow(/at least 5/);
    expect(() => pageLinks({ page: 1, pageCount: 20, maxLinks: 7.5 })).toThrow(/maximum page links/);
    expect(() => pageLinks({ page: 0, pageCount: 20 })).toThrow(/page, expected/);
    expect(() => pageLinks({ page: 1.5, pageCount: 20 })).toThrow(/page, expected/);
    expect(() => pageLinks({ page: 1, pageCount: -1 })).toThrow(/page count/);
  });
});

describe('pageRows', () => {
  it('gives the zero-based row range of a page', () => {
    expect(pageRows(1, 10)).toEqual({ from: 0, to: 10 });
    expect(pageRows(3, 20)).toEqual({ from: 40, to: 60 });
    expect(() => pageRows(0, 10)).toThrow();
    expect(() => pageRows(1, 0)).toThrow();
  });
});
