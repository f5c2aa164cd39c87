import { persistentJSON } from '@nanostores/persistent';
import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_PAGE_SIZE, pageRows } from '../format/paging.js';
import type { CallOptions } from '../client/create-client.js';

/*
 * The search flow (discovery §4): the user sets a filter, the call is made, the results are cached,
 * the filter is remembered and the list route opens. Clearing resets the filter and the remembered
 * filter, the dashboard mode to D, the tab to L, and the results to empty. One flow per area
 * (courses now; institutions, scholarships… follow), all node-safe: no DOM, no navigation — the
 * component navigates once `search` resolved.
 */

/** Tab codes of the dashboard's search panel (discovery §1). */
export type PanelTab = 'R' | 'I' | 'C' | 'S' | 'F' | 'A' | 'E';

/** Institution and agent views: L list (default) or D dashboard (discovery §2). */
export type ViewTab = 'L' | 'D';

/** The areas whose find screens have a View menu, each with its own remembered tab. */
export const VIEW_AREAS = ['institutions', 'agents'] as const;
export type ViewArea = (typeof VIEW_AREAS)[number];
export type ViewTabs = Record<ViewArea, ViewTab>;

export interface SearchView {
  /** The dashboard's mode; 'D' after clearing. */
  dashboardMode: string;
  /** The remembered list / map tab of each area's find screens (kept across reloads). */
  tabs: ViewTabs;
  /** @deprecated The institutions tab, kept for older readers: use `tabs.institutions` (or `viewTabOf`). */
  tab: ViewTab;
  /** The search panel's open tab. */
  panelTab: PanelTab;
}

const listTabs: ViewTabs = { institutions: 'L', agents: 'L' };
const initialView: SearchView = { dashboardMode: 'D', tabs: listTabs, tab: 'L', panelTab: 'C' };

const isViewArea = (area: string): area is ViewArea => (VIEW_AREAS as readonly string[]).includes(area);

/** Only the known areas with a valid tab: anything else in storage is ignored. */
function validTabs(stored: unknown): Partial<ViewTabs> {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([area, tab]) => isViewArea(area) && (tab === 'L' || tab === 'D')),
  ) as Partial<ViewTabs>;
}

/** The remembered tabs in localStorage, so that a reload keeps the map (discovery §2). */
export const $storedViewTabs = persistentJSON<Partial<ViewTabs>>('studyatlas.viewTabs', {});

const storedView = (): SearchView => {
  const tabs = { ...listTabs, ...validTabs($storedViewTabs.get()) };
  return { ...initialView, tabs, tab: tabs.institutions };
};

/** What the find screens remember across widgets on a page; the view tabs also across reloads. */
export const $searchView = atom<SearchView>(storedView());

$searchView.listen(({ tabs }) => {
  const stored = $storedViewTabs.get();
  if (VIEW_AREAS.some((area) => (stored[area] ?? 'L') !== tabs[area])) $storedViewTabs.set({ ...tabs });
});

/** Sets the view's tabs; the deprecated `tab` follows the institutions tab. */
const withTabs = (view: SearchView, tabs: ViewTabs): SearchView => ({ ...view, tabs, tab: tabs.institutions });

export const setPanelTab = (panelTab: PanelTab): void => $searchView.set({ ...$searchView.get(), panelTab });

/** Remembers an area's list / map tab (default area: institutions, as before tabs were per area). */
export const setViewTab = (tab: ViewTab, area: ViewArea = 'institutions'): void => {
  const view = $searchView.get();
  $searchView.set(withTabs(view, { ...view.tabs, [area]: tab }));
};

/** The remembered list / map tab of an area. */
export const viewTabOf = (area: ViewArea): ViewTab => $searchView.get().tabs[area];

/**
 * The list a detail screen was opened from (a route such as '/findCourse/list'), so its back action
 * returns to the search (discovery §2); null when the detail was opened any other way.
 */
