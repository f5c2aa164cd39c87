import { describe, expect, it } from 'vitest';
import { sortInSlices } from './pause.js';

describe('sortInSlices', () => {
  it('sorts like Array#sort, stably, across several slices and merge passes', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (const n of [0, 1, 5, 16_384, 16_385, 70_000]) {
      const items = Array.from({ length: n }, (_, i) => ({ key: Math.floor(random() * 1_000), i }));
      const expected = [...items].sort((a, b) => a.key - b.key);
      const sorted = await sortInSlices(items, (a, b) => a.key - b.key);
      expect(sorted).toBe(items);
      expect(sorted.map((x) => x.i)).toEqual(expected.map((x) => x.i));
    }
  });

  it('sorts alike with a smaller slice (costly comparisons)', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({ key: (i * 7_919) % 97, i }));
    const expected = [...items].sort((a, b) => a.key - b.key);
    expect((await sortInSlices(items, (a, b) => a.key - b.key, 100)).map((x) => x.i)).toEqual(expected.map((x) => x.i));
  });

  it('lets timers run while it sorts', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await sortInSlices(Array.from({ length: 200_000 }, (_, i) => (i * 7_919) % 200_000), (a, b) => a - b);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });
});
