import { readFileSync } from 'node:fs';
import { normaliseSearchText } from '@studyatlas/core';

/**
 * Words a search treats as the same: "st" / "saint", "mt" / "mount", degree abbreviations and what
 * they stand for. A group lists equivalent forms; a query word equal to one single-word form also
 * matches every other form of its group (a form of several words = all of its words, each as a whole
 * word). "&" needs no entry: normaliseSearchText writes it "and". Forms are normalised like search
 * text, so "B.Sc." and "BSc" are the same form.
 */
export type EquivalenceGroups = ReadonlyArray<readonly string[]>;

/** The default groups (the operator adds more with SEARCH_SYNONYMS, docs/api.md). */
export const DEFAULT_EQUIVALENCES: EquivalenceGroups = [
  ['st', 'saint'],
  ['mt', 'mount'],
  ['ft', 'fort'],
  ['univ', 'university'],
  ['intl', 'international'],
  ['mgmt', 'management'],
  ['tech', 'technology'],
  ['ba', 'bachelor of arts'],
  ['bsc', 'bachelor of science'],
  ['bs', 'bachelor of science'],
  ['beng', 'bachelor of engineering'],
  ['bcom', 'bachelor of commerce'],
  ['bbus', 'bachelor of business'],
  ['bba', 'bachelor of business administration'],
  ['bed', 'bachelor of education'],
  ['bn', 'bachelor of nursing'],
  ['bit', 'bachelor of information technology'],
  ['llb', 'bachelor of laws'],
  ['llm', 'master of laws'],
  ['ma', 'master of arts'],
  ['msc', 'master of science'],
  ['ms', 'master of science'],
  ['meng', 'master of engineering'],
  ['mcom', 'master of commerce'],
  ['mba', 'master of business administration'],
  ['mphil', 'master of philosophy'],
  ['mres', 'master of research'],
  ['phd', 'doctor of philosophy'],
  ['dphil', 'doctor of philosophy'],
  ['md', 'doctor of medicine'],
  ['edd', 'doctor of education'],
  ['dba', 'doctor of business administration'],
];

/** One query word's alternatives: other single words, and phrases (all their words). */
export interface Alternatives {
  words: readonly string[];
  phrases: ReadonlyArray<readonly string[]>;
}

const NONE: Alternatives = { words: [], phrases: [] };

export class Equivalences {
  private readonly byWord = new Map<string, Alternatives>();

  constructor(groups: EquivalenceGroups) {
    const merged = new Map<string, { words: Set<string>; phrases: Map<string, string[]> }>();
    for (const group of groups) {
      const forms = [...new Set(group.map((form) => normaliseSearchText(form)).filter(Boolean))];
      for (const form of forms) {
        if (form.includes(' ')) continue; // a query word is one word: phrases are alternatives only
        let entry = merged.get(form);
        if (!entry) merged.set(form, (entry = { words: new Set(), phrases: new Map() }));
        for (const other of forms) {
          if (other === form) continue;
          if (other.includes(' ')) entry.phrases.set(other, other.split(' '));
          else entry.words.add(other);
        }
      }
    }
    for (const [word, { words, phrases }] of merged) this.byWord.set(word, { words: [...words], phrases: [...phrases.values()] });
  }

  /** The alternatives of a normalised query word (none for most words). */
  of(word: string): Alternatives {
    return this.byWord.get(word) ?? NONE;
  }

  /** Whether any word has alternatives (a search without any skips the look-ups). */
  get size(): number {
    return this.byWord.size;
  }
}

/**
 * The groups of an operator's file: a JSON array of arrays of strings, e.g.
 * `[["uni", "university"], ["bvsc", "bachelor of veterinary science"]]`. Throws with the file's
 * name on anything else.
 */
export function readEquivalenceFile(path: string): EquivalenceGroups {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`SEARCH_SYNONYMS: cannot read ${path}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed) || !parsed.every((g) => Array.isArray(g) && g.length >= 2 && g.every((f) => typeof f === 'string' && f.trim()))) {
    throw new Error(`SEARCH_SYNONYMS: ${path} must be a JSON array of groups, each an array of at least two strings`);
  }
  return parsed as string[][];
}

export const defaultEquivalences = new Equivalences(DEFAULT_EQUIVALENCES);

/** The default groups and an operator's file's (when given). */
export const loadEquivalences = (file?: string): Equivalences =>
  file ? new Equivalences([...DEFAULT_EQUIVALENCES, ...readEquivalenceFile(file)]) : defaultEquivalences;
