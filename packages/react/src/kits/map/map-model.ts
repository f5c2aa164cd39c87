import { MAP_ICON_TYPES, MAP_ZOOM_LEVELS, format, mapTierForZoom, type MapIconType } from '@studyatlas/core';
import type { MapRecord } from '@studyatlas/core';
import { institutionLabels as t } from '@studyatlas/core';

/**
 * The map's pure parts (discovery §3 "Map records", §4, §9): which records a zoom level shows, where
 * a cluster click zooms to, the markers' text and the popups' fields. No Leaflet here.
 */

/** Continents sit at zoom 3 (discovery §9); a map too small to show them all may zoom out one more. */
export const MAP_MIN_ZOOM = MAP_ZOOM_LEVELS.ICON1.min - 1;
export const MAP_MAX_ZOOM = MAP_ZOOM_LEVELS.ICON4.max;

/** The records a zoom level shows: those of its tier. */
export const recordsAtZoom = (records: readonly MapRecord[], zoom: number): MapRecord[] => {
  const tier = mapTierForZoom(zoom);
  return records.filter((record) => record.iconType === tier);
};

/** The tier after `tier` (ICON4 stays ICON4). */
export const nextTier = (tier: MapIconType): MapIconType => MAP_ICON_TYPES[Math.min(MAP_ICON_TYPES.indexOf(tier) + 1, MAP_ICON_TYPES.length - 1)]!;

/** Where clicking a cluster takes the map: its position, at the next tier's first zoom level. */
export const clusterTarget = (record: MapRecord): { lat: number; lng: number; zoom: number } => ({
  ...record.position,
  zoom: MAP_ZOOM_LEVELS[nextTier(record.iconType)].initial,
});

/** The records of the next tier inside a cluster: its continent, and its country and state when it has them. */
export function clusterChildren(records: readonly MapRecord[], cluster: MapRecord): MapRecord[] {
  const tier = nextTier(cluster.iconType);
  return records.filter(
    (record) =>
      record.iconType === tier &&
      record.continent === cluster.continent &&
      (cluster.country === null || record.country === cluster.country) &&
      (cluster.state === null || record.state === cluster.state),
  );
}

/**
 * Where clicking a cluster takes the map: framing the next tier's records inside it (so none sits at
 * the edge), between that tier's first and initial zoom levels; the cluster's own position when the map has none of them.
 */
export function clusterView(records: readonly MapRecord[], cluster: MapRecord): InitialView | null {
  const children = clusterChildren(records, cluster);
  if (children.length === 0) return null;
  const range = MAP_ZOOM_LEVELS[nextTier(cluster.iconType)];
  return { bounds: boundsOf(children), minZoom: range.min, maxZoom: range.initial };
}

const boundsOf = (shown: readonly MapRecord[]): InitialView['bounds'] => {
  const lats = shown.map((record) => record.position.lat);
  const lngs = shown.map((record) => record.position.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
};

export interface InitialView {
  /** South-west and north-east corners of the tier's markers. */
  bounds: [[number, number], [number, number]];
  /** The zoom range the view may take: the tier's own (continents may zoom out to fit a small map). */
  minZoom: number;
  maxZoom: number;
}

/**
 * The first view: a route's tier (`/findInst/map/ICON2`) or the coarsest tier with records, framing
 * all of its markers. The map picks the zoom that fits them within the tier's range.
 */
export function initialView(records: readonly MapRecord[], tier?: MapIconType): InitialView | null {
  const wanted = tier ?? MAP_ICON_TYPES.find((candidate) => records.some((record) => record.iconType === candidate));
  const shown = records.filter((record) => record.iconType === wanted);
  if (!wanted || shown.length === 0) return null;
  const range = MAP_ZOOM_LEVELS[wanted];
  return {
    bounds: boundsOf(shown),
    minZoom: wanted === 'ICON1' ? MAP_MIN_ZOOM : range.min,
    maxZoom: range.initial,
  };
}

export const isCluster = (record: MapRecord): boolean => record.iconType !== 'ICON4';

/** The accessible name of a marker: a cluster's place and count, or a location's name. */
export const markerLabel = (record: MapRecord): string =>
  isCluster(record)
    ? format(record.locationCount === 1 ? t.clusterLabelOne : t.clusterLabel, { name: record.name, count: record.locationCount })
    : record.name;

/** A stable key per record (for tests and for diffing). */
export const recordKey = (record: MapRecord): string =>
  `${record.iconType}:${record.locationFk ?? [record.continent, record.country ?? '', record.state ?? ''].join('/')}`;

export interface PopupField {
  label: string;
  value: string;
  /** A link for the web address. */
  href?: string;
}

/** The fields of a location's popup: address, phone and web address, when present. */
export function popupFields(record: MapRecord): PopupField[] {
  const fields: PopupField[] = [];
  const address = [record.address, record.city, record.state, record.country].filter((part) => part && part.trim() !== '').join(', ');
  if (address) fields.push({ label: t.address, value: address });
  if (record.approximate) fields.push({ label: t.position, value: format(t.approximatePosition, { area: record.state ?? record.country ?? record.continent }) });
  if (record.phone) fields.push({ label: t.phone, value: record.phone });
  if (record.webAddress) {
    const href = /^https?:\/\//i.test(record.webAddress) ? record.webAddress : `https://${record.webAddress}`;
    fields.push({ label: t.web, value: record.webAddress, href });
  }
  return fields;
}

/** True when there is nothing to put on the map. */
export const mapDataMissing = (records: readonly MapRecord[] | null | undefined): boolean =>
  !records || !records.some((record) => Number.isFinite(record.position.lat) && Number.isFinite(record.position.lng));

/** An institution's campuses as location records (ICON4), for a map of the institution alone. */
export function campusRecords(detail: {
  legalFk: number;
  name: string;
  webAddress: string | null;
  campuses: readonly { locationFk: number; name: string; address: string; city: string; state: string; country: string; latitude: number; longitude: number; phone: string | null }[];
}): MapRecord[] {
  return detail.campuses
    .filter((campus) => Number.isFinite(campus.latitude) && Number.isFinite(campus.longitude))
    .map((campus) => ({
      iconType: 'ICON4',
      continent: '',
      country: campus.country,
      state: campus.state,
      city: campus.city,
      position: { lat: campus.latitude, lng: campus.longitude },
      locationCount: 1,
      legalFk: detail.legalFk,
      locationFk: campus.locationFk,
      name: campus.name === detail.name ? detail.name : `${detail.name} – ${campus.name}`,
      address: campus.address,
      phone: campus.phone,
      webAddress: detail.webAddress,
      linkStatus: false,
    }));
}
