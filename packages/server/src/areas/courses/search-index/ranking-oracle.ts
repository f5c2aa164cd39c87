/**
 * The course search ranking (issue 14) in plain JS over course_search rows, row by row: the tests'
 * specification of what the index answers (course-index.test.ts). Deliberately naive: brute-force
 * distances, every row ranked and sorted.
 */
import { searchWords } from '@studyatlas/core';
import { allowedTypos, defaultEquivalences, type Equivalences } from '../../../text-search/index.js';
import { osa } from '../../../text-search/typo-oracle.js';

export interface OracleRow {
  id: number;
  course_id: number;
  location_id: number;
  name_norm: string;
  /** The translated names (migration 0038), separated by " | ": matched as the name, each its own phrase. */
  names_norm: string;
  area_norm: string;
  desc_norm: string;
  loc_norm: string;
}

/** The typos of `token` for query word `word` (least over the token's prefixes), or undefined beyond the allowance. */
const costs = new Map<string, number | undefined>();
function tokenCost(token: string, word: string, eq: Equivalences): number | undefined {
  const key = `${token} ${word}`;
  if (!costs.has(key)) costs.set(key, uncachedCost(token, word, eq));
  return costs.get(key);
}

function uncachedCost(token: string, word: string, eq: Equivalences): number | undefined {
  const alternatives = eq.of(word);
  if (alternatives.words.includes(token)) return 0;
  const k = allowedTypos(word);
  if (k === 0) return token.startsWith(word) ? 0 : undefined;
  let best = Infinity;
  for (let d = 0; d <= token.length; d++) best = Math.min(best, osa(token.slice(0, d), word));
  return best <= k ? best : undefined;
}

/** The rows' ids in the ranked order with their ranks (rows given in name order: name_norm, course_id, location_id). */
export function oracle(rows: readonly OracleRow[], text: string, sort: 'N' | 'L', eq: Equivalences = defaultEquivalences): Array<{ id: number; rank: number }> {
  const words = searchWords(text);
  const distinct = [...new Set(words)];
  const ranked: Array<{ row: OracleRow; position: number; rank: number }> = [];
  rows.forEach((row, position) => {
    const split = (f: string) => (f ? f.split(' ') : []);
    const names = [row.name_norm, ...(row.names_norm ? row.names_norm.split(' | ') : [])].map(split);
    const fields = [names.flat(), split(row.area_norm), split(row.desc_norm)];
    const phraseIn = (tokens: string[], phrase: readonly string[]) => phrase.every((p) => tokens.includes(p));
    /** A word's typos in one field (undefined: no match); whole: a token equal to it or an equivalent. */
    const inField = (w: string, tokens: string[]) => {
      let cost: number | undefined;
      for (const t of tokens) {
        const c = tokenCost(t, w, eq);
        if (c !== undefined && (cost === undefined || c < cost)) cost = c;
      }
      const whole = tokens.includes(w) || eq.of(w).words.some((a) => tokens.includes(a)) || eq.of(w).phrases.some((p) => phraseIn(tokens, p));
      if (whole) cost = 0;
      return { cost, whole };
    };
    const per = distinct.map((w) => fields.map((tokens) => inField(w, tokens)));
    if (!per.every((fs) => fs.some((f) => f.cost !== undefined))) return;
    const typos = Math.min(3, per.reduce((sum, fs) => sum + Math.min(...fs.map((f) => f.cost ?? Infinity)), 0));
    const name = names[0]!;
    const matchesAt = (tokens: string[], w: string, i: number) => tokenCost(tokens[i]!, w, eq) !== undefined;
    // Each pair of neighbouring words next to each other in one of the names (own or translated).
    const phrase =
      words.length < 2 ||
      words.slice(1).every((w, i) => names.some((tokens) => tokens.some((_, j) => j + 1 < tokens.length && matchesAt(tokens, words[i]!, j) && matchesAt(tokens, w, j + 1))));
    const field = [0, 1, 2].find((f) => per.every((fs) => fs[f]!.cost !== undefined)) ?? 3;
    const whole = per.every((fs) => (field < 3 ? fs[field]!.whole : fs.some((f) => f.whole)));
    const exact = field === 0 && row.name_norm === words.join(' ') ? 0 : whole ? 1 : 2;
    const length = field === 0 ? Math.min(4, Math.max(0, name.length - words.length)) : 4;
    ranked.push({ row, position, rank: words.length === 0 ? 0 : 1 + (((typos * 2 + (phrase ? 0 : 1)) * 4 + field) * 3 + exact) * 5 + length });
  });
  const location = (a: OracleRow, b: OracleRow) => (a.loc_norm < b.loc_norm ? -1 : a.loc_norm > b.loc_norm ? 1 : 0);
  ranked.sort((a, b) => a.rank - b.rank || (sort === 'L' ? location(a.row, b.row) : 0) || a.position - b.position);
  return ranked.map(({ row, rank }) => ({ id: row.id, rank }));
}
