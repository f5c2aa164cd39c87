import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  $detailOrigin,
  EMPTY_INSTITUTION_FILTER,
  getClient,
  instituteFilter,
  institutionDetail,
  institutionMessages,
  institutions,
  setDetailOrigin,
  type InstDetail,
} from '@studyatlas/core';
import { StudyAtlasProvider } from '../../provider.js';
import { useDetailBack } from '../../navigation/detail-back.js';
import { apiBase } from '../../../test/render.js';
import { useDetailLoad } from './use-detail-load.js';

const MISSING = 999_999;

/** Two institutions of the test catalogue, read through the API. */
let first: { legalFk: number; name: string };
let second: { legalFk: number; name: string };
beforeAll(async () => {
  const reply = await getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER, 0, 2) });
  [first, second] = reply.rows.map((row) => ({ legalFk: row.legalFk, name: row.name })) as [typeof first, typeof second];
});

afterEach(() => setDetailOrigin(null));

function deferred() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

const loadInstitution = (legalFk: number) => () => institutionDetail(legalFk, { quiet: true });

describe('useDetailLoad', () => {
  it('starts loading, then holds the loaded detail', async () => {
    const { result } = renderHook(() => useDetailLoad(loadInstitution(first.legalFk), [first.legalFk]));
    expect(result.current).toMatchObject({ status: 'loading', error: null, data: null });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.error).toBeNull();
    expect(result.current.data?.legalFk).toBe(first.legalFk);
    expect(result.current.data?.name).toBe(first.name);
  });

  it("says the server's message when the detail is not found, and loads again when the deps change", async () => {
    const { result, rerender } = renderHook(({ id }) => useDetailLoad(loadInstitution(id), [id]), { initialProps: { id: MISSING } });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe(institutionMessages.instNotFound);
    expect(result.current.error).toBe('The institution was not found.');
    expect(result.current.data).toBeNull();

    rerender({ id: first.legalFk });
    expect(result.current).toMatchObject({ status: 'loading', error: null, data: null });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.data?.name).toBe(first.name);
  });

  it('clears the shown detail while the next one loads, unless told to keep it; a failure clears it either way', async () => {
    const { result, rerender } = renderHook(({ id }) => useDetailLoad(loadInstitution(id), [id], { keepWhileLoading: true }), {
      initialProps: { id: first.legalFk },
    });
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

    const plain = renderHook(({ id }) => useDetailLoad(loadInstitution(id), [id]), { initialProps: { id: first.legalFk } });
    await waitFor(() => expect(plain.result.current.status).toBe('done'));
    plain.rerender({ id: second.legalFk });
    expect(plain.result.current).toMatchObject({ status: 'loading', data: null });
  });

  it('drops an answer that comes after the next load started', async () => {
    const slow = deferred();
    const load = (id: number) => () => (id === first.legalFk ? slow.gate.then(() => institutionDetail(id, { quiet: true })) : institutionDetail(id, { quiet: true }));
    const { result, rerender } = renderHook(({ id }) => useDetailLoad(load(id), [id]), { initialProps: { id: first.legalFk } });
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
      useDetailLoad(async () => {
        const detail = await institutionDetail(first.legalFk, { quiet: true });
        return (detail.campuses as InstDetail['campuses'])[9_999]!.name;
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatch(/^TypeError: /);
    expect(result.current.data).toBeNull();
  });

  it('changes the loaded data in place with setData; an update that returns the same data keeps it', async () => {
    const { result } = renderHook(() => useDetailLoad(loadInstitution(first.legalFk), [first.legalFk]));
    await waitFor(() => expect(result.current.status).toBe('done'));
    const loaded = result.current.data!;

    act(() => result.current.setData((current) => (current ? { ...current, name: 'Renamed' } : current)));
    expect(result.current.data?.name).toBe('Renamed');
    expect(result.current.data?.legalFk).toBe(first.legalFk);
    expect(result.current.status).toBe('done');
    expect(loaded.name).toBe(first.name);

    const shown = result.current.data;
    act(() => result.current.setData((current) => current));
    expect(result.current.data).toBe(shown);
    expect(result.current.status).toBe('done');

    act(() => result.current.setData(() => null));
    expect(result.current.data).toBeNull();
    expect(result.current.status).toBe('done');
  });
});

describe("a detail's back action (useDetailBack, beside the load)", () => {
  const withProvider =
    (props: { navigate?: (to: string) => void }) =>
    ({ children }: { children: ReactNode }) => (
      <StudyAtlasProvider apiBase={apiBase()} {...props}>
        {children}
      </StudyAtlasProvider>
    );

  it('returns to the list the detail was opened from, and forgets it', () => {
    const navigate = vi.fn<(to: string) => void>();
    setDetailOrigin('/findInst/list');
    const { result } = renderHook(() => useDetailBack(), { wrapper: withProvider({ navigate }) });
    expect(result.current.canGoBack).toBe(true);
    act(() => result.current.back());
    expect(navigate).toHaveBeenCalledWith('/findInst/list');
    expect($detailOrigin.get()).toBeNull();
  });

  it("goes back in the browser's history when the host routes and the detail was opened directly", () => {
    const navigate = vi.fn<(to: string) => void>();
    const historyBack = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const { result } = renderHook(() => useDetailBack(), { wrapper: withProvider({ navigate }) });
    expect(result.current.canGoBack).toBe(true);
    act(() => result.current.back());
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    historyBack.mockRestore();
  });

  it('offers no back inside a widget (in-memory routes) opened directly; a replacement action always wins', () => {
    const { result } = renderHook(() => useDetailBack(), { wrapper: withProvider({}) });
    expect(result.current.canGoBack).toBe(false);

    const navigate = vi.fn<(to: string) => void>();
    const onBack = vi.fn();
    setDetailOrigin('/findagent/map');
    const replaced = renderHook(() => useDetailBack(onBack), { wrapper: withProvider({ navigate }) });
    expect(replaced.result.current.canGoBack).toBe(true);
    act(() => replaced.result.current.back());
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect($detailOrigin.get()).toBe('/findagent/map');
  });
});
