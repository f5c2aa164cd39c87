/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): exact enough for "within N km" on any database. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Latitude/longitude bounds of every point within `km` of `centre`; longitude null when the box would wrap. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lng: { min: number; max: number } | null;
}

/**
 * The box around a circle, for a plain indexed range filter in SQL before the exact haversine in
 * JavaScript. It always contains the circle; near a pole or across the antimeridian the longitude
 * range is dropped (null) rather than split, which only widens the prefilter.
 */
export function boundingBox(centre: Point, km: number): BoundingBox {
  const dLat = km / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, centre.latitude - dLat);
  const maxLat = Math.min(90, centre.latitude + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89.9) return { minLat, maxLat, lng: null };
  const dLng = km / (KM_PER_DEGREE_LAT * Math.cos(radians(widest)));
  const min = centre.longitude - dLng;
  const max = centre.longitude + dLng;
  if (dLng >= 180 || min < -180 || max > 180) return { minLat, maxLat, lng: null };
  return { minLat, maxLat, lng: { min, max } };
}
