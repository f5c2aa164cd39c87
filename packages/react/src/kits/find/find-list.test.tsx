import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  $popups,
  $rememberedSearches,
  EMPTY_FRIEND_FILTER,
  EMPTY_INSTITUTION_FILTER,
  createSearchFlow,
  friendFilter,
  friends,
  getClient,
  instituteFilter,
  institutions,
  messages,
  type InstitutionSearchFilter,
  type InstRow,
} from '@studyatlas/core';
import { reloadOrRestore } from './find-list.js';

// Kept mounted so the persistent store never unsubscribes after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

/** A search flow of its own over the real institution search, counting the calls it makes. */
const calls: Array<{ filter: InstitutionSearchFilter; from: number; to: number }> = [];
const flow = createSearchFlow<InstitutionSearchFilter, InstRow>({
  area: 'kit-find-list-test',
  run: (filter, { from, to }, options) => {
    calls.push({ filter, from, to });
    return getClient().call(institutions.instSearchData, { body: instituteFilter(filter, from, to) }, options);
  },
});

/** A flow whose every search the server refuses (the friend search, signed out). */
const refused = createSearchFlow<typeof EMPTY_FRIEND_FILTER, unknown>({
  area: 'kit-find-list-refused',
  run: (filter, { from, to }, options) => getClient().call(friends.friendSearchData, { body: friendFilter(filter, from, to) }, options),
});

afterEach(() => {
  flow.clear();
  refused.clear();
  calls.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const everyInstitution = () => getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER, 0, 100) });

describe('reloadOrRestore', () => {
  it('does nothing when nothing is shown, nothing is remembered and there is no fallback', async () => {
    reloadOrRestore(flow, undefined);
    await settle();
    expect(flow.$state.get().status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('searches with the fallback filter when nothing is shown or remembered', async () => {
    const all = await everyInstitution();
    const fallback = vi.fn(() => EMPTY_INSTITUTION_FILTER);
    reloadOrRestore(flow, undefined, fallback);
    await waitFor(() => expect(flow.$state.get().status).toBe('done'));
    expect(fallback).toHaveBeenCalledTimes(1);
    const state = flow.$state.get();
    expect(state.filter).toEqual(EMPTY_INSTITUTION_FILTER);
    expect(state.page).toBe(1);
    expect(state.total).toBe(all.total);
    expect(state.rows.map((row) => row.name)).toEqual(all.rows.slice(0, 10).map((row) => row.name));
    expect(flow.remembered()?.filter).toEqual(EMPTY_INSTITUTION_FILTER);
  });

  it('restores the remembered search at its page, without the fallback', async () => {
    const all = await everyInstitution();
    const remembered = { ...EMPTY_INSTITUTION_FILTER, searchKey: '' };
    $rememberedSearches.set({ ...$rememberedSearches.get(), [flow.area]: { filter: remembered, page: 2, pageSize: 10 } });
    const fallback = vi.fn(() => ({ ...EMPTY_INSTITUTION_FILTER, searchKey: 'fallback' }));
    reloadOrRestore(flow, undefined, fallback);
    await waitFor(() => expect(flow.$state.get().status).toBe('done'));
    expect(fallback).not.toHaveBeenCalled();
    const state = flow.$state.get();
    expect([state.page, state.pageSize]).toEqual([2, 10]);
    expect(state.rows.map((row) => row.name)).toEqual(all.rows.slice(10, 20).map((row) => row.name));
    expect(calls).toEqual([{ filter: remembered, from: 10, to: 20 }]);
  });

  it('leaves a shown search alone when opened without :reload', async () => {
    await flow.search(EMPTY_INSTITUTION_FILTER, { page: 2 });
    const shown = flow.$state.get();
    const fallback = vi.fn(() => EMPTY_INSTITUTION_FILTER);
    reloadOrRestore(flow, undefined, fallback);
    await settle();
    expect(flow.$state.get()).toBe(shown);
    expect(fallback).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('with :reload runs the shown search again at the same page and page size, asking the server again (not the cache)', async () => {
    const all = await everyInstitution();
    await flow.search(EMPTY_INSTITUTION_FILTER, { page: 2, pageSize: 20 });
    const shown = flow.$state.get();
    const seen: string[] = [];
    const stop = flow.$state.listen((state) => seen.push(state.status));
    reloadOrRestore(flow, '1', () => ({ ...EMPTY_INSTITUTION_FILTER, searchKey: 'fallback' }));
    await waitFor(() => expect(seen).toContain('done'));
    stop();
    const state = flow.$state.get();
    expect(state).not.toBe(shown);
    expect(state.filter).toEqual(EMPTY_INSTITUTION_FILTER);
    expect([state.page, state.pageSize, state.status]).toEqual([2, 20, 'done']);
    expect(state.rows.map((row) => row.name)).toEqual(all.rows.slice(20, 40).map((row) => row.name));
    expect(flow.remembered()).toMatchObject({ filter: EMPTY_INSTITUTION_FILTER, page: 2, pageSize: 20 });
    expect(calls).toEqual([
      { filter: EMPTY_INSTITUTION_FILTER, from: 20, to: 40 },
      { filter: EMPTY_INSTITUTION_FILTER, from: 20, to: 40 },
    ]);
  });

  it('with :reload and nothing shown runs the remembered search again, at its page', async () => {
    const all = await everyInstitution();
    const country = all.rows[0]!.country;
    const filters = await getClient().call(institutions.instFilterDataPublic);
    const remembered = { ...EMPTY_INSTITUTION_FILTER, countryFk: filters.countries.find((c) => c.name === country)!.id };
    $rememberedSearches.set({ ...$rememberedSearches.get(), [flow.area]: { filter: remembered, page: 2, pageSize: 5 } });
    reloadOrRestore(flow, 'x', () => EMPTY_INSTITUTION_FILTER);
    await waitFor(() => expect(flow.$state.get().status).toBe('done'));
    expect(flow.$state.get().filter).toEqual(remembered);
    // At the remembered page (a reloaded browser tab), not page 1.
    expect([flow.$state.get().page, flow.$state.get().pageSize]).toEqual([2, 5]);
    expect(calls.map((call) => [call.from, call.to])).toEqual([[5, 10]]);
    expect(flow.$state.get().rows.every((row) => row.country === country)).toBe(true);
    expect(calls.map((call) => call.filter)).toEqual([remembered]);
  });

  it('with :reload but no search at all falls back like a first opening', async () => {
    reloadOrRestore(flow, '3', () => EMPTY_INSTITUTION_FILTER);
    await waitFor(() => expect(flow.$state.get().status).toBe('done'));
    expect(flow.$state.get().filter).toEqual(EMPTY_INSTITUTION_FILTER);
    expect(calls).toHaveLength(1);
  });

  it("leaves a refused search to the client's 'Failed' popup (nothing thrown)", async () => {
    reloadOrRestore(refused, undefined, () => EMPTY_FRIEND_FILTER);
    await waitFor(() => expect(refused.$state.get().status).toBe('failed'));
    expect($popups.get().map((popup) => [popup.title, popup.message])).toEqual([[messages.titleFailed, messages.signInRequired]]);
  });
});
