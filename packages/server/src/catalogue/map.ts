import type { institutions } from '@studyatlas/core/contracts';
import type { CampusRow } from './campuses.js';

type MapRecord = institutions.MapRecord;

/**
 * Where a continent cluster sits. Continents carry no coordinates in the geography registry, and an
 * average of country positions goes wrong across the antimeridian (Oceania), so the six regions have
 * fixed centres; an unknown region falls back to the mean of its campuses.
 */
export const CONTINENT_CENTRES: Readonly<Record<string, { lat: number; lng: number }>> = {
  Africa: { lat: 2, lng: 20 },
  Americas: { lat: 15, lng: -85 },
  Asia: { lat: 34, lng: 100 },
  Europe: { lat: 50, lng: 15 },
  Oceania: { lat: -25, lng: 140 },
  Polar: { lat: -80, lng: 0 },
};

const collator = new Intl.Collator('en', { sensitivity: 'base' });

const mean = (rows: readonly CampusRow[]) => ({
  lat: rows.reduce((sum, r) => sum + r.latitude, 0) / rows.length,
  lng: rows.reduce((sum, r) => sum + r.longitude, 0) / rows.length,
});

function groupBy(rows: readonly CampusRow[], key: (row: CampusRow) => string): Map<string, CampusRow[]> {
  const groups = new Map<string, CampusRow[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function cluster(
  iconType: MapRecord['iconType'],
  rows: CampusRow[],
  name: string,
  place: { country: string | null; state: string | null },
  position: { lat: number; lng: number },
): MapRecord {
  const first = rows[0]!;
  return {
    iconType,
    continent: first.continent,
    country: place.country,
    state: place.state,
    city: null,
    position,
    locationCount: rows.length,
    legalFk: null,
    locationFk: null,
    name,
    address: null,
    phone: null,
    webAddress: null,
    linkStatus: false,
  };
}

const byName = (a: MapRecord, b: MapRecord) => collator.compare(a.name, b.name) || (a.locationFk ?? 0) - (b.locationFk ?? 0);

/**
 * The map records of a set of campuses, every tier at once (the map picks one per zoom level):
 * ICON1 one cluster per continent, ICON2 per country (at the country's registry position), ICON3
 * per state (at the state's position, or the mean of its campuses when the registry has none),
 * ICON4 one record per campus. Clusters carry the number of campuses in them.
 */
export function mapRecords(campuses: readonly CampusRow[]): MapRecord[] {
  const continents = [...groupBy(campuses, (r) => r.continent)].map(([continent, rows]) =>
    cluster('ICON1', rows, continent, { country: null, state: null }, CONTINENT_CENTRES[continent] ?? mean(rows)),
  );
  const countries = [...groupBy(campuses, (r) => `${r.continent}\u0000${r.country}`).values()].map((rows) => {
    const { country, countryLatitude, countryLongitude } = rows[0]!;
    return cluster('ICON2', rows, country, { country, state: null }, { lat: countryLatitude, lng: countryLongitude });
  });
  const states = [...groupBy(campuses, (r) => `${r.country}\u0000${r.state}`).values()].map((rows) => {
    const { country, state, stateLatitude, stateLongitude } = rows[0]!;
    const position = stateLatitude !== null && stateLongitude !== null ? { lat: stateLatitude, lng: stateLongitude } : mean(rows);
    return cluster('ICON3', rows, state, { country, state }, position);
  });
  const locations = campuses.map(
    (r): MapRecord => ({
      iconType: 'ICON4',
      continent: r.continent,
      country: r.country,
      state: r.state,
      city: r.city,
      position: { lat: r.latitude, lng: r.longitude },
      locationCount: 1,
      legalFk: r.legalFk,
      locationFk: r.locationFk,
      name: r.name,
      address: r.address,
      phone: r.phone,
      webAddress: r.webAddress,
      linkStatus: true,
      ...(r.approximate ? { approximate: true } : {}),
    }),
  );
  return [...continents.sort(byName), ...countries.sort(byName), ...states.sort(byName), ...locations.sort(byName)];
}
