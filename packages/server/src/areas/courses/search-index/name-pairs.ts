import { Bitset } from './bitset.js';
import { timeSlicer } from '../../../db/search/pause.js';
import type { Postings } from './token-table.js';

/**
 * The adjacent token pairs of the course names and the rows holding each: for the phrase rule
 * (the query's words in order and next to each other in the name). Pairs are grouped by their first
 * token (`start[a]` … `start[a + 1]` − 1), then by second token ascending.
 */
export interface NamePairs {
  start: Int32Array;
  second: Int32Array;
  postings: readonly Postings[];
}

/** Between two names of a row (its own and its translations'): no pair spans it. */
export const PHRASE_BREAK = -1;

/** Collects every row's name tokens (table indexes, in order), then builds the pairs. */
export class NamePairsBuilder {
  private tokens = new Int32Array(1 << 16);
  private length = 0;
  /** Per position: where its tokens start in `tokens` and how many. */
  private from = new Int32Array(0);
  private count = new Int32Array(0);

  constructor(size: number) {
    this.from = new Int32Array(size);
    this.count = new Int32Array(size);
  }

  /** The name token ids (dictionary ids) of the row at `position`; PHRASE_BREAK between two names. */
  add(position: number, ids: readonly number[]): void {
    if (this.length + ids.length > this.tokens.length) {
      const grown = new Int32Array(Math.max(this.tokens.length * 2, this.length + ids.length));
      grown.set(this.tokens.subarray(0, this.length));
      this.tokens = grown;
    }
    this.from[position] = this.length;
    this.count[position] = ids.length;
    for (const id of ids) this.tokens[this.length++] = id;
  }

  /** The pairs, with `indexOf[dictionary id]` = the token's index in the sorted table. */
  async build(indexOf: Int32Array, vocabulary: number): Promise<NamePairs> {
    const size = this.from.length;
    const slicer = timeSlicer();
    const perFirst = new Int32Array(vocabulary + 1);
    for (let p = 0; p < size; p++) {
      for (let i = this.from[p]!, end = i + this.count[p]! - 1; i < end; i++) {
        if (this.tokens[i]! < 0 || this.tokens[i + 1]! < 0) continue;
        perFirst[indexOf[this.tokens[i]!]! + 1]!++;
      }
      if ((p & 16_383) === 0) await slicer.yield();
    }
    for (let a = 0; a < vocabulary; a++) perFirst[a + 1]! += perFirst[a]!;
    // (second token × 2²³ + position) per first token: a plain numeric sort orders each group.
    const keys = new Float64Array(perFirst[vocabulary]!);
    const fill = perFirst.slice(0, vocabulary);
    for (let p = 0; p < size; p++) {
      for (let i = this.from[p]!, end = i + this.count[p]! - 1; i < end; i++) {
        if (this.tokens[i]! < 0 || this.tokens[i + 1]! < 0) continue;
        const a = indexOf[this.tokens[i]!]!;
        keys[fill[a]!++] = indexOf[this.tokens[i + 1]!]! * 8_388_608 + p;
      }
      if ((p & 16_383) === 0) await slicer.yield();
    }
    this.tokens = new Int32Array(0);
    const start = new Int32Array(vocabulary + 1);
    const second: number[] = [];
    const postings: Postings[] = [];
    const dense = size / 32;
    for (let a = 0; a < vocabulary; a++) {
      start[a] = second.length;
      const group = keys.subarray(perFirst[a]!, perFirst[a + 1]!).sort();
      for (let i = 0; i < group.length; ) {
        const b = Math.floor(group[i]! / 8_388_608);
        const rows: number[] = [];
        for (; i < group.length && Math.floor(group[i]! / 8_388_608) === b; i++) {
          const p = group[i]! - b * 8_388_608;
          if (rows[rows.length - 1] !== p) rows.push(p);
        }
        second.push(b);
        postings.push(rows.length >= dense ? Bitset.of(size, rows) : Int32Array.from(rows));
      }
      await slicer.yield();
    }
    start[vocabulary] = second.length;
    return { start, second: Int32Array.from(second), postings };
  }
}

/**
 * `out` ∪= the rows where a token of `firsts` is directly followed by a token of `seconds` (both
 * ascending table indexes). `mark` is a scratch array over the vocabulary.
 */
export function addPairRows(pairs: NamePairs, firsts: Int32Array, seconds: Int32Array, mark: Uint32Array, stamp: number, out: Bitset): void {
  for (const b of seconds) mark[b] = stamp;
  for (const a of firsts) {
    for (let i = pairs.start[a]!, end = pairs.start[a + 1]!; i < end; i++) {
      if (mark[pairs.second[i]!] !== stamp) continue;
      const postings = pairs.postings[i]!;
      if (postings instanceof Bitset) out.or(postings);
      else for (const p of postings) out.add(p);
    }
  }
}
