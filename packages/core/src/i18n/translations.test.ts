import { describe, expect, it, vi } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import * as catalogue from '../messages.js';
import { LOCALES } from './locales.js';
import { AREA_TRANSLATIONS } from './translations/by-area.js';
import { TRANSLATIONS } from './translations/index.js';

import { fillPlaceholders } from './format-message.js';

type Tree = { readonly [key: string]: unknown };

/** Every catalogue object by its export name, as English (read without a locale: the source). */
const englishTree: Tree = Object.fromEntries(Object.entries(catalogue).filter(([, value]) => typeof value === 'object' && value !== null));

/** [path, text] of every word of a tree. */
function words(tree: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof tree === 'string') return [[path.join('.'), tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => words(value, [...path, key]));
}

/** The argument names a message uses (plural and select branches included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

const englishWords = words(englishTree);
const sample = (names: readonly string[]) => Object.fromEntries(names.map((name, index) => [name, index + 2]));

describe('the English catalogue', () => {
  it('is valid ICU MessageFormat, and filling its placeholders directly gives what ICU gives', () => {
    expect(englishWords.length).toBeGreaterThan(2000);
    for (const [path, text] of englishWords) {
      const names = argumentsOf(text);
      const values = sample(names);
      expect([path, fillPlaceholders(text, values)]).toEqual([path, String(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).format(values))]);
    }
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s translation', (locale) => {
  it('has every key of the English and no other, each word parsing with the same placeholders', async () => {
    const translated = await TRANSLATIONS[locale as Exclude<(typeof LOCALES)[number], 'en'>]();
    const theirs = new Map(words(translated));
    expect([...theirs.keys()].sort()).toEqual(englishWords.map(([path]) => path).sort());
    for (const [path, text] of englishWords) {
      const word = theirs.get(path)!;
      expect(word.trim(), path).not.toBe('');
      expect([path, argumentsOf(word)]).toEqual([path, argumentsOf(text)]);
      // It formats (plural forms of the locale included) without a value left over.
      const formatted = String(new IntlMessageFormat(word, locale, undefined, { ignoreTag: true }).format(sample(argumentsOf(word))));
      expect(formatted, path).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('each English module', () => {
  const modules = import.meta.glob<Record<string, unknown>>(['../messages/*.ts', '!../messages/*.test.ts']);

  it.each(Object.keys(modules).map((file) => [file.replace(/^.*\/|\.ts$/g, ''), file] as const))('%s defines its catalogues under its own name, and only areas every translation has', async (area, file) => {
    vi.resetModules();
    const { areasToLoad } = await import('./catalogue.js');
    const english = await import(/* @vite-ignore */ file);
    const catalogues = Object.keys(english).filter((name) => name in englishTree);
    const defined = areasToLoad('fr');
    if (catalogues.length > 0) expect(defined).toContain(area);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(Object.keys(await AREA_TRANSLATIONS[locale as Exclude<(typeof LOCALES)[number], 'en'>]())).toEqual(expect.arrayContaining(defined));
    }
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s translation area by area', (locale) => {
  it('gives, every area together, exactly the whole translation', async () => {
    const loaders = await AREA_TRANSLATIONS[locale as Exclude<(typeof LOCALES)[number], 'en'>]();
    const areas = await Promise.all(Object.values(loaders).map((load) => load()));
    expect(Object.assign({}, ...areas.map((area) => area.default))).toEqual(await TRANSLATIONS[locale as Exclude<(typeof LOCALES)[number], 'en'>]());
  });
});
