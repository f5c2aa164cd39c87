import { describe, expect, it } from 'vitest';
import { Bitset, bitCount } from './bitset.js';

const positions = (set: Bitset) => {
  const out: number[] = [];
  set.forEach((p) => out.push(p));
  return out;
};

describe('Bitset', () => {
  it('full() holds exactly 0 … size − 1, also when the size is not a multiple of 32', () => {
    for (const size of [0, 1, 31, 32, 33, 100]) {
      const full = Bitset.full(size);
      expect(full.count()).toBe(size);
      expect(positions(full)).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it('and, or and andNot combine in place; copies are independent', () => {
    const a = Bitset.of(70, [0, 5, 31, 32, 64, 69]);
    const b = Bitset.of(70, [5, 32, 33, 69]);
    expect(positions(a.copy().and(b))).toEqual([5, 32, 69]);
    expect(positions(a.copy().or(b))).toEqual([0, 5, 31, 32, 33, 64, 69]);
    expect(positions(a.copy().andNot(b))).toEqual([0, 31, 64]);
    expect(positions(a)).toEqual([0, 5, 31, 32, 64, 69]);
    expect(positions(new Bitset(70).assign(b))).toEqual([5, 32, 33, 69]);
    expect(a.copy().clear().count()).toBe(0);
  });

  it('collect skips whole words by their count and stops at the limit', () => {
    const all = Array.from({ length: 200 }, (_, i) => i * 3 + (i % 2));
    const set = Bitset.of(700, all);
    for (const [skip, limit] of [[0, 10], [5, 3], [31, 40], [100, 100], [199, 5], [200, 5], [250, 5]] as const) {
      const out: number[] = [];
      const left = set.collect(skip, limit, out);
      expect(out).toEqual(all.slice(skip, skip + limit));
      expect(left).toBe(Math.max(0, skip - all.length));
    }
  });

  it('assignAnd / assignAndNot write a ∩ b and a − b and return their counts (also in place)', () => {
    const a = Bitset.of(100, [1, 2, 3, 40, 64, 99]);
    const b = Bitset.of(100, [2, 3, 64, 70]);
    const out = new Bitset(100);
    const positions = (s: Bitset) => {
      const list: number[] = [];
      s.forEach((p) => list.push(p));
      return list;
    };
    expect(out.assignAnd(a, b)).toBe(3);
    expect(positions(out)).toEqual([2, 3, 64]);
    expect(out.assignAndNot(a, b)).toBe(3);
    expect(positions(out)).toEqual([1, 40, 99]);
    expect(a.assignAndNot(a, b)).toBe(3);
    expect(positions(a)).toEqual([1, 40, 99]);
  });

  it('bitCount counts the set bits of any 32-bit word', () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(0xffffffff)).toBe(32);
    expect(bitCount(0x80000001)).toBe(2);
    expect(bitCount(0b1011_0110)).toBe(5);
  });
});
