import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../packages/core/src/messages.js';
import { findFrozenWords, scanFrozenWords } from './frozen-words.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every catalogue object's English by its export name (read in English: the source). */
const english = Object.fromEntries(Object.entries(catalogue).filter(([, value]) => typeof value === 'object' && value !== null)) as Record<
  string,
  { readonly [key: string]: unknown }
>;

const names = new Set(['labels', 'messages']);
const fixture = { labels: { any: 'Any', types: { full: 'Full time' } }, messages: { pagination: 'Pages' } };
const found = (source: string) => findFrozenWords('snippet.tsx', `import { labels, messages as m } from '@studyatlas/core';\n${source}`, names, fixture).map((f) => f.text);

describe('catalogue words frozen while a module loads (issue 28)', () => {
  it('no shipped module of core, the packages or the examples reads a catalogue word at its top level', () => {
    const dirs = ['packages/core/src', 'packages/react/src', 'packages/elements/src', 'examples/portal/src', 'examples/react-app/src', 'examples/partner-embed'];
    expect(scanFrozenWords(root, dirs, english).map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('finds a word in a constant, an options list, a map run at load, a spread, Object.entries and a destructuring', () => {
    expect(found(`const ANY = labels.any;`)).toEqual(['labels.any']);
    expect(found(`const OPTIONS = [{ value: '', label: labels.any }];`)).toEqual(['labels.any']);
    expect(found(`const DEFAULTS = { pagination: m.pagination };`)).toEqual(['m.pagination']);
    expect(found(`const KM = [5, 10].map((km) => format(labels.any, { km }));`)).toEqual(['labels.any']);
    expect(found(`const t = labels.types; const FULL = t.full;`)).toEqual(['t.full']);
    expect(found(`const ALL = { ...labels.types };`)).toEqual(['...labels.types']);
    expect(found(`const SORTS = Object.entries(labels.types).map(([value, label]) => ({ value, label }));`)).toEqual(['Object.entries(labels.types)']);
    expect(found(`const { any } = labels;`)).toEqual(['{ any } = labels']);
  });

  it('leaves reads at render or call time alone, and branches of the tree (themselves live)', () => {
    expect(found(`const t = labels; const types = labels.types;`)).toEqual([]);
    expect(found(`const options = () => [{ value: '', label: labels.any }];`)).toEqual([]);
    expect(found(`function Screen() { return <p>{labels.any}</p>; }`)).toEqual([]);
    expect(found(`const KEYS = { A: 'any' } as const; const word = (k: 'A') => labels[KEYS[k]];`)).toEqual([]);
    expect(found(`class Field { label = labels.any; get text() { return m.pagination; } }`)).toEqual([]);
    expect(found(`const other = { any: 'Any' }.any;`)).toEqual([]);
  });
});
