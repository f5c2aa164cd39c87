import { describe, expect, it } from 'vitest';
import { allowedTypos, expandWord } from './typo.js';
import { osa } from './typo-oracle.js';

const TOKENS = ['arts', 'bachelor', 'bachelors', 'bacheor', 'bachlor', 'beach', 'business', 'engine', 'engineer', 'engineering', 'enginering', 'information', 'ingineering', 'nurse', 'nursing', 'purse', 'science', 'sciences', 'scince'].sort();

/** The matched tokens of a word with their typos. */
const matches = (word: string, maxTypos?: number) => {
  const { tokens, costs } = expandWord(TOKENS, word, maxTypos);
  return Object.fromEntries([...tokens].map((t, i) => [TOKENS[t]!, costs[i]!]));
};

/** The same by brute force: least OSA distance (first-letter edits 2) over each token's prefixes. */
function bruteForce(word: string, k: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const token of TOKENS) {
    let best = Infinity;
    for (let d = 0; d <= token.length; d++) best = Math.min(best, osa(token.slice(0, d), word));
    if (best <= k) out[token] = best;
  }
  return out;
}


describe('typo-tolerant prefix matching over a sorted token list', () => {
  it('allows 1 typo from 5 letters, 2 from 9', () => {
    expect([allowedTypos('nurs'), allowedTypos('nurse'), allowedTypos('bachelor'), allowedTypos('enginerin')]).toEqual([0, 1, 1, 2]);
  });

  it('a word under 5 letters matches by prefix only', () => {
    expect(matches('nurs')).toEqual({ nurse: 0, nursing: 0 });
    expect(matches('bach')).toEqual({ bachelor: 0, bachelors: 0, bacheor: 0, bachlor: 0 });
  });

  it('one typo in a 5+ letter word, prefixes included; never on the first letter of a short word', () => {
    expect(matches('bachelr')).toEqual({ bachelor: 1, bachelors: 1, bacheor: 1 }); // bachlor: 2 away
    expect(matches('nurse')).toEqual({ nurse: 0, nursing: 1 });
    expect(matches('scinece')).toMatchObject({ science: 1, sciences: 1 }); // transposition = 1
    expect(matches('purse')).toEqual({ purse: 0 }); // "nurse" would be a first-letter typo
    expect(matches('swcience')).toEqual({ science: 1, sciences: 1 }); // a letter more after the first
    expect(matches('cience')).toEqual({}); // the first letter dropped: two typos
  });

  it('two typos in a 9+ letter word; a first-letter typo counts two', () => {
    expect(matches('enginering')).toEqual({ engineering: 1, enginering: 0 }); // ingineering: first letter 2 + 1
    expect(matches('enginerin')).toEqual({ engineering: 1, enginering: 0 });
    expect(matches('informaton')).toEqual({ information: 1 });
  });

  it('finds exactly what a brute force finds', () => {
    for (const word of ['bachelr', 'enginering', 'scince', 'nursng', 'busines', 'informaton', 'bacheolr', 'xngineering', 'sciencess', 'swcience', 'cience', 'ecience', 'csience', 'nigineering']) {
      for (const k of [1, 2]) expect(matches(word, k), `${word} ${k}`).toEqual(bruteForce(word, k));
    }
  });
});
