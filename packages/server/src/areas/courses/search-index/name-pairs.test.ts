import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { addPairRows, NamePairsBuilder, PHRASE_BREAK } from './name-pairs.js';

describe('NamePairsBuilder', () => {
  it("pairs a row's adjacent name tokens, never across PHRASE_BREAK (a course's name and its translated names)", async () => {
    // Tokens are their own table indexes here: 0 civil, 1 engineering, 2 ingenieria, 3 civil' (the Spanish name's).
    const builder = new NamePairsBuilder(2);
    builder.add(0, [0, 1, PHRASE_BREAK, 2, 3]);
    builder.add(1, [1, 2]);
    const pairs = await builder.build(Int32Array.from([0, 1, 2, 3]), 4);
    const rows = (first: number, second: number) => {
      const out = new Bitset(2);
      addPairRows(pairs, Int32Array.of(first), Int32Array.of(second), new Uint32Array(4), 1, out);
      const found: number[] = [];
      out.forEach((p) => found.push(p));
      return found;
    };
    expect(rows(0, 1)).toEqual([0]);
    expect(rows(2, 3)).toEqual([0]);
    expect(rows(1, 2)).toEqual([1]); // row 0's "engineering | ingenieria" is no phrase
  });
});
