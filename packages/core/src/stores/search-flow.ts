import { persistentJSON } from '@nanostores/persistent';
import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_PAGE_SIZE, pageRows } from '../format/paging.js';
import type { CallOptions } from '../client/create-client.js';
import { $locale } from '../i18n/store.js';
import { resetView, resetViewOfArea } from './search-view.js';

/*
 * The search flow (discovery §4): the user sets a filter, the call is made, the results are cached,
 * the filter is remembered and the list route opens. Clearing resets the filter and the remembered
 * filter, the dashboard mode to D, the tab to L (the view: ./search-view.ts), and the results to
 * empty. One flow per area (courses now; institutions, scholarships… follow), all node-safe: no DOM,
 * no navigation — the component navigates once `search` resolved. The results are kept per language
 * (the server words them in the reader's: course names, issue 28), and a language switch runs the
 * shown search again in the new one.
 */

export interface SearchPage {
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface SearchResults<Row> {
  rows: Row[];
  total: number;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface SearchState<F, Row> extends SearchPage, SearchResults<Row> {
  /** The filter of the results (or of the search under way); null before the first search. */
  filter: F | null;
  status: SearchStatus;
}

export interface SearchFlowOptions<F, Row> {
  /** The area's name ('courses'); keys the remembered filter. */
  area: string;
  /** One page of results for a filter. */
  run: (filter: F, range: { from: number; to: number }, options: CallOptions) => Promise<SearchResults<Row>>;
  /** Pages kept in memory per flow (default 20). */
  cacheSize?: number;
}

export interface SearchFlow<F, Row> {
  readonly area: string;
  readonly $state: ReadableAtom<SearchState<F, Row>>;
  /** Searches with a new filter (page 1 unless told), remembers the filter; resolves with the page. */
  search(filter: F, page?: Partial<SearchPage>, options?: CallOptions): Promise<SearchResults<Row>>;
  /** Another page or page size of the current filter. */
  goToPage(page: SearchPage, options?: CallOptions): Promise<SearchResults<Row>>;
  /** The remembered filter and page (survives a reload of the page); null when none. */
  remembered(): RememberedSearch<F> | null;
  /**
   * Runs the shown search again — or the remembered one, on a fresh page load — at its page and page
   * size, past the cache (a list's `:reload`: the catalogue may have changed). Null without a search.
   */
  refresh(options?: CallOptions): Promise<SearchResults<Row> | null>;
  /** Runs the remembered search again when nothing is shown yet (a list route opened directly). */
  restore(options?: CallOptions): Promise<SearchResults<Row> | null>;
  /** Clears the filter, the remembered filter, the results and the cache; the view back to D / L. */
  clear(): void;
}

export interface RememberedSearch<F> extends SearchPage {
  filter: F;
}

/** The remembered filter of every area, in localStorage, so a reloaded list route can search again. */
export const $rememberedSearches = /* @__PURE__ */ persistentJSON<Record<string, RememberedSearch<unknown>>>('studyatlas.search', {});

const flows = new Map<string, SearchFlow<unknown, unknown>>();

const emptyState = <F, Row>(): SearchState<F, Row> => ({
  filter: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
});

/**
 * Creates (or returns, by area) the search flow of an area. Marked free of side effects: an app that
 * never uses an area's flow drops it (the registry only serves clearing, and an unused flow holds
 * nothing to clear).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createSearchFlow<F, Row>({ area, run, cacheSize = 20 }: SearchFlowOptions<F, Row>): SearchFlow<F, Row> {
  const existing = flows.get(area);
  if (existing) return existing as SearchFlow<F, Row>;

  const $state = atom<SearchState<F, Row>>(emptyState());
  const cache = new Map<string, SearchResults<Row>>();
  let latest = 0;

  const load = async (filter: F, page: SearchPage, options: CallOptions, fresh = false): Promise<SearchResults<Row>> => {
    const range = pageRows(page.page, page.pageSize);
    const key = JSON.stringify([$locale.get(), filter, range.from, range.to]);
    const ticket = ++latest;
    const cached = fresh ? undefined : cache.get(key);
    if (cached) {
      $state.set({ filter, ...page, ...cached, status: 'done' });
      return cached;
    }
    // The shown page (its number, size and rows) changes only when the new rows arrive: a range
    // label never describes rows that are not there yet.
    $state.set({ ...$state.get(), filter, status: 'loading' });
    try {
      const found = await run(filter, range, options);
      const results = { rows: found.rows, total: found.total };
      cache.delete(key);
      cache.set(key, results);
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      if (ticket === latest) $state.set({ filter, ...page, ...results, status: 'done' });
      return results;
    } catch (error) {
      if (ticket === latest) $state.set({ ...$state.get(), status: 'failed' });
      throw error;
    }
  };

  const remember = (filter: F, page: SearchPage) =>
    $rememberedSearches.set({ ...$rememberedSearches.get(), [area]: { filter, ...page } });

  const flow: SearchFlow<F, Row> = {
    area,
    $state,
    async search(filter, page = {}, options = {}) {
      const wanted = { page: page.page ?? 1, pageSize: page.pageSize ?? $state.get().pageSize };
      const results = await load(filter, wanted, options);
      remember(filter, wanted);
      return results;
    },
    async goToPage(page, options = {}) {
      const filter = $state.get().filter ?? flow.remembered()?.filter;
      if (filter === undefined || filter === null) return { rows: [], total: 0 };
      const results = await load(filter, page, options);
      remember(filter, page);
      return results;
    },
    async refresh(options = {}) {
      const state = $state.get();
      const remembered = flow.remembered();
      const shown = state.filter !== undefined && state.filter !== null;
      const filter = shown ? state.filter : remembered?.filter;
      if (filter === undefined || filter === null) return null;
      const page = shown || !remembered ? { page: state.page, pageSize: state.pageSize } : { page: remembered.page, pageSize: remembered.pageSize };
      const results = await load(filter, page, options, true);
      remember(filter, page);
      return results;
    },
    remembered() {
      return ($rememberedSearches.get()[area] as RememberedSearch<F> | undefined) ?? null;
    },
    async restore(options = {}) {
      if ($state.get().status !== 'idle') return null;
      const remembered = flow.remembered();
      if (!remembered) return null;
      return load(remembered.filter, { page: remembered.page, pageSize: remembered.pageSize }, options);
    },
    clear() {
      latest++;
      cache.clear();
      $state.set(emptyState());
      const { [area]: _dropped, ...others } = $rememberedSearches.get();
      $rememberedSearches.set(others);
      resetViewOfArea(area);
    },
  };
  // The shown results in the new language (the list keeps the old ones until they arrive).
  $locale.listen(() => {
    const { filter, page, pageSize, status } = $state.get();
    if (filter !== null && status !== 'idle') load(filter, { page, pageSize }, {}).catch(() => undefined);
  });
  flows.set(area, flow as SearchFlow<unknown, unknown>);
  return flow;
}

/** Clears every area's search (results, remembered filters) and the view (D, every tab L). */
export function clearAllSearches(): void {
  for (const flow of flows.values()) flow.clear();
  $rememberedSearches.set({});
  resetView();
}
