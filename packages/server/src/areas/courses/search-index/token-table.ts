import { Bitset } from './bitset.js';
import { timeSlicer } from '../../../db/search/pause.js';
import { TokenDictionary } from './token-dictionary.js';

/**
 * The rows holding a token, in ascending position order: a sorted list while the token is rare,
 * a bitset once the list would be larger than the bitset (a 32nd of the rows or more).
 */
export type Postings = Int32Array | Bitset;

/** One text field's tokens (sorted) and their postings: answers "which rows have a token starting with w". */
export interface TokenTable {
  tokens: readonly string[];
  postings: readonly Postings[];
}

/** Collects a field's postings; rows may arrive in any order, each row's tokens in one call. */
export class TokenTableBuilder {
  private readonly dictionary = new TokenDictionary();
  private readonly lists: Array<{ rows: Int32Array; length: number }> = [];
  private readonly lastRow: number[] = [];
  /** After build: each dictionary id's index in the sorted table. */
  indexOf = new Int32Array(0);

  /** The token ids of a normalised text (words separated by single spaces). */
  tokenIds(text: string): number[] {
    const ids = this.dictionary.idsOf(text);
    while (this.lists.length < this.dictionary.size) {
      this.lists.push({ rows: new Int32Array(4), length: 0 });
      this.lastRow.push(-1);
    }
    return ids;
  }

  /** Records that the row at `position` holds these tokens. */
  add(position: number, tokenIds: readonly number[]): void {
    for (const id of tokenIds) {
      if (this.lastRow[id] === position) continue;
      this.lastRow[id] = position;
      const list = this.lists[id]!;
      if (list.length === list.rows.length) {
        const grown = new Int32Array(list.rows.length * 2);
        grown.set(list.rows);
        list.rows = grown;
      }
      list.rows[list.length++] = position;
    }
  }

  /** The table (pausing between tokens now and then). */
  async build(size: number): Promise<TokenTable> {
    const sorted = [...this.dictionary.all.entries()].map(([id, token]) => [token, id] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const dense = size / 32;
    const postings: Postings[] = [];
    const slicer = timeSlicer();
    this.indexOf = new Int32Array(this.dictionary.size);
    sorted.forEach(([, id], index) => (this.indexOf[id] = index));
    for (const [, id] of sorted) {
      const { rows, length } = this.lists[id]!;
      postings.push(length >= dense ? Bitset.of(size, rows.subarray(0, length)) : rows.slice(0, length).sort());
      await slicer.yield();
    }
    return { tokens: sorted.map(([token]) => token), postings };
  }
}
