/**
 * Typo-tolerant prefix matching of one query word against a sorted token list (a field's tokens in
 * the search index). A word of 5+ letters allows 1 typo, of 9+ letters 2 (optimal string alignment
 * distance: an insertion, deletion, substitution or transposition of neighbours counts 1); a typo
 * on the first letter (changing it, dropping it, adding a letter before it, swapping the first two)
 * counts 2, so short words never get one there. A token matches when one
 * of its prefixes is within the allowed distance of the word (prefix match, as without typos); its
 * cost is the least distance over its prefixes.
 */

/** Typos a word of this many characters allows. */
export function allowedTypos(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** The tokens a word matches: indexes into the sorted token list (ascending) and each one's typos. */
export interface Expansion {
  tokens: Int32Array;
  costs: Uint8Array;
}

/** The first index of `tokens` (sorted) not below `prefix`. */
export function lowerBound(tokens: readonly string[], prefix: string, lo = 0, hi = tokens.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index at or after `from` whose token does not start with `prefix` (tokens sorted). */
function endOfPrefix(tokens: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The cost of a typo at the first letter, and elsewhere. */
const FIRST = 2;

/**
 * Every token of `tokens` (sorted, distinct) matching `word` as a prefix within `maxTypos` (default
 * allowedTypos(word)). Walks the sorted list as an implicit trie: the distance rows of a token's
 * first d characters are kept and reused by the next token sharing them, and a subtree (a run of
 * tokens sharing a prefix) is skipped by binary search as soon as its row's minimum exceeds the
 * allowance — or taken whole when a prefix already matched.
 */
export function expandWord(tokens: readonly string[], word: string, maxTypos = allowedTypos(word)): Expansion {
  const found: number[] = [];
  const costs: number[] = [];
  const m = word.length;
  if (maxTypos === 0) {
    // Plain prefix match: one contiguous run.
    const start = lowerBound(tokens, word);
    const end = endOfPrefix(tokens, word, start);
    const out = new Int32Array(end - start);
    for (let i = start; i < end; i++) out[i - start] = i;
    return { tokens: out, costs: new Uint8Array(out.length) };
  }
  const width = m + 1;
  // rows[d * width + j]: distance between the token's first d characters and the word's first j.
  let rows = new Uint8Array(width * 32);
  // best[d]: least distance to the whole word over the token's prefixes of length ≤ d.
  let best = new Uint8Array(32);
  const cap = 255;
  for (let j = 0; j <= m; j++) rows[j] = j === 0 ? 0 : Math.min(cap, rows[j - 1]! + (j === 1 ? FIRST : 1));
  best[0] = rows[m]!;
  let previous = '';
  // Tokens whose first letter differs cost 2 at least: with 1 typo allowed, only the word's first letter.
  let index = maxTypos < 2 ? lowerBound(tokens, word[0]!) : 0;
  const stop = maxTypos < 2 ? endOfPrefix(tokens, word[0]!, index) : tokens.length;
  while (index < stop) {
    const token = tokens[index]!;
    let shared = 0;
    const limit = Math.min(previous.length, token.length);
    while (shared < limit && previous.charCodeAt(shared) === token.charCodeAt(shared)) shared++;
    if ((token.length + 1) * width > rows.length) {
      const grown = new Uint8Array((token.length + 1) * width * 2);
      grown.set(rows);
      rows = grown;
      const grownBest = new Uint8Array((token.length + 1) * 2);
      grownBest.set(best);
      best = grownBest;
    }
    let skipTo = -1;
    let matchedCost = -1;
    let kept = 0;
    for (let d = shared + 1; d <= token.length; d++) {
      const c = token.charCodeAt(d - 1);
      const row = d * width;
      const up = row - width;
      // A token letter more (before the word's first letter when d = 1).
      const extra = d === 1 ? FIRST : 1;
      rows[row] = Math.min(cap, rows[up]! + extra);
      let min = rows[row]!;
      for (let j = 1; j <= m; j++) {
        const w = word.charCodeAt(j - 1);
        let v = rows[up + j - 1]! + (c === w ? 0 : d === 1 && j === 1 ? FIRST : 1);
        const del = rows[up + j]! + extra;
        if (del < v) v = del;
        // A word letter the token lacks (its first letter when j = 1).
        const ins = rows[row + j - 1]! + (j === 1 ? FIRST : 1);
        if (ins < v) v = ins;
        if (d > 1 && j > 1 && c === word.charCodeAt(j - 2) && token.charCodeAt(d - 2) === w) {
          const t = rows[up - width + j - 2]! + (d === 2 && j === 2 ? FIRST : 1);
          if (t < v) v = t;
        }
        rows[row + j] = v > cap ? cap : v;
        if (v < min) min = v;
      }
      best[d] = Math.min(best[d - 1]!, rows[row + m]!);
      if (min > maxTypos) {
        // No extension of token[0, d) gets closer: the run of tokens sharing it is all in or all out.
        const prefix = token.slice(0, d);
        kept = d - 1;
        skipTo = endOfPrefix(tokens, prefix, index);
        if (best[d]! <= maxTypos) matchedCost = best[d]!;
        break;
      }
    }
    if (skipTo >= 0) {
      if (matchedCost >= 0) {
        for (let i = index; i < skipTo; i++) {
          found.push(i);
          costs.push(matchedCost);
        }
      }
      index = skipTo;
      previous = token.slice(0, kept);
      continue;
    }
    if (best[token.length]! <= maxTypos) {
      found.push(index);
      costs.push(best[token.length]!);
    }
    previous = token;
    index++;
  }
  return { tokens: Int32Array.from(found), costs: Uint8Array.from(costs) };
}
