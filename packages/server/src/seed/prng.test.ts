import { describe, expect, it } from 'vitest';
import { mulberry32, Random } from './prng.js';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('Random', () => {
  it('keeps int within bounds and reaches both ends', () => {
    const random = new Random(7);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(random.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items and never more than there are', () => {
    const random = new Random(1);
    const picked = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('never picks a zero-weight item', () => {
    const random = new Random(3);
    for (let i = 0; i < 200; i++) expect(random.weighted([['x', 1], ['never', 0], ['y', 2]] as const)).not.toBe('never');
  });
});
