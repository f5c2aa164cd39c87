import { useEffect, useState } from 'react';
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

export interface UseFindMapOptions {
  /** The area whose remembered view tab becomes the map (D). */
  area: ViewArea;
  /** Loads the records of the current search, once on mount; null when there is nothing to load (no map data). */
  load: () => Promise<MapRecord[]> | null;
  /** The map's route: where a detail's back action returns. */
  mapRoute: string;
  /** The detail route of a record's legal id. */
  detailRoute: (legalFk: number) => string;
}

/**
 * The core of a find screen's map view: remembers the map as the area's view tab, loads the records
 * once (loading → done, or failed), and opens a record's detail remembering that it came from the map.
 */
export function useFindMap({ area, load, mapRoute, detailRoute }: UseFindMapOptions): FindMapController {
  const { navigate, href } = useNavigation();
  const [status, setStatus] = useState<FindMapStatus>('loading');
  const [records, setRecords] = useState<MapRecord[]>([]);

  useEffect(() => {
    setViewTab('D', area);
    const loading = load();
    if (!loading) {
      setStatus('done');
      return undefined;
    }
    let live = true;
    loading.then(
      (loaded) => {
        if (!live) return;
        setRecords(loaded);
        setStatus('done');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
    // Once per mount: the search shown when the map opened.
  }, []);

  return {
    status,
    records,
    detailHref: (record) => href(detailRoute(record.legalFk ?? 0)),
    openDetail: (record) => {
      setDetailOrigin(mapRoute);
      navigate(detailRoute(record.legalFk ?? 0));
    },
  };
}
