/**
 * A fixed-size set of row positions (0 … size − 1) as 32-bit words: the search index's sets of
 * matching rows. Intersections, unions and counts touch size / 32 words, whatever the set holds.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  /** Every position of 0 … size − 1. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  static of(size: number, positions: Iterable<number>): Bitset {
    const set = new Bitset(size);
    for (const p of positions) set.add(p);
    return set;
  }

  copy(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** this = other */
  assign(other: Bitset): this {
    this.words.set(other.words);
    return this;
  }

  clear(): this {
    this.words.fill(0);
    return this;
  }

  add(position: number): void {
    this.words[position >>> 5]! |= 1 << (position & 31);
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5]! >>> (position & 31)) & 1) === 1;
  }

  /** this ∩= other */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  /** this ∪= other */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  /** this −= other */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    return this;
  }

  /** this = a ∩ b; returns the count. */
  assignAnd(a: Bitset, b: Bitset): number {
    const out = this.words;
    const x = a.words;
    const y = b.words;
    let n = 0;
    for (let i = 0; i < out.length; i++) {
      const w = x[i]! & y[i]!;
      out[i] = w;
      if (w !== 0) n += bitCount(w);
    }
    return n;
  }

  /** this = a − b; returns the count. */
  assignAndNot(a: Bitset, b: Bitset): number {
    const out = this.words;
    const x = a.words;
    const y = b.words;
    let n = 0;
    for (let i = 0; i < out.length; i++) {
      const w = x[i]! & ~y[i]!;
      out[i] = w;
      if (w !== 0) n += bitCount(w);
    }
    return n;
  }

  /** Calls `visit` with every position, ascending. */
  forEach(visit: (position: number) => void): void {
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      for (let word = words[w]!; word !== 0; ) {
        const low = word & -word;
        visit((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }

  count(): number {
    let n = 0;
    for (const word of this.words) n += bitCount(word);
    return n;
  }

  /**
   * Appends to `out` the positions in ascending order after skipping the first `skip` of them, until
   * `out` holds `limit`. Returns how many positions were left to skip (0 once the skipping is done).
   * Whole words are skipped by their bit count, so a deep page costs no more than a first one.
   */
  collect(skip: number, limit: number, out: number[]): number {
    const words = this.words;
    for (let w = 0; w < words.length && out.length < limit; w++) {
      let word = words[w]!;
      if (word === 0) continue;
      if (skip > 0) {
        const n = bitCount(word);
        if (skip >= n) {
          skip -= n;
          continue;
        }
      }
      while (word !== 0 && out.length < limit) {
        const low = word & -word;
        if (skip > 0) skip--;
        else out.push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return skip;
  }
}

/** The number of set bits of a 32-bit word. */
export function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
