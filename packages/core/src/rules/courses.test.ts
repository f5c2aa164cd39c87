import { describe, expect, it } from 'vitest';
import {
  courseFilterKind,
  courseSearchTooLong,
  MAX_COURSE_SEARCH_LENGTH,
  normaliseSearchText,
  searchWords,
  validateCourseFilter,
  validateCourseRows,
  validateNewCourseFilter,
  validateOldCourseFilter,
} from './courses.js';

describe('normaliseSearchText', () => {
  it('drops accents, lower-cases and keeps only letters and digits as words', () => {
    expect(normaliseSearchText('Énergie Renouvelable')).toBe('energie renouvelable');
    expect(normaliseSearchText('  Master of Business (MBA) – Köln/Bonn 2026! ')).toBe('master of business mba koln bonn 2026');
    expect(normaliseSearchText('Straße, Æsir, Øresund, Łódź')).toBe('strasse aesir oresund lodz');
    // Before issue 28 other scripts were dropped ('日本語 ...' gave ''); courses-search-text.test.ts has them.
    expect(normaliseSearchText('日本語 ...')).toBe('日 本 語');
    expect(normaliseSearchText(`x ${'a'.repeat(150)} y`)).toBe(`x ${'a'.repeat(100)} y`);
  });
  it('writes "&" as the word "and"', () => {
    expect(normaliseSearchText('Arts & Science')).toBe('arts and science');
    expect(normaliseSearchText('R&D, B&amp;Q')).toBe('r and d b and amp q');
  });
  it('gives every word in order, repeats included (no cap: a ninth word counts)', () => {
    expect(searchWords('Nurs nurs NURSING')).toEqual(['nurs', 'nurs', 'nursing']);
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(searchWords(' - ')).toEqual([]);
  });
});

describe('course filter rules', () => {
  const valid = { search: 'nursing', country_fk: 14, AwardG_fk: '4' };

  it('tells the new filter (search sent, even empty) from the old one', () => {
    expect(courseFilterKind({ search: '' })).toBe('new');
    expect(courseFilterKind({})).toBe('old');
    expect(courseFilterKind({ search: null })).toBe('old');
  });

  it(`new filter: a text over ${MAX_COURSE_SEARCH_LENGTH} characters gets its own message`, () => {
    expect(validateNewCourseFilter({ ...valid, search: 'a'.repeat(MAX_COURSE_SEARCH_LENGTH) })).toEqual({});
    expect(validateNewCourseFilter({ ...valid, search: 'a'.repeat(MAX_COURSE_SEARCH_LENGTH + 1) })).toEqual({ search: 'Study Area Or Course Name can be at most 200 characters' });
    expect(courseSearchTooLong()).toBe('Study Area Or Course Name can be at most 200 characters');
  });

  it('new filter: accepts text of 3 characters with a country and a level group', () => {
    expect(validateNewCourseFilter(valid)).toEqual({});
    expect(validateNewCourseFilter({ ...valid, search: 'é a-b' })).toEqual({}); // e, a, b
    expect(validateNewCourseFilter({ ...valid, search: 'कला' })).toEqual({}); // क, ल and the vowel sign ा
  });

  it('new filter: a Chinese, Japanese or Korean character counts two, so a two-character word is enough', () => {
    expect(validateNewCourseFilter({ ...valid, search: '数学' })).toEqual({});
    expect(validateNewCourseFilter({ ...valid, search: '법학' })).toEqual({});
    expect(validateNewCourseFilter({ ...valid, search: '数' })).toEqual({ search: 'At least 3 characters of Study Area Or Course Name must be provided' });
    expect(validateNewCourseFilter({ ...valid, search: 'عل' })).toEqual({ search: 'At least 3 characters of Study Area Or Course Name must be provided' });
  });

  it('new filter: each missing item has its own message', () => {
    expect(validateNewCourseFilter({ ...valid, search: 'ab' })).toEqual({ search: 'At least 3 characters of Study Area Or Course Name must be provided' });
    expect(validateNewCourseFilter({ ...valid, country_fk: '' })).toEqual({ country_fk: 'Institution Country is required' });
    expect(validateNewCourseFilter({ ...valid, AwardG_fk: 0 })).toEqual({ AwardG_fk: 'Study Level Group is required' });
  });

  it('new filter: two or more missing items add the combined warning first', () => {
    expect(validateNewCourseFilter({ search: '', country_fk: null, AwardG_fk: undefined })).toEqual({
      form: 'Study Area Or Course Name, Institution Country, Study Level Group is required',
      search: 'At least 3 characters of Study Area Or Course Name must be provided',
      country_fk: 'Institution Country is required',
      AwardG_fk: 'Study Level Group is required',
    });
    expect(Object.values(validateNewCourseFilter({ ...valid, country_fk: 0, AwardG_fk: '' }))[0]).toBe('Institution Country, Study Level Group is required');
  });

  it('old filter: Country is required', () => {
    expect(validateOldCourseFilter({ country_fk: '14' })).toEqual({});
    expect(validateOldCourseFilter({ country_fk: '' })).toEqual({ country_fk: 'Country is required' });
    expect(validateCourseFilter({})).toEqual({ country_fk: 'Country is required' });
    expect(validateCourseFilter({ search: '' })).toHaveProperty('form');
  });

  it('rows: 0 ≤ from ≤ to, at most 100', () => {
    expect(validateCourseRows(0, 10)).toEqual({});
    expect(validateCourseRows(90, 190)).toEqual({});
    expect(validateCourseRows(10, 5)).toHaveProperty('from');
    expect(validateCourseRows(0, 101)).toHaveProperty('from');
    expect(validateCourseRows(-1, 5)).toHaveProperty('from');
  });
});