export const $detailOrigin = atom<string | null>(null);
export const setDetailOrigin = (route: string | null): void => $detailOrigin.set(route);

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
  /** Runs the remembered search again when nothing is shown yet (a list route opened directly). */
  restore(options?: CallOptions): Promise<SearchResults<Row> | null>;
  /** Clears the filter, the remembered filter, the results and the cache; the view back to D / L. */
  clear(): void;
}

export interface RememberedSearch<F> extends SearchPage {
  filter: F;
}

/** The remembered filter of every area, in localStorage, so a reloaded list route can search again. */
export const $rememberedSearches = persistentJSON<Record<string, RememberedSearch<unknown>>>('studyatlas.search', {});

const flows = new Map<string, SearchFlow<unknown, unknown>>();

const emptyState = <F, Row>(): SearchState<F, Row> => ({
  filter: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  rows: [],
  total: 0,
  status: 'idle',
});

/** Creates (or returns, by area) the search flow of an area. */
export function createSearchFlow<F, Row>({ area, run, cacheSize = 20 }: SearchFlowOptions<F, Row>): SearchFlow<F, Row> {
  const existing = flows.get(area);
  if (existing) return existing as SearchFlow<F, Row>;

  const $state = atom<SearchState<F, Row>>(emptyState());
  const cache = new Map<string, SearchResults<Row>>();
  let latest = 0;

  const load = async (filter: F, page: SearchPage, options: CallOptions): Promise<SearchResults<Row>> => {
    const range = pageRows(page.page, page.pageSize);
    const key = JSON.stringify([filter, range.from, range.to]);
    const ticket = ++latest;
    const cached = cache.get(key);
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
      const view = $searchView.get();
      $searchView.set(withTabs({ ...view, dashboardMode: 'D' }, isViewArea(area) ? { ...view.tabs, [area]: 'L' } : view.tabs));
      $detailOrigin.set(null);
    },
  };
  flows.set(area, flow as SearchFlow<unknown, unknown>);
  return flow;
}

/** Clears every area's search (results, remembered filters) and the view (D, every tab L). */
export function clearAllSearches(): void {
  for (const flow of flows.values()) flow.clear();
  $rememberedSearches.set({});
  $searchView.set(initialView);
  $detailOrigin.set(null);
}

// Filter data (the lookups of a filter panel), cached in localStorage (discovery §9).

/** Filter data older than this is fetched again. */
export const FILTER_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const FILTER_DATA_KEY = 'studyatlas.filterData.';

interface StoredFilterData {
  version: number;
  savedAt: number;
  data: unknown;
}

/** The storage the filter data is kept in: localStorage in a browser, nothing elsewhere. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (third-party iframe, privacy mode)
  }
}

const pending = new Map<string, Promise<unknown>>();

/**
 * An area's filter data: from localStorage when saved by this `version` less than a day ago,
 * otherwise loaded (once, however many widgets ask at the same time) and saved.
 */
export function cachedFilterData<T>(
  area: string,
  version: number,
  load: () => Promise<T>,
  { storage = browserStorage(), now = Date.now() }: { storage?: KeyValueStorage | null; now?: number } = {},
): Promise<T> {
  const key = FILTER_DATA_KEY + area;
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as StoredFilterData | null;
    if (stored && stored.version === version && now - stored.savedAt < FILTER_DATA_MAX_AGE_MS) return Promise.resolve(stored.data as T);
  } catch {
    // unreadable: load again
  }
  const inFlight = pending.get(key);
  if (inFlight) return inFlight as Promise<T>;
  const loading = load()
    .then((data) => {
      try {
        storage?.setItem(key, JSON.stringify({ version, savedAt: now, data } satisfies StoredFilterData));
      } catch {
        // quota or blocked storage: the data still serves this call
      }
      return data;
    })
    .finally(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

/** Drops an area's cached filter data. */
export function forgetFilterData(area: string, storage: KeyValueStorage | null = browserStorage()): void {
  storage?.removeItem(FILTER_DATA_KEY + area);
}
