import { BitsetArena } from './bitset-arena.js';

/** Takes back the slot of a bitset that was collected without being released. */
const collected = new FinalizationRegistry<{ arena: BitsetArena; offset: number }>(({ arena, offset }) => arena.release(offset));

/**
 * A fixed-size set of row positions (0 … size − 1) as 32-bit words: the search index's sets of
 * matching rows. The words live in a WebAssembly memory shared by the bitsets of the same size
 * (bitset-arena.ts), where intersections, unions and counts run (bitset-ops.wat); they touch
 * size / 32 words, whatever the set holds. `release()` gives the memory back at once; a bitset that
 * is only dropped gives it back when it is collected.
 */
export class Bitset {
  private readonly arena: BitsetArena;
  private readonly offset: number;
  private view: Uint32Array;
  private generation: number;
  private released = false;

  constructor(readonly size: number) {
    const wordCount = (size + 31) >>> 5;
    this.arena = BitsetArena.of(wordCount);
    this.offset = this.arena.allocate();
    this.generation = this.arena.generation;
    this.view = new Uint32Array(this.arena.buffer, this.offset, wordCount);
    collected.register(this, { arena: this.arena, offset: this.offset }, this);
  }

  /** The words, as a view of the arena's current memory (made again after it grew). */
  get words(): Uint32Array {
    if (this.generation !== this.arena.generation) {
      if (this.released) throw new Error('a released bitset was used');
      this.view = new Uint32Array(this.arena.buffer, this.offset, this.arena.wordCount);
      this.generation = this.arena.generation;
    }
    return this.view;
  }

  /** Gives the memory back; the bitset must not be used after. */
  release(): void {
    if (this.released) return;
    this.released = true;
    collected.unregister(this);
    this.arena.release(this.offset);
  }

  /** Every position of 0 … size − 1. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    const words = set.words;
    words.fill(0xffffffff);
    const spare = words.length * 32 - size;
    if (spare > 0) words[words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  static of(size: number, positions: Iterable<number>): Bitset {
    const set = new Bitset(size);
    for (const p of positions) set.add(p);
    return set;
  }

  copy(): Bitset {
    return new Bitset(this.size).assign(this);
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
    this.arena.ops.and(this.offset, this.offset, other.offset, this.arena.slotBytes);
    return this;
  }

  /** this ∪= other */
  or(other: Bitset): this {
    this.arena.ops.or(this.offset, this.offset, other.offset, this.arena.slotBytes);
    return this;
  }

  /** this −= other */
  andNot(other: Bitset): this {
    this.arena.ops.andNot(this.offset, this.offset, other.offset, this.arena.slotBytes);
    return this;
  }

  /** this = a ∩ b; returns the count. */
  assignAnd(a: Bitset, b: Bitset): number {
    return this.arena.ops.andCount(this.offset, a.offset, b.offset, this.arena.slotBytes);
  }

  /** this = a − b; returns the count. */
  assignAndNot(a: Bitset, b: Bitset): number {
    return this.arena.ops.andNotCount(this.offset, a.offset, b.offset, this.arena.slotBytes);
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
    return this.arena.ops.count(this.offset, this.arena.slotBytes);
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
