import { beforeEach, describe, expect, it } from 'vitest';
import {
  $compare,
  addToCompare,
  clearCompare,
  compareAdded,
  compareKey,
  compareReady,
  decodeCompare,
  isInCompare,
  nameInOtherLanguage,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
} from './compare.js';
import { compareMessages } from '../messages/compare.js';
import { $locale } from '../i18n/store.js';

const course = (n: number): CompareEntry => ({ courseId: n, campusId: 100 + n, intakeId: 1000 + n, name: `Course ${n}` });

describe('compare store', () => {
  beforeEach(() => clearCompare());

  it("keeps the page's language with each pick: the language its name is in (issue 28)", () => {
    addToCompare(course(1));
    $locale.set('es');
    toggleCompare(course(2));
    $locale.set('en');
    expect($compare.get().map((entry) => entry.locale)).toEqual(['en', 'es']);
    expect($compare.get().map((entry) => nameInOtherLanguage(entry, 'es'))).toEqual([true, false]);
    // A selection stored before (no language) is English; a stored language survives a reload.
    expect(nameInOtherLanguage(course(3), 'en')).toBe(false);
    expect(decodeCompare(JSON.stringify([{ ...course(4), locale: 'fr' }, { ...course(5), locale: 7 }]))).toEqual([{ ...course(4), locale: 'fr' }]);
  });

  it('adds, toggles and removes course intakes, one entry each', () => {
    expect(addToCompare(course(1))).toBeNull();
    expect(addToCompare(course(1))).toBeNull();
    expect(addToCompare(course(2))).toBeNull();
    expect($compare.get().map((entry) => entry.name)).toEqual(['Course 1', 'Course 2']);
    expect(isInCompare(course(2))).toBe(true);

    // Another intake of the same course at the same campus is another entry.
    expect(toggleCompare({ ...course(1), intakeId: 7 })).toBeNull();
    expect($compare.get()).toHaveLength(3);
    expect(toggleCompare(course(1))).toBeNull();
    expect(isInCompare(course(1))).toBe(false);

    removeFromCompare(course(2));
    expect($compare.get().map(compareKey)).toEqual(['1:101:7']);
  });

  it('holds at most 10: the 11th fails with the exact message and leaves the selection as it was', () => {
    for (let n = 1; n <= 10; n++) expect(addToCompare(course(n))).toBeNull();
    expect(addToCompare(course(11))).toBe('You can select a maximum of 10 courses to compare.');
    expect(toggleCompare(course(11))).toBe(compareMessages.compareMaximum);
    expect($compare.get()).toHaveLength(10);
    expect(isInCompare(course(11))).toBe(false);
    // Removing from a full selection still works.
    expect(toggleCompare(course(10))).toBeNull();
    expect($compare.get()).toHaveLength(9);
  });

  it('needs at least 2 to compare', () => {
    expect(compareReady()).toBe('Please select more than one course.');
    addToCompare(course(1));
    expect(compareReady()).toBe(compareMessages.compareMinimum);
    addToCompare(course(2));
    expect(compareReady()).toBeNull();
    expect(compareReady(Array.from({ length: 11 }, (_, i) => course(i + 1)))).toBe(compareMessages.compareMaximum);
    clearCompare();
    expect($compare.get()).toEqual([]);
  });

  it('pure add does not touch the store', () => {
    const change = compareAdded([], course(3));
    expect(change).toEqual({ ok: true, entries: [course(3)] });
    expect($compare.get()).toEqual([]);
  });

  it('reads back only a valid stored selection', () => {
    expect(decodeCompare(JSON.stringify([course(1), course(1), { courseId: 'x' }, course(2)]))).toEqual([course(1), course(2)]);
    expect(decodeCompare('not json')).toEqual([]);
    expect(decodeCompare('{"a":1}')).toEqual([]);
    expect(decodeCompare(JSON.stringify(Array.from({ length: 12 }, (_, i) => course(i + 1))))).toHaveLength(10);
  });
});
