import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { $detailOrigin, setDetailOrigin } from '@studyatlas/core';
import { StudyAtlasProvider } from '../provider.js';
import { apiBase } from '../../test/render.js';
import { useDetailBack } from './detail-back.js';

afterEach(() => setDetailOrigin(null));

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
