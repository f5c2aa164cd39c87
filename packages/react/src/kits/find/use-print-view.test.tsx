import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { $popups, institutionDetailPrint, institutionMessages, messages } from '@studyatlas/core';
import { usePrintView } from './use-print-view.js';
import { deferred, twoInstitutions, type NamedInstitution } from '../../../test/institutions.js';

const MISSING = 999_999;

let first: NamedInstitution;
let second: NamedInstitution;
beforeAll(async () => {
  [first, second] = await twoInstitutions();
});

describe('usePrintView', () => {
  it('is closed until opened; opening loads the print data (busy meanwhile) and Close closes it', async () => {
    const load = vi.fn((legalFk: number) => institutionDetailPrint(legalFk));
    const { result } = renderHook(() => usePrintView(() => load(first.legalFk), [first.legalFk]));
    expect(result.current.print).toBeNull();
    expect(result.current.printBusy).toBe(false);
    expect(load).not.toHaveBeenCalled();

    let opening!: Promise<void>;
    act(() => {
      opening = result.current.openPrint();
    });
    expect(result.current.printBusy).toBe(true);
    await act(() => opening);
    expect(result.current.printBusy).toBe(false);
    expect(result.current.print?.legalFk).toBe(first.legalFk);
    expect(result.current.print?.name).toBe(first.name);
    expect(load).toHaveBeenCalledTimes(1);

    act(() => result.current.closePrint());
    expect(result.current.print).toBeNull();
  });

  it('loads once at a time: opening again while it loads does nothing', async () => {
    const slow = deferred();
    const load = vi.fn(() => slow.gate.then(() => institutionDetailPrint(first.legalFk)));
    const { result } = renderHook(() => usePrintView(load, [first.legalFk]));
    let opening!: Promise<void>;
    act(() => {
      opening = result.current.openPrint();
    });
    await act(() => result.current.openPrint());
    expect(load).toHaveBeenCalledTimes(1);
    slow.open();
    await act(() => opening);
    expect(result.current.print?.legalFk).toBe(first.legalFk);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stays closed on a refusal of the server, which the client's 'Failed' popup shows", async () => {
    const { result } = renderHook(() => usePrintView(() => institutionDetailPrint(MISSING), [MISSING]));
    await act(() => result.current.openPrint());
    expect(result.current.print).toBeNull();
    expect(result.current.printBusy).toBe(false);
    expect($popups.get().map((popup) => [popup.title, popup.message])).toEqual([[messages.titleFailed, institutionMessages.instNotFound]]);
  });

  it('throws on any other failure, and is no longer busy', async () => {
    const { result } = renderHook(() =>
      usePrintView(async () => {
        const print = await institutionDetailPrint(first.legalFk);
        return JSON.parse(print.name) as unknown;
      }, [first.legalFk]),
    );
    await act(() => expect(result.current.openPrint()).rejects.toThrow(SyntaxError));
    expect(result.current.printBusy).toBe(false);
    expect(result.current.print).toBeNull();
  });

  it('closes when the deps change (another detail)', async () => {
    const { result, rerender } = renderHook(({ id }) => usePrintView(() => institutionDetailPrint(id), [id]), { initialProps: { id: first.legalFk } });
    await act(() => result.current.openPrint());
    expect(result.current.print?.legalFk).toBe(first.legalFk);
    rerender({ id: second.legalFk });
    expect(result.current.print).toBeNull();
    await act(() => result.current.openPrint());
    expect(result.current.print?.legalFk).toBe(second.legalFk);
  });
});
