import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  institutionDetail,
  institutionMessages,
  loadPassportTab,
  refreshQueries,
  savePassport,
  signIn,
  signOut,
  type InstDetail,
} from '@studyatlas/core';
import { verifiedMember } from '../../test/members.js';
import { useQuery } from './use-query.js';
import { deferred, twoInstitutions, type NamedInstitution } from '../../test/institutions.js';

const MISSING = 999_999;

let first: NamedInstitution;
let second: NamedInstitution;
beforeAll(async () => {
  [first, second] = await twoInstitutions();
});

const keyOf = (legalFk: number) => `institutions/detail/${legalFk}`;
const loadInstitution = (legalFk: number) => () => institutionDetail(legalFk, { quiet: true });
const useInstitution = (id: number, keepWhileLoading = false) => useQuery(keyOf(id), loadInstitution(id), { keepWhileLoading });

describe('useQuery: one loading and one error state', () => {
  it('starts loading, then holds the loaded data', async () => {
    const { result } = renderHook(() => useInstitution(first.legalFk));
    expect(result.current).toMatchObject({ status: 'loading', loading: true, error: null, data: null });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.error).toBeNull();
    expect(result.current.loading).toBe(false);
    expect(result.current.data?.legalFk).toBe(first.legalFk);
    expect(result.current.data?.name).toBe(first.name);
  });

  it("says the server's message when the data is not found, and loads again when the key changes", async () => {
    const { result, rerender } = renderHook(({ id }) => useInstitution(id), { initialProps: { id: MISSING } });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe(institutionMessages.instNotFound);
    expect(result.current.error).toBe('The institution was not found.');
    expect(result.current.data).toBeNull();

    rerender({ id: first.legalFk });
    expect(result.current).toMatchObject({ status: 'loading', error: null, data: null });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data?.name).toBe(first.name);
  });

  it('clears the shown data while the next key loads, unless told to keep it; a failure clears it either way', async () => {
    const { result, rerender } = renderHook(({ id }) => useInstitution(id, true), { initialProps: { id: first.legalFk } });
    await waitFor(() => expect(result.current.status).toBe('done'));

    rerender({ id: second.legalFk });
    expect(result.current.status).toBe('loading');
    expect(result.current.data?.name).toBe(first.name);
    await waitFor(() => expect(result.current.data?.name).toBe(second.name));
    expect(result.current.status).toBe('done');

    rerender({ id: MISSING });
    expect(result.current.data?.name).toBe(second.name);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBe(institutionMessages.instNotFound);

    // (Other keys than the ones above: those are cached now, and answered at once.)
    const plain = renderHook(({ id }) => useQuery(`plain/${id}`, loadInstitution(id)), { initialProps: { id: first.legalFk } });
    await waitFor(() => expect(plain.result.current.status).toBe('done'));
    plain.rerender({ id: second.legalFk });
    expect(plain.result.current).toMatchObject({ status: 'loading', data: null });
  });

  it('drops an answer that comes after the next key started loading', async () => {
    const slow = deferred();
    const load = (id: number) => () => (id === first.legalFk ? slow.gate.then(() => institutionDetail(id, { quiet: true })) : institutionDetail(id, { quiet: true }));
    const { result, rerender } = renderHook(({ id }) => useQuery(`slow/${id}`, load(id)), { initialProps: { id: first.legalFk } });
    rerender({ id: second.legalFk });
    await waitFor(() => expect(result.current.data?.name).toBe(second.name));

    slow.open();
    // The first detail still arrives from the server, but nobody shows it any more.
    await act(() => institutionDetail(first.legalFk, { quiet: true }).then(() => slow.gate));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('done');
    expect(result.current.data?.name).toBe(second.name);
  });

  it('shows a failure that is not a refusal of the server as its text', async () => {
    const { result } = renderHook(() =>
      useQuery('broken', async () => {
        const detail = await institutionDetail(first.legalFk, { quiet: true });
        return (detail.campuses as InstDetail['campuses'])[9_999]!.name;
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatch(/^TypeError: /);
    expect(result.current.data).toBeNull();
  });

  it('changes the cached data in place with setData: every screen showing the key follows', async () => {
    const one = renderHook(() => useInstitution(first.legalFk));
    const two = renderHook(() => useInstitution(first.legalFk));
    await waitFor(() => expect(one.result.current.status).toBe('done'));
    await waitFor(() => expect(two.result.current.status).toBe('done'));
    const loaded = one.result.current.data!;

    act(() => one.result.current.setData((current) => (current ? { ...current, name: 'Renamed' } : current)));
    expect(one.result.current.data?.name).toBe('Renamed');
    expect(two.result.current.data?.name).toBe('Renamed');
    expect(one.result.current.data?.legalFk).toBe(first.legalFk);
    expect(one.result.current.status).toBe('done');
    expect(loaded.name).toBe(first.name);
  });

  it('asks nothing without a key', () => {
    const load = vi.fn(loadInstitution(first.legalFk));
    const { result } = renderHook(() => useQuery(null, load));
    expect(result.current).toMatchObject({ status: 'idle', loading: false, data: null, error: null });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useQuery: deduplication', () => {
  it('makes one call for screens asking for the same key together, and none for one opened just after', async () => {
    const load = vi.fn(loadInstitution(first.legalFk));
    const a = renderHook(() => useQuery(keyOf(first.legalFk), load));
    const b = renderHook(() => useQuery(keyOf(first.legalFk), load));
    await waitFor(() => expect(a.result.current.data?.name).toBe(first.name));
    await waitFor(() => expect(b.result.current.data?.name).toBe(first.name));
    expect(load).toHaveBeenCalledTimes(1);

    a.unmount();
    const c = renderHook(() => useQuery(keyOf(first.legalFk), load));
    await waitFor(() => expect(c.result.current.data?.name).toBe(first.name));
    expect(c.result.current.status).toBe('done');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for another key', async () => {
    const load = vi.fn((id: number) => institutionDetail(id, { quiet: true }));
    const { result, rerender } = renderHook(({ id }) => useQuery(keyOf(id), () => load(id)), { initialProps: { id: first.legalFk } });
    await waitFor(() => expect(result.current.data?.name).toBe(first.name));
    rerender({ id: second.legalFk });
    await waitFor(() => expect(result.current.data?.name).toBe(second.name));
    expect(load.mock.calls).toEqual([[first.legalFk], [second.legalFk]]);
  });
});

describe('useQuery: member data, saves and the change of member', () => {
  const usePassports = () => useQuery('profile/passport', () => loadPassportTab({ quiet: true }), { audience: 'member' });

  it("after a save, refreshQueries asks again and shows the saved row; the list stays shown meanwhile", async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { result } = renderHook(usePassports);
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data?.passports).toEqual([]);
    const country = result.current.data!.countries[0]!;

    await savePassport({ countryFk: country.id, passportType: 'A', passportNo: '', issueDate: '', expiryDate: '', issuingAuthority: '' });
    // The cache does not know of the save until it is told.
    expect(result.current.data?.passports).toEqual([]);
    act(() => refreshQueries('profile'));
    expect(result.current.status).toBe('done');
    expect(result.current.data?.passports).toEqual([]);
    await waitFor(() => expect(result.current.data?.passports).toHaveLength(1));
    expect(result.current.data?.passports[0]).toMatchObject({ countryFk: country.id, countryName: country.name, passportType: 'A' });
  });

  it("loads the next member's own data when another member signs in, and nothing once signed out", async () => {
    const [one, two] = await Promise.all([verifiedMember(), verifiedMember()]);
    await signIn(one.email, one.password);
    const { countries } = await loadPassportTab();
    await savePassport({ countryFk: countries[0]!.id, passportType: 'A', passportNo: '', issueDate: '', expiryDate: '', issuingAuthority: '' });

    const load = vi.fn(() => loadPassportTab({ quiet: true }));
    const { result } = renderHook(() => useQuery('profile/passport', load, { audience: 'member' }));
    await waitFor(() => expect(result.current.data?.passports).toHaveLength(1));

    await act(() => signIn(two.email, two.password));
    // Never the first member's passport for the second, not even while the second's loads.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data?.passports).toEqual([]);

    await act(() => signOut());
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.data).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);

    // The first member again: their data is asked for afresh (it was forgotten at the sign-out).
    await act(() => signIn(one.email, one.password));
    await waitFor(() => expect(result.current.data?.passports).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('useQuery: a save and the screens opened after it', () => {
  /** A record on a pretend server: its version goes up with each save. */
  function record() {
    const state = { version: 1, gate: null as ReturnType<typeof deferred> | null };
    const load = vi.fn(async () => {
      const version = state.version;
      await state.gate?.gate;
      return { version };
    });
    return { state, load };
  }
  /** Every data a hook was rendered with, in order. */
  const seen = (history: Array<{ version: number } | null>) => history.filter((data) => data !== null).map((data) => data!.version);

  it('a screen opened after a save (its store long stopped) never starts from the answer before the save', async () => {
    const { state, load } = record();
    const first = renderHook(() => useQuery('test/record', load));
    await waitFor(() => expect(first.result.current.data).toEqual({ version: 1 }));
    first.unmount();
    // nanostores stops an unlistened store a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    state.version = 2;
    refreshQueries('test');
    const history: Array<{ version: number } | null> = [];
    const later = renderHook(() => {
      const query = useQuery('test/record', load);
      history.push(query.data);
      return query;
    });
    expect(later.result.current.status).toBe('loading');
    await waitFor(() => expect(later.result.current.data).toEqual({ version: 2 }));
    expect(seen(history)).not.toContain(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a screen opened just after a save (its store not yet stopped) starts from the saved data', async () => {
    const { state, load } = record();
    const first = renderHook(() => useQuery('test/record', load));
    await waitFor(() => expect(first.result.current.data).toEqual({ version: 1 }));
    first.unmount();
    state.version = 2;
    act(() => refreshQueries('test'));
    const history: Array<{ version: number } | null> = [];
    const later = renderHook(() => {
      const query = useQuery('test/record', load);
      history.push(query.data);
      return query;
    });
    await waitFor(() => expect(later.result.current.data).toEqual({ version: 2 }));
    expect(seen(history)).not.toContain(1);
  });

  it('an answer on its way when the save happened is asked for again', async () => {
    const { state, load } = record();
    state.gate = deferred();
    const screen = renderHook(() => useQuery('test/record', load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The save lands while the first answer (version 1) is on its way.
    state.version = 2;
    act(() => refreshQueries('test'));
    const gate = state.gate;
    state.gate = null;
    gate.open();
    await waitFor(() => expect(screen.result.current.data).toEqual({ version: 2 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a mounted screen keeps its data while the saved data loads, and shows no loader', async () => {
    const { state, load } = record();
    const screen = renderHook(() => useQuery('test/record', load));
    await waitFor(() => expect(screen.result.current.data).toEqual({ version: 1 }));
    state.version = 2;
    state.gate = deferred();
    act(() => refreshQueries('test'));
    expect(screen.result.current).toMatchObject({ status: 'done', loading: false, refreshing: true, data: { version: 1 } });
    act(() => state.gate!.open());
    await waitFor(() => expect(screen.result.current.data).toEqual({ version: 2 }));
    expect(screen.result.current.refreshing).toBe(false);
  });
});
