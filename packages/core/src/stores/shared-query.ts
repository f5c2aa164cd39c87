import { nanoquery, type FetcherStore } from '@nanostores/query';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError } from '../client/api-error.js';
import { $locale } from '../i18n/store.js';
import { $session } from './session.js';

/*
 * The one data layer every screen loads through (issue 24), on @nanostores/query: one cache per page
 * (the script-tag bundle holds one core, so every widget shares it), a load asked for twice while it
 * runs or within `QUERY_DEDUPE_MS` is made once, saves mark the lists they change stale
 * (`refreshQueries`), and every key carries the signed-in member and the page's language
 * ('<owner>@<locale>:<area>/<what>'), so a sign-out or another member's sign-in loads afresh and never
 * shows one member's data to the next, and a language switch asks again for data the server words in
 * the reader's language (course names, issue 28).
 */

/** A second ask for the same data within this time is answered from the cache, without a call. */
export const QUERY_DEDUPE_MS = 4_000;
/** Cached data older than this is forgotten (a screen opened later shows its loader again). */
export const QUERY_CACHE_MS = 10 * 60_000;

/** Every answer of the page, by key ('<owner>@<locale>:<area>/<what>'): one map, so it can be pruned without refetching. */
const cache = new Map<string, { data?: unknown; error?: unknown; created?: number; expires?: number }>();

const [createFetcherStore, , { revalidateKeys, mutateCache }] = nanoquery({
  cache,
  dedupeTime: QUERY_DEDUPE_MS,
  cacheLifetime: QUERY_CACHE_MS,
  // A failure is shown as it is (the screen's error state, the client's popup); asking again is the
  // member's choice (or the next save's), never a timer's.
  onErrorRetry: false,
});

/** Whose data a key is: 'm<clientId>' when signed in, 'anon' when not. */
export const $queryMember: ReadableAtom<string> = computed($session, (session) => (session ? `m${session.member.clientId}` : 'anon'));
/** The same for member-only data: null when signed out, so nothing is asked. */
const $signedInMember: ReadableAtom<string | null> = computed($session, (session) => (session ? `m${session.member.clientId}` : null));

/** A key's owner part: whose data it is and in which language; null (nothing asked) when `owner` is. */
const inPageLocale = (owner: ReadableAtom<string | null>): ReadableAtom<string | null> =>
  computed([owner, $locale], (who, locale) => (who === null ? null : `${who}@${locale}`));
const $publicOwner = inPageLocale(atom('public'));
const $anyoneOwner = inPageLocale($queryMember);
const $memberOwner = inPageLocale($signedInMember);

/** The start of the keys a screen may show now: its owner's ('public' or the member's), in the page's language. */
export const queryKeyPrefix = (owner: string, locale: string): string => `${owner}@${locale}:`;

/** Drops the cached answers `drop` names, without asking again (screens showing them follow their new keys). */
function forget(drop: (key: string) => boolean): void {
  for (const key of [...cache.keys()]) if (drop(key)) cache.delete(key);
}

// Another member (or nobody), or another language now: forget the previous member's data, so nothing
// of theirs is kept in this page's memory, and the previous language's. The screens' keys follow a
// tick later and ask for the new member's, in the new language.
computed([$queryMember, $locale], (member, locale) => [queryKeyPrefix(member, locale), queryKeyPrefix('public', locale)]).listen((kept) =>
  forget((key) => !kept.some((prefix) => key.startsWith(prefix))),
);

export type QueryAudience =
  /** Member-only data: asked for only while signed in. */
  | 'member'
  /** Data that may be personalised for the signed-in member (the default). */
  | 'anyone'
  /** The same for everyone (filter lists, reference data): one cache entry whoever is signed in. */
  | 'public';

export type QueryStore<T> = FetcherStore<T, unknown>;

/**
 * A store of one piece of data: `key` names it ('<area>/<what>/<ids>'), `load` asks the server. The
 * store's value is { data, error, loading }; it loads when first listened to, and again when the
 * member changes or a save refreshes its key.
 */
export function createQueryStore<T>(key: string, load: () => Promise<T>, audience: QueryAudience = 'anyone'): QueryStore<T> {
  const owner = audience === 'public' ? $publicOwner : audience === 'member' ? $memberOwner : $anyoneOwner;
  return createFetcherStore<T, unknown>([owner, `:${key}`], { fetcher: (...parts) => loadCurrent(parts.join(''), load) });
}

/**
 * The data of `key` through the cache, outside a screen's store: for a screen whose one query is
 * made of several keys (each course of a comparison), so each is asked once and shared. Not for
 * member-only data (signed out, it would wait for ever).
 */
export async function fetchQuery<T>(key: string, load: () => Promise<T>, audience: Exclude<QueryAudience, 'member'> = 'anyone'): Promise<T> {
  const answer = await createQueryStore(key, load, audience).fetch();
  if ('error' in answer) throw answer.error;
  return answer.data as T;
}

/** How many saves have touched each key (cache key, with its owner) so far. */
const saves = new Map<string, number>();
/** The keys being asked for right now. */
const asking = new Set<string>();

/**
 * Asks for `key`'s data, and asks again when a save touched the key while the answer was on its way
 * (that answer may predate the save; nanoquery keeps a call that runs and would cache it).
 */
async function loadCurrent<T>(key: string, load: () => Promise<T>): Promise<T> {
  asking.add(key);
  try {
    for (;;) {
      const before = saves.get(key) ?? 0;
      const data = await load();
      if ((saves.get(key) ?? 0) === before) return data;
    }
  } finally {
    asking.delete(key);
  }
}

/** The key a query's cache entry has without its owner ('m12@en:profile/education' → 'profile/education'). */
const withoutOwner = (key: string) => key.slice(key.indexOf(':') + 1);

const matches = (prefixes: readonly string[]) => (key: string) => {
  const own = withoutOwner(key);
  return prefixes.some((prefix) => own === prefix || own.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
};

/** A save touched these keys: an answer on its way for one of them is asked for again. */
function countSave(touched: (key: string) => boolean): void {
  for (const key of new Set([...cache.keys(), ...asking])) if (touched(key)) saves.set(key, (saves.get(key) ?? 0) + 1);
}

/**
 * After a save: the data under these keys (a key and every key below it: 'profile/education' covers
 * 'profile/education/records') is asked for again by every screen showing it — which keeps showing
 * it meanwhile — and the next screen to open it loads it afresh: the cached answers are dropped, so
 * nobody starts from data older than the save (a form takes its initial values once).
 */
export function refreshQueries(...prefixes: string[]): void {
  const touched = matches(prefixes);
  countSave(touched);
  // Screens showing a key start asking again now, keeping their data (the cached answer is still there)…
  revalidateKeys(touched);
  // …and what they keep is theirs alone: a screen opened from now on waits for the new answer.
  forget(touched);
}

/** Puts an answer in the cache under every key it is for (a save that answered with the new state). */
export function setQueryData(key: string, data: unknown): void {
  countSave((cached) => withoutOwner(cached) === key);
  mutateCache((cached) => withoutOwner(cached) === key, data);
}

/** Forgets every cached answer (tests start from an empty cache). */
export function clearQueryCache(): void {
  forget(() => true);
  saves.clear();
}

/** The message a failed load shows: the server's (or the client's 'Api is not running.'). */
export function queryErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}
