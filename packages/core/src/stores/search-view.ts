import { persistentJSON } from '@nanostores/persistent';
import { atom, type WritableAtom } from 'nanostores';

/*
 * What the find screens show around a search (discovery §1, §2): the dashboard's mode, the search
 * panel's open tab, the list / map tab of each area's find screens (kept across reloads) and the
 * list a detail screen was opened from. The search flows (./search-flow.ts) reset it when a search
 * is cleared. Node-safe: no DOM, no navigation.
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
export const $storedViewTabs = /* @__PURE__ */ persistentJSON<Partial<ViewTabs>>('studyatlas.viewTabs', {});

const storedView = (): SearchView => {
  const tabs = { ...listTabs, ...validTabs($storedViewTabs.get()) };
  return { ...initialView, tabs, tab: tabs.institutions };
};

/** Writes the view's tabs to storage when they change (set up with the store, not as a statement of its own). */
function storingTabs(store: WritableAtom<SearchView>): WritableAtom<SearchView> {
  store.listen(({ tabs }) => {
    const stored = $storedViewTabs.get();
    if (VIEW_AREAS.some((area) => (stored[area] ?? 'L') !== tabs[area])) $storedViewTabs.set({ ...tabs });
  });
  return store;
}

/** What the find screens remember across widgets on a page; the view tabs also across reloads. */
export const $searchView = /* @__PURE__ */ storingTabs(/* @__PURE__ */ atom<SearchView>(/* @__PURE__ */ storedView()));

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
export const $detailOrigin = /* @__PURE__ */ atom<string | null>(null);
export const setDetailOrigin = (route: string | null): void => $detailOrigin.set(route);

/**
 * After an area's search was cleared: the dashboard back to D, the area's own tab (when it has a
 * View menu) back to L, no detail origin. Internal to the stores (not exported by the package).
 */
export function resetViewOfArea(area: string): void {
  const view = $searchView.get();
  $searchView.set(withTabs({ ...view, dashboardMode: 'D' }, isViewArea(area) ? { ...view.tabs, [area]: 'L' } : view.tabs));
  $detailOrigin.set(null);
}

/** After every search was cleared: the view as a first visit sees it (D, every tab L), no detail origin. Internal. */
export function resetView(): void {
  $searchView.set(initialView);
  $detailOrigin.set(null);
}
