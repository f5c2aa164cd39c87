import { PSEUDO_LOCALE } from './locales.js';
import { pseudoTranslate } from './pseudo.js';

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
let overrides: LooseTree = {};
let resolveLocale: () => string = () => 'en';

/** Tells the catalogue how to find the current locale (the browser's store, or the server's request). */
export function setLocaleResolver(resolver: () => string): void {
  resolveLocale = resolver;
}

/** The locale the words are read in right now. */
export const currentLocale = (): string => resolveLocale();

/** Keeps a locale's translation (every catalogue by name), ready to be read. */
export function addTranslation(locale: string, tree: LooseTree): void {
  translations.set(locale, tree);
}

/** Whether a locale's words are here (English and the pseudo-locale always are). */
export const hasTranslation = (locale: string): boolean => locale === 'en' || locale === PSEUDO_LOCALE || translations.has(locale);

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
  if (locale === PSEUDO_LOCALE) return pseudoTranslate(source);
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
 * A catalogue object from its English (`name` is the name it is exported under: translations are
 * keyed by it). Reading a word gives it in the current locale.
 */
export function defineCatalogue<T extends MessageTree>(name: string, source: T): T {
  return view([name], source);
}
