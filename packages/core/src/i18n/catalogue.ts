import { PSEUDO_LOCALE } from './locales.js';

/**
 * The message catalogue's runtime (issue 28). Every catalogue object (`messages`, `favouriteMessages`, …)
 * is made by `defineCatalogue` from its English and reads, key by key, the words of the current
 * locale: a partner's override, else the loaded translation, else the English. Screens, rules and the
 * server keep reading `favouriteMessages.favouriteToggle` as before; which language that is depends on
 * who asks (the page's locale in a browser, the request's on the server).
 */
export interface MessageTree {
  readonly [key: string]: string | readonly string[] | MessageTree;
}

/** A tree of words shaped like the English one (what a translation or an override gives). */
export type WordsOf<T> = { -readonly [K in keyof T]: T[K] extends string ? string : WordsOf<T[K]> };
export type PartialWordsOf<T> = { -readonly [K in keyof T]?: T[K] extends string ? string : PartialWordsOf<T[K]> };

type LooseTree = { readonly [key: string]: string | readonly string[] | LooseTree | undefined };

const translations = new Map<string, LooseTree>();
/** The pseudo-locale's words from the English, once `loadLocale('en-XA')` has loaded them (real pages never do). */
let pseudoTranslate: ((english: string) => string) | null = null;
let overrides: LooseTree = {};

/** The areas (English modules) whose catalogues the page's code has defined so far, and each locale's loaded ones. */
const definedAreas = new Set<string>();
const loadedAreas = new Map<string, Set<string>>();
/** Each locale's `definedAreas.size` when all of them were last found loaded (areas are only ever added). */
const completeAt = new Map<string, number>();
let resolveLocale: () => string = () => 'en';

/** Tells the catalogue how to find the current locale (the browser's store, or the server's request). */
export function setLocaleResolver(resolver: () => string): void {
  resolveLocale = resolver;
}

/** The locale the words are read in right now. */
export const currentLocale = (): string => resolveLocale();

/** Makes the pseudo-locale's words (pseudo.ts, loaded by `loadLocale` only when a page asks for `en-XA`). */
export function setPseudoTranslator(translate: (english: string) => string): void {
  pseudoTranslate = translate;
}

/** Keeps words of a locale (catalogues by name), ready to be read beside those it already has. */
export function addTranslation(locale: string, tree: LooseTree): void {
  translations.set(locale, { ...translations.get(locale), ...tree });
}

/** Keeps one area's words of a locale (`tree`: its catalogues by name; empty for an area the locale has no file for). */
export function addAreaWords(locale: string, area: string, tree: LooseTree): void {
  addTranslation(locale, tree);
  let loaded = loadedAreas.get(locale);
  if (!loaded) loadedAreas.set(locale, (loaded = new Set()));
  loaded.add(area);
}

/**
 * The areas defined so far whose words `locale` still lacks: none for English and the pseudo-locale.
 * A page loads an area's words when its code first defines the area's catalogues (a lazy chunk's screens).
 */
export function areasToLoad(locale: string): string[] {
  if (locale === 'en' || locale === PSEUDO_LOCALE || completeAt.get(locale) === definedAreas.size) return [];
  const loaded = loadedAreas.get(locale);
  const missing = [...definedAreas].filter((area) => !loaded?.has(area));
  if (missing.length === 0) completeAt.set(locale, definedAreas.size);
  return missing;
}

/** A page's own words for some messages, in every locale (a partner's `messages`). */
export function setMessageOverrides(tree: object | null | undefined): void {
  overrides = (tree ?? {}) as LooseTree;
}

function wordAt(tree: LooseTree | undefined, path: readonly string[]): string | undefined {
  let node: LooseTree | readonly string[] | string | undefined = tree;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = (node as LooseTree)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

function localized(path: readonly string[], source: string): string {
  const override = wordAt(overrides, path);
  if (override !== undefined) return override;
  const locale = resolveLocale();
  if (locale === 'en') return source;
  if (locale === PSEUDO_LOCALE) return pseudoTranslate ? pseudoTranslate(source) : source;
  return wordAt(translations.get(locale), path) ?? source;
}

function view<T extends object>(path: readonly string[], source: T): T {
  const children = new Map<string, object>();
  const read = (key: string): unknown => {
    const value: unknown = (source as Record<string, unknown>)[key];
    if (typeof value === 'string') return localized([...path, key], value);
    if (value === null || typeof value !== 'object') return value; // an array's length
    let child = children.get(key);
    if (!child) children.set(key, (child = view([...path, key], value)));
    return child;
  };
  return new Proxy(source, {
    get: (target, key) => (typeof key === 'string' && Object.hasOwn(target, key) ? read(key) : Reflect.get(target, key)),
    getOwnPropertyDescriptor: (target, key) => {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      return own && typeof key === 'string' ? { ...own, value: read(key) } : own;
    },
  });
}

/**
 * A catalogue object from its English. `area` is the English module's name (`messages/courses.ts` →
 * 'courses'): a locale's words load area by area, `translations/<locale>/<area>.ts`. `name` is the name
 * it is exported under: translations and overrides are keyed by it. Reading a word gives it in the
 * current locale.
 */
export function defineCatalogue<T extends MessageTree>(area: string, name: string, source: T): T {
  definedAreas.add(area);
  return view([name], source);
}
