import { allowedTypos, expandWord, lowerBound, type Alternatives } from '../../../text-search/index.js';
import { Bitset } from './bitset.js';
import type { Postings, TokenTable } from './token-table.js';

/**
 * The rows one query word matches in one text field: by typos allowed (`upTo[c]` = rows with a
 * matching token at most c typos away, c = 0 … the word's allowance; the same set when no token
 * needed a typo), the rows where it is a whole word (the token itself, not only a prefix, or an
 * equivalent), and the matched tokens (table indexes, ascending) for the phrase rule. Equivalent
 * words and phrases count as whole words without typos.
 */
export interface WordMatch {
  upTo: readonly Bitset[];
  whole: Bitset;
  tokens: Int32Array;
  /** Whether some row matched only with a typo (upTo[0] differs from the others). */
  typos: boolean;
}

const addPostings = (out: Bitset, postings: Postings): void => {
  if (postings instanceof Bitset) out.or(postings);
  else for (const position of postings) out.add(position);
};

/** The table index of a token, or −1. */
export function tokenIndex(table: TokenTable, token: string): number {
  const i = lowerBound(table.tokens, token);
  return table.tokens[i] === token ? i : -1;
}

/** The rows holding `token` exactly (added to `out`). */
function addWhole(table: TokenTable, token: string, out: Bitset): void {
  const i = tokenIndex(table, token);
  if (i >= 0) addPostings(out, table.postings[i]!);
}

/** A word's match in one field's table: the typo walk over its sorted tokens, then the equivalents. */
export function matchWord(table: TokenTable, word: string, alternatives: Alternatives, size: number): WordMatch {
  const { tokens, costs } = expandWord(table.tokens, word, allowedTypos(word));
  const maxTypos = allowedTypos(word);
  let worst = 0;
  for (const c of costs) if (c > worst) worst = c;
  const upTo = Array.from({ length: worst + 1 }, () => new Bitset(size));
  tokens.forEach((t, i) => addPostings(upTo[costs[i]!]!, table.postings[t]!));
  for (let c = 1; c <= worst; c++) upTo[c]!.or(upTo[c - 1]!);
  const whole = new Bitset(size);
  addWhole(table, word, whole);
  const extra: number[] = [];
  for (const alternative of alternatives.words) {
    addWhole(table, alternative, whole);
    const i = tokenIndex(table, alternative);
    if (i >= 0) extra.push(i);
  }
  for (const phrase of alternatives.phrases) {
    const all = new Bitset(size);
    const rows = new Bitset(size);
    addWhole(table, phrase[0]!, all);
    for (const other of phrase.slice(1)) {
      addWhole(table, other, rows.clear());
      all.and(rows);
    }
    whole.or(all);
    all.release();
    rows.release();
  }
  for (const set of upTo) set.or(whole);
  const sets = Array.from({ length: maxTypos + 1 }, (_, c) => upTo[Math.min(c, worst)]!);
  const matched = extra.length ? Int32Array.from(new Set([...tokens, ...extra])).sort() : tokens;
  return { upTo: sets, whole, tokens: matched, typos: worst > 0 };
}

/** The union of a word's matches in several fields ('any field'). */
export function unionOf(matches: readonly WordMatch[]): WordMatch {
  const [first, ...rest] = matches as [WordMatch, ...WordMatch[]];
  const typos = matches.some((m) => m.typos);
  const union = (c: number) => {
    const out = first.upTo[c]!.copy();
    for (const m of rest) out.or(m.upTo[c]!);
    return out;
  };
  // A word without typos anywhere has one set for every allowance.
  const upTo = typos ? first.upTo.map((_, c) => union(c)) : first.upTo.map(((set) => () => set)(union(0)));
  const whole = first.whole.copy();
  for (const m of rest) whole.or(m.whole);
  return { upTo, whole, tokens: new Int32Array(0), typos };
}
