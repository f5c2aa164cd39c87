import { useEffect, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { setDetailOrigin, setViewTab, type institutions, type ViewArea } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';

type MapRecord = institutions.MapRecord;

export type FindMapStatus = 'loading' | 'done' | 'failed';

export interface FindMapController {
  status: FindMapStatus;
  /** Every tier's records of the search's map. */
  records: MapRecord[];
  detailHref: (record: MapRecord) => string;
  openDetail: (record: MapRecord) => void;
}

export interface UseFindMapOptions<F> {
  /** The area whose remembered view tab becomes the map (D). */
  area: ViewArea;
  /** The search the map shows, read once on mount; null when there is none (no map data). */
  search: F | null;
  /** Loads the records of a search. */
  load: (search: F) => Promise<MapRecord[]>;
  /** The map's route: where a detail's back action returns. */
  mapRoute: string;
  /** The detail route of a record's legal id. */
  detailRoute: (legalFk: number) => string;
}

/**
 * The core of a find screen's map view: remembers the map as the area's view tab, loads the records
 * once (loading → done, or failed), and opens a record's detail remembering that it came from the map.
 */
export function useFindMap<F>({ area, search, load, mapRoute, detailRoute }: UseFindMapOptions<F>): FindMapController {
  const { navigate, href } = useNavigation();
  // Once per mount: the search shown when the map opened.
  const [shown] = useState(search);
  const query = useQuery(shown === null ? null : `${area}/map/${JSON.stringify(shown)}`, () => load(shown!));
  useEffect(() => setViewTab('D', area), [area]);

  return {
    status: shown === null ? 'done' : query.status === 'failed' ? 'failed' : query.status === 'done' ? 'done' : 'loading',
    records: query.data ?? [],
    detailHref: (record) => href(detailRoute(record.legalFk ?? 0)),
    openDetail: (record) => {
      setDetailOrigin(mapRoute);
      navigate(detailRoute(record.legalFk ?? 0));
    },
  };
}
