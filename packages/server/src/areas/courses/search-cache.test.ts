import { describe, expect, it } from 'vitest';
import { filterKey, SearchCache } from './search-cache.js';

describe('SearchCache', () => {
  it('answers only under the version the entry was read at', () => {
    const cache = new SearchCache<number>();
    cache.set('k', 3, 42);
    expect(cache.get('k', 3)).toBe(42);
    expect(cache.get('k', 4)).toBeUndefined();
    expect(cache.get('k', 3)).toBeUndefined(); // a stale entry is dropped, not kept for later
  });

  it('forgets entries older than the age limit', () => {
    let now = 0;
    const cache = new SearchCache<string>(10, 1_000, () => now);
    cache.set('k', 1, 'a');
    now = 1_000;
    expect(cache.get('k', 1)).toBe('a');
    now = 2_001;
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('drops the least recently used entry first, and caches nothing at size 0', () => {
    const cache = new SearchCache<number>(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.get('a', 1);
    cache.set('c', 1, 3);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([1, undefined, 3]);
    const off = new SearchCache<number>(0);
    off.set('a', 1, 1);
    expect(off.get('a', 1)).toBeUndefined();
  });

  it('keys the normalised filter: spelling and fields without effect do not split entries', () => {
    const day = '2026-03-02';
    expect(filterKey({ search: ' Nursing! ', country_fk: 1, AwardG_fk: 4 }, day)).toBe(filterKey({ search: 'nursing', country_fk: 1, AwardG_fk: 4, SortParm: 'N' }, day));
    expect(filterKey({ search: 'nursing', country_fk: 1 }, day)).not.toBe(filterKey({ search: 'nursing', country_fk: 2 }, day));
    expect(filterKey({ country_fk: 1 }, day)).not.toBe(filterKey({ country_fk: 1 }, '2026-03-03'));
    expect(filterKey({ country_fk: 1, SortParm: 'L' }, day)).not.toBe(filterKey({ country_fk: 1 }, day));
  });
});
