import { describe, expect, it } from 'vitest';
import { TokenDictionary } from './token-dictionary.js';

describe('TokenDictionary', () => {
  it('gives each distinct token one id, in order of first sight, skipping empty tokens', () => {
    const dictionary = new TokenDictionary();
    expect(dictionary.idsOf('bachelor of science')).toEqual([0, 1, 2]);
    expect(dictionary.idsOf('science of science  ba ')).toEqual([2, 1, 2, 3]);
    expect(dictionary.idsOf('')).toEqual([]);
    expect(dictionary.all).toEqual(['bachelor', 'of', 'science', 'ba']);
  });

  it('tells apart tokens that share a prefix or collide, and keeps them through growth', () => {
    const dictionary = new TokenDictionary();
    const words = Array.from({ length: 5_000 }, (_, i) => `w${i.toString(36)}`);
    const ids = dictionary.idsOf(words.join(' '));
    expect(ids).toEqual(words.map((_, i) => i));
    expect(dictionary.idsOf(`${words[4_999]} ${words[0]} w w0 w00`)).toEqual([4_999, 0, 5_000, 0, 5_001]);
    expect(dictionary.size).toBe(5_002);
  });
});
