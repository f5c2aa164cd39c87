import { describe, expect, it } from 'vitest';
import { cachedFilterData, FILTER_DATA_MAX_AGE_MS, forgetFilterData } from './filter-data-cache.js';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('cachedFilterData', () => {
  it('loads once, then answers from storage while the version matches and the data is fresh', async () => {
    const storage = new MemoryStorage();
    let loads = 0;
    const load = async () => ({ countries: [++loads] });
    expect(await cachedFilterData('area1', 1, load, { storage, now: 1000 })).toEqual({ countries: [1] });
    expect(JSON.parse(storage.getItem('studyatlas.filterData.area1')!)).toEqual({ version: 1, savedAt: 1000, data: { countries: [1] } });
    expect(await cachedFilterData('area1', 1, load, { storage, now: 2000 })).toEqual({ countries: [1] });
    expect(loads).toBe(1);
    // a new version of the shape, then data older than a day, are loaded again
    expect(await cachedFilterData('area1', 2, load, { storage, now: 3000 })).toEqual({ countries: [2] });
    expect(await cachedFilterData('area1', 2, load, { storage, now: 3000 + FILTER_DATA_MAX_AGE_MS })).toEqual({ countries: [3] });
  });

  it('loads once for callers asking at the same time, and works without storage', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([
      cachedFilterData('area2', 1, load, { storage: null }),
      cachedFilterData('area2', 1, load, { storage: null }),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it("keeps each language's lists apart (the server words them in the reader's language): English under the area's own key", async () => {
    const storage = new MemoryStorage();
    const load = (locale: string) => async () => ({ words: locale });
    expect(await cachedFilterData('area4', 1, load('en'), { storage, now: 1000, locale: 'en' })).toEqual({ words: 'en' });
    expect(await cachedFilterData('area4', 1, load('es'), { storage, now: 1000, locale: 'es' })).toEqual({ words: 'es' });
    expect(await cachedFilterData('area4', 1, load('never'), { storage, now: 2000, locale: 'en' })).toEqual({ words: 'en' });
    expect(await cachedFilterData('area4', 1, load('never'), { storage, now: 2000, locale: 'es' })).toEqual({ words: 'es' });
    expect([...storage.items.keys()]).toEqual(['studyatlas.filterData.area4', 'studyatlas.filterData.area4@es']);
    forgetFilterData('area4', storage);
    expect(storage.items.size).toBe(0);
  });

  it('ignores unreadable storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem('studyatlas.filterData.area3', '{not json');
    expect(await cachedFilterData('area3', 1, async () => 'fresh', { storage })).toBe('fresh');
  });
});
