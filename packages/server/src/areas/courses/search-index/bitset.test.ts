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

  it('the WebAssembly operations agree with a plain count on random sets of awkward sizes', () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
    for (const size of [1, 33, 95, 128, 129, 1_000, 4_099]) {
      const xs = Array.from({ length: size }, (_, p) => p).filter(() => random() < 0.3);
      const ys = Array.from({ length: size }, (_, p) => p).filter(() => random() < 0.6);
      const [x, y] = [Bitset.of(size, xs), Bitset.of(size, ys)];
      const both = xs.filter((p) => ys.includes(p));
      const onlyX = xs.filter((p) => !ys.includes(p));
      const out = new Bitset(size);
      expect(out.assignAnd(x, y)).toBe(both.length);
      expect(positions(out)).toEqual(both);
      expect(out.assignAndNot(x, y)).toBe(onlyX.length);
      expect(positions(out)).toEqual(onlyX);
      expect(x.copy().or(y).count()).toBe(new Set([...xs, ...ys]).size);
      expect(Bitset.full(size).andNot(y).count()).toBe(size - ys.length);
    }
  });

  it('keeps every set intact while the memory grows under it, and hands a released slot back zeroed', () => {
    const size = 40_000; // 5,008 bytes a slot: a 64 KB page holds 13
    const sets = Array.from({ length: 60 }, (_, k) => Bitset.of(size, [k, 1_000 + k, size - 1 - k]));
    sets.forEach((set, k) => expect(positions(set)).toEqual([k, 1_000 + k, size - 1 - k]));
    const full = Bitset.full(size);
    const out = new Bitset(size);
    expect(out.assignAnd(full, sets[59]!)).toBe(3);
    sets[3]!.release();
    const reused = new Bitset(size);
    expect(reused.count()).toBe(0);
    expect(positions(sets[4]!)).toEqual([4, 1_004, size - 5]);
  });

  it('bitCount counts the set bits of any 32-bit word', () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(0xffffffff)).toBe(32);
    expect(bitCount(0x80000001)).toBe(2);
    expect(bitCount(0b1011_0110)).toBe(5);
  });
});
