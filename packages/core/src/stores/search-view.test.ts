import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';

/**
 * The search view as a fresh page load sees it: the module evaluated again over the same storage,
 * with the search flows that clear it (one module graph: the flows reset this very view).
 */
async function reloadedStore() {
  vi.resetModules();
  const [view, flows] = await Promise.all([import('./search-view.js'), import('./search-flow.js')]);
  return { ...view, ...flows };
}

beforeAll(() => useTestStorageEngine());
beforeEach(() => cleanTestStorage());

describe('the remembered view tabs (discovery §2: institution and agent views remember L or D)', () => {
  it('start on the list for every area when nothing is stored', async () => {
    const store = await reloadedStore();
    expect(store.$searchView.get().tabs).toEqual({ institutions: 'L', agents: 'L' });
    expect(store.viewTabOf('institutions')).toBe('L');
  });

  it('are kept per area in localStorage and read back by the next page load', async () => {
    const first = await reloadedStore();
    first.setViewTab('D', 'institutions');
    expect(JSON.parse(getTestStorage()['studyatlas.viewTabs']!)).toEqual({ institutions: 'D', agents: 'L' });
    first.setViewTab('D', 'agents');
    first.setViewTab('L', 'institutions');
    expect(JSON.parse(getTestStorage()['studyatlas.viewTabs']!)).toEqual({ institutions: 'L', agents: 'D' });

    const second = await reloadedStore();
    expect(second.$searchView.get().tabs).toEqual({ institutions: 'L', agents: 'D' });
    expect(second.viewTabOf('agents')).toBe('D');
    expect(second.$searchView.get().tab).toBe('L'); // the deprecated single tab follows the institutions
  });

  it('defaults to the institutions when no area is named (the single-tab signature)', async () => {
    const store = await reloadedStore();
    store.setViewTab('D');
    expect(store.$searchView.get()).toMatchObject({ tabs: { institutions: 'D', agents: 'L' }, tab: 'D' });
  });

  it('ignore unknown areas, unknown tabs and unreadable storage', async () => {
    setTestStorageKey('studyatlas.viewTabs', JSON.stringify({ institutions: 'X', agents: 'D', courses: 'D' }));
    expect((await reloadedStore()).$searchView.get().tabs).toEqual({ institutions: 'L', agents: 'D' });
    setTestStorageKey('studyatlas.viewTabs', '{not json');
    expect((await reloadedStore()).$searchView.get().tabs).toEqual({ institutions: 'L', agents: 'L' });
  });

  it('go back to the list when the search is cleared everywhere', async () => {
    const store = await reloadedStore();
    store.setViewTab('D', 'institutions');
    store.setViewTab('D', 'agents');
    store.clearAllSearches();
    expect(JSON.parse(getTestStorage()['studyatlas.viewTabs']!)).toEqual({ institutions: 'L', agents: 'L' });
  });
});
