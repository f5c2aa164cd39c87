import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import {
  $popups,
  clearQueryCache,
  EMPTY_FRIEND_FILTER,
  FRIEND_FILTER_DATA_VERSION,
  friendFilter,
  friendFilterData,
  friends,
  getClient,
  institutionFilterData,
  messages,
} from '@studyatlas/core';
import { useFilterData } from './use-filter-data.js';

describe('useFilterData', () => {
  it('is loading until the lists arrive, then holds them; re-renders do not load again', async () => {
    const load = vi.fn(() => friendFilterData());
    const { result, rerender } = renderHook(() => useFilterData('friends', load));
    expect(result.current).toEqual({ data: null, loading: true, failed: false });

    await waitFor(() => expect(result.current.loading).toBe(false));
    const expected = await getClient().call(friends.getFilterByLocation);
    expect(result.current.failed).toBe(false);
    expect(result.current.data?.countries).toEqual(expected.countries);
    expect(result.current.data?.years[0]).toBe(1990);

    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
    // A second form showing the same lists shares them.
    const other = renderHook(() => useFilterData('friends', load));
    expect(other.result.current.data?.countries).toEqual(expected.countries);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data?.countries).toEqual(expected.countries);
  });

  it("gets the loader's cached lists on the next mount (kept in localStorage a day, by shape version)", async () => {
    const first = renderHook(() => useFilterData('friends', friendFilterData));
    await waitFor(() => expect(first.result.current.data).not.toBeNull());
    const stored = JSON.parse(localStorage.getItem('studyatlas.filterData.friends')!) as { version: number; data: unknown };
    expect(stored.version).toBe(FRIEND_FILTER_DATA_VERSION);
    expect(stored.data).toEqual(first.result.current.data);
    first.unmount();
    // The next page (an empty data-layer cache) asks the loader again.
    clearQueryCache();

    // What the next form gets is what the cache holds (a marked copy proves where it came from).
    const marked = { ...(stored.data as object), institutions: [{ legalFk: 0, name: 'Cached Only College' }] };
    localStorage.setItem('studyatlas.filterData.friends', JSON.stringify({ ...stored, data: marked }));
    const second = renderHook(() => useFilterData('friends', friendFilterData));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.data?.institutions).toEqual([{ legalFk: 0, name: 'Cached Only College' }]);
  });

  it("is failed, without lists, when they cannot be loaded (the client's popup says why)", async () => {
    // The signed-in friend search refuses an anonymous visitor: any refusing call will do.
    const load = () => getClient().call(friends.friendSearchData, { body: friendFilter(EMPTY_FRIEND_FILTER, 0, 1) });
    const { result } = renderHook(() => useFilterData('refused', load));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: null, loading: false, failed: true });
    expect($popups.get().map((popup) => [popup.title, popup.message])).toEqual([[messages.titleFailed, messages.signInRequired]]);
  });

  it('loads again when the key changes', async () => {
    const { result, rerender } = renderHook(({ key, load }) => useFilterData<{ countries: ReadonlyArray<{ id: number; name: string }> }>(key, load), {
      initialProps: { key: 'friends', load: friendFilterData as () => Promise<{ countries: ReadonlyArray<{ id: number; name: string }> }> },
    });
    await waitFor(() => expect(result.current.data).not.toBeNull());
    const friendCountries = result.current.data!.countries;

    rerender({ key: 'institutions', load: institutionFilterData });
    const institutionCountries = (await institutionFilterData()).countries;
    expect(institutionCountries).not.toEqual(friendCountries);
    await waitFor(() => expect(result.current.data?.countries).toEqual(institutionCountries));
    expect(result.current.failed).toBe(false);
  });
});
