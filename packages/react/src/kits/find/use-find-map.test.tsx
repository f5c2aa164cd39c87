import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  $detailOrigin,
  $searchView,
  EMPTY_FRIEND_FILTER,
  EMPTY_INSTITUTION_FILTER,
  friendFilter,
  friends,
  getClient,
  institutionMapData,
  setDetailOrigin,
  setViewTab,
  type MapRecord,
} from '@studyatlas/core';
import { StudyAtlasProvider } from '../../provider.js';
import { apiBase } from '../../../test/render.js';
import { INSTITUTION_MAP_ROUTE, institutionDetailRoute } from '../../navigation/routes/institutions.js';
import { AGENT_MAP_ROUTE, agentDetailRoute } from '../../navigation/routes/agents.js';
import { useFindMap } from './use-find-map.js';

let records: MapRecord[];
beforeAll(async () => {
  records = (await institutionMapData(EMPTY_INSTITUTION_FILTER)).records;
});

afterEach(() => {
  setViewTab('L', 'institutions');
  setViewTab('L', 'agents');
  setDetailOrigin(null);
});

/** The map of a search (`null`: none) whose records `load` gives. */
function setup(load: () => Promise<MapRecord[]>, area: 'institutions' | 'agents' = 'institutions', search: object | null = EMPTY_INSTITUTION_FILTER) {
  const navigate = vi.fn<(to: string) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StudyAtlasProvider apiBase={apiBase()} navigate={navigate} href={(to) => `/portal${to}`}>
      {children}
    </StudyAtlasProvider>
  );
  const mapRoute = area === 'agents' ? AGENT_MAP_ROUTE : INSTITUTION_MAP_ROUTE;
  const detailRoute = area === 'agents' ? agentDetailRoute : institutionDetailRoute;
  const hook = renderHook(() => useFindMap({ area, search, load, mapRoute, detailRoute }), { wrapper });
  return { ...hook, navigate };
}

describe('useFindMap', () => {
  it("loads the search's map records once (loading → done) and remembers the map as the area's view tab", async () => {
    const load = vi.fn(() => institutionMapData(EMPTY_INSTITUTION_FILTER).then((reply) => reply.records));
    const { result, rerender } = setup(load);
    expect(result.current.status).toBe('loading');
    expect(result.current.records).toEqual([]);
    expect($searchView.get().tabs).toEqual({ institutions: 'D', agents: 'L' });

    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.records).toEqual(records);
    expect(result.current.records.map((record) => record.iconType)).toContain('ICON4');
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("links a record to its detail through the host's href, and opens it remembering the map as the origin", async () => {
    const { result, navigate } = setup(() => Promise.resolve(records), 'agents');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect($searchView.get().tabs.agents).toBe('D');
    const location = records.find((record) => record.iconType === 'ICON4' && record.legalFk)!;
    expect(result.current.detailHref(location)).toBe(`/portal/agentdetail/${location.legalFk}`);
    // A cluster has no legal id: its link falls back to 0.
    const cluster = records.find((record) => record.iconType === 'ICON1')!;
    expect(cluster.legalFk).toBeNull();
    expect(result.current.detailHref(cluster)).toBe('/portal/agentdetail/0');

    act(() => result.current.openDetail(location));
    expect(navigate).toHaveBeenCalledWith(`/agentdetail/${location.legalFk}`);
    expect($detailOrigin.get()).toBe('/findagent/map');
  });

  it('is done with no records at once when there is nothing to load', async () => {
    const load = vi.fn(() => Promise.resolve(records));
    const { result } = setup(load, 'institutions', null);
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.records).toEqual([]);
    expect($searchView.get().tabs.institutions).toBe('D');
    expect(load).not.toHaveBeenCalled();
  });

  it('is failed when the records cannot be loaded', async () => {
    // A call the server refuses (the friend search, signed out) in place of the map data.
    const { result } = setup(() =>
      getClient()
        .call(friends.friendSearchData, { body: friendFilter(EMPTY_FRIEND_FILTER, 0, 1) }, { quiet: true })
        .then(() => records),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.records).toEqual([]);
  });
});
