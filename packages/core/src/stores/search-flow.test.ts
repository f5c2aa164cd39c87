import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale } from '../i18n/store.js';
import { $rememberedSearches, clearAllSearches, createSearchFlow } from './search-flow.js';
import { $detailOrigin, $searchView, setDetailOrigin, setPanelTab, setViewTab } from './search-view.js';

interface Filter {
  text: string;
}

const ALL = Array.from({ length: 23 }, (_, index) => `row ${index + 1}`);

/** A fake search over 23 rows that counts its calls and can be held back. */
function fakeArea(area: string) {
  const calls: Array<{ filter: Filter; from: number; to: number }> = [];
  const flow = createSearchFlow<Filter, string>({
    area,
    run: async (filter, { from, to }) => {
      calls.push({ filter, from, to });
      const rows = ALL.filter((row) => row.includes(filter.text));
      return { rows: rows.slice(from, to), total: rows.length };
    },
  });
  return { flow, calls };
}

beforeEach(() => clearAllSearches());

describe('search flow', () => {
  it('searches, keeps the results and remembers the filter', async () => {
    const { flow, calls } = fakeArea('test-a');
    const pending = flow.search({ text: 'row' });
    expect(flow.$state.get().status).toBe('loading');
    const results = await pending;
    expect(results.total).toBe(23);
    expect(results.rows).toHaveLength(10);
    expect(calls).toEqual([{ filter: { text: 'row' }, from: 0, to: 10 }]);
    expect(flow.$state.get()).toMatchObject({ status: 'done', filter: { text: 'row' }, page: 1, pageSize: 10, total: 23 });
    expect(flow.remembered()).toEqual({ filter: { text: 'row' }, page: 1, pageSize: 10 });
    expect($rememberedSearches.get()['test-a']).toEqual({ filter: { text: 'row' }, page: 1, pageSize: 10 });
  });

  it('refreshes the shown search at its page past the cache, or the remembered one after a reload; null without any', async () => {
    const { flow, calls } = fakeArea('test-refresh');
    expect(await flow.refresh()).toBeNull();
    await flow.search({ text: 'row' }, { page: 2, pageSize: 5 });
    await flow.refresh();
    expect(calls).toEqual([
      { filter: { text: 'row' }, from: 5, to: 10 },
      { filter: { text: 'row' }, from: 5, to: 10 },
    ]);
    // A fresh page load: nothing shown, the remembered search at its page.
    const reloaded = fakeArea('test-refresh-reloaded');
    $rememberedSearches.set({ ...$rememberedSearches.get(), 'test-refresh-reloaded': { filter: { text: 'row' }, page: 2, pageSize: 5 } });
    const again = await reloaded.flow.refresh();
    expect(again?.rows).toEqual(['row 6', 'row 7', 'row 8', 'row 9', 'row 10']);
    expect(reloaded.calls).toEqual([{ filter: { text: 'row' }, from: 5, to: 10 }]);
    expect(reloaded.flow.$state.get()).toMatchObject({ status: 'done', page: 2, pageSize: 5 });
  });

  it('pages through the current filter, answering a page seen before from the cache', async () => {
    const { flow, calls } = fakeArea('test-b');
    await flow.search({ text: 'row' });
    const third = await flow.goToPage({ page: 3, pageSize: 10 });
    expect(third.rows).toEqual(['row 21', 'row 22', 'row 23']);
    await flow.goToPage({ page: 1, pageSize: 10 });
    expect(calls).toHaveLength(2);
    expect(flow.$state.get().rows[0]).toBe('row 1');
    const bigger = await flow.goToPage({ page: 1, pageSize: 20 });
    expect(bigger.rows).toHaveLength(20);
    expect(calls).toHaveLength(3);
    expect(flow.remembered()).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('keeps the page size of the previous search for a new filter', async () => {
    const { flow } = fakeArea('test-c');
    await flow.search({ text: 'row' }, { pageSize: 20 });
    await flow.search({ text: 'row 1' });
    expect(flow.$state.get()).toMatchObject({ page: 1, pageSize: 20, total: 11 });
  });

  it('shows only the latest search when answers arrive out of order', async () => {
    let release: () => void = () => undefined;
    const flow = createSearchFlow<Filter, string>({
      area: 'test-race',
      run: async (filter) => {
        if (filter.text === 'slow') await new Promise<void>((resolve) => (release = resolve));
        return { rows: [filter.text], total: 1 };
      },
    });
    const slow = flow.search({ text: 'slow' });
    await flow.search({ text: 'fast' });
    release();
    await slow;
    expect(flow.$state.get().rows).toEqual(['fast']);
  });

  it('restores the remembered search when the list opens with nothing shown', async () => {
    const { flow, calls } = fakeArea('test-d');
    expect(await flow.restore()).toBeNull();
    $rememberedSearches.set({ 'test-d': { filter: { text: 'row 2' }, page: 1, pageSize: 10 } });
    const restored = await flow.restore();
    expect(restored?.total).toBe(5);
    expect(calls).toHaveLength(1);
    expect(await flow.restore()).toBeNull();
  });

  it('clearing empties the filter, the remembered filter and the results, and resets the view to D and its own tab to L', async () => {
    const { flow, calls } = fakeArea('agents');
    await flow.search({ text: 'row' });
    setViewTab('D', 'agents');
    setViewTab('D', 'institutions');
    $searchView.set({ ...$searchView.get(), dashboardMode: 'S' });
    setPanelTab('I');
    setDetailOrigin('/findCourse/list');
    flow.clear();
    expect(flow.$state.get()).toMatchObject({ filter: null, rows: [], total: 0, status: 'idle' });
    expect(flow.remembered()).toBeNull();
    // The agents' tab goes back to the list; the institutions' map choice is theirs to keep.
    expect($searchView.get()).toEqual({ dashboardMode: 'D', tabs: { institutions: 'D', agents: 'L' }, tab: 'D', panelTab: 'I' });
    expect($detailOrigin.get()).toBeNull();
    await flow.search({ text: 'row' });
    expect(calls).toHaveLength(2); // the cache went with it
    fakeArea('test-e').flow.clear(); // an area without a View menu leaves every tab alone
    expect($searchView.get().tabs).toEqual({ institutions: 'D', agents: 'L' });
    clearAllSearches();
    expect($searchView.get()).toEqual({ dashboardMode: 'D', tabs: { institutions: 'L', agents: 'L' }, tab: 'L', panelTab: 'C' });
  });

  it("runs the shown search again when the page's language changes, and keeps each language's pages apart", async () => {
    const calls: string[] = [];
    const flow = createSearchFlow<Filter, string>({
      area: 'test-locale',
      run: async (filter, { from, to }) => {
        calls.push($locale.get());
        return { rows: [`${filter.text} ${from}-${to} in ${$locale.get()}`], total: 1 };
      },
    });
    try {
      await flow.search({ text: 'row' });
      $locale.set('es');
      await vi.waitFor(() => expect(flow.$state.get()).toMatchObject({ status: 'done', rows: ['row 0-10 in es'] }));
      // Back to English: that page is still cached in English, and shown at once.
      $locale.set('en');
      expect(flow.$state.get()).toMatchObject({ status: 'done', rows: ['row 0-10 in en'] });
      expect(calls).toEqual(['en', 'es']);
    } finally {
      $locale.set('en');
    }
  });

  it('is one flow per area', () => {
    expect(fakeArea('test-f').flow).toBe(fakeArea('test-f').flow);
  });
});
