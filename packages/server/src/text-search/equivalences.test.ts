import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultEquivalences, loadEquivalences } from './equivalences.js';

describe('search equivalences', () => {
  it('St / Saint, Mt / Mount both ways; degree abbreviations stand for their phrase', () => {
    expect(defaultEquivalences.of('st')).toEqual({ words: ['saint'], phrases: [] });
    expect(defaultEquivalences.of('saint')).toEqual({ words: ['st'], phrases: [] });
    expect(defaultEquivalences.of('mount').words).toEqual(['mt']);
    expect(defaultEquivalences.of('bsc').phrases).toEqual([['bachelor', 'of', 'science']]);
    expect(defaultEquivalences.of('phd').phrases).toEqual([['doctor', 'of', 'philosophy']]);
    expect(defaultEquivalences.of('nursing')).toEqual({ words: [], phrases: [] });
  });

  it('an operator file adds groups to the defaults (normalised); a malformed one is refused by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synonyms-'));
    const file = join(dir, 'synonyms.json');
    writeFileSync(file, JSON.stringify([['Uni', 'University'], ['BVSc', 'Bachelor of Veterinary Science']]));
    const loaded = loadEquivalences(file);
    expect(loaded.of('uni').words).toEqual(['university']);
    expect(loaded.of('bvsc').phrases).toEqual([['bachelor', 'of', 'veterinary', 'science']]);
    expect(loaded.of('st').words).toEqual(['saint']);
    writeFileSync(file, '{"st": "saint"}');
    expect(() => loadEquivalences(file)).toThrow(`SEARCH_SYNONYMS: ${file} must be a JSON array of groups, each an array of at least two strings`);
  });
});
