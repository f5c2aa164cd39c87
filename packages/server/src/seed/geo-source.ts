import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CitiesTable, ContinentsTable, CountriesTable, StatesTable } from '../db/schema/reference.js';

/**
 * Reads the geography of @countrystatecity/countries (ODbL-1.0) straight from its JSON files at run
 * time: nothing is bundled, the ids are the registry's own. Layout of dist/data:
 * regions.json (continents), countries.json, `<Country>-<ISO2>/states.json` and
 * `<Country>-<ISO2>/<State>-<code>/cities.json`.
 */

export type GeoScope = 'full' | 'sample';

/** Where 'sample' loads cities: the main study destinations and student source countries. */
export const SAMPLE_CITY_COUNTRIES = ['AU', 'GB', 'US', 'CA', 'NZ', 'IE', 'DE', 'FR', 'NL', 'IN', 'CN', 'NP'] as const;

let cachedDir: string | undefined;

/** The registry's data folder, resolved through its package exports ("./data/*"). */
export function geoDataDir(): string {
  cachedDir ??= path.dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'));
  return cachedDir;
}

interface RawCountry {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
  phonecode: string;
  currency: string;
  nationality: string;
  emoji: string;
  region_id: number | null;
  latitude: string;
  longitude: string;
}
interface RawState {
  id: number;
  name: string;
  country_id: number;
  iso2: string | null;
  latitude: string | null;
  longitude: string | null;
}
interface RawCity {
  id: number;
  name: string;
  state_id: number;
  country_id: number;
  latitude: string;
  longitude: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const coordinate = (value: string | null): number | null => (value == null || value === '' ? null : Number(value));

export function readContinents(): ContinentsTable[] {
  return readJson<Array<{ id: number; name: string }>>(path.join(geoDataDir(), 'regions.json')).map(({ id, name }) => ({ id, name }));
}

export function readCountries(): CountriesTable[] {
  return readJson<RawCountry[]>(path.join(geoDataDir(), 'countries.json')).map((c) => ({
    id: c.id,
    continent_id: c.region_id ?? null,
    name: c.name,
    iso2: c.iso2,
    iso3: c.iso3,
    phone_code: c.phonecode,
    currency: c.currency,
    nationality: c.nationality,
    emoji: c.emoji,
    latitude: Number(c.latitude),
    longitude: Number(c.longitude),
  }));
}

/** The per-country folders, keyed by ISO2 (some small territories have none: no states, no cities). */
function countryFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const entry of readdirSync(geoDataDir(), { withFileTypes: true })) {
    const iso2 = entry.isDirectory() ? /-([A-Z]{2})$/.exec(entry.name)?.[1] : undefined;
    if (iso2) folders.set(iso2, path.join(geoDataDir(), entry.name));
  }
  return folders;
}

export function readStates(): StatesTable[] {
  const states: StatesTable[] = [];
  for (const folder of countryFolders().values()) {
    for (const s of readJson<RawState[]>(path.join(folder, 'states.json'))) {
      states.push({
        id: s.id,
        country_id: s.country_id,
        name: s.name,
        code: s.iso2 ?? '',
        latitude: coordinate(s.latitude),
        longitude: coordinate(s.longitude),
      });
    }
  }
  return states.sort((a, b) => a.id - b.id);
}

/** Cities of the given countries (ISO2), in id order. */
export function readCities(iso2s: Iterable<string>): CitiesTable[] {
  const folders = countryFolders();
  const cities: CitiesTable[] = [];
  for (const iso2 of iso2s) {
    const folder = folders.get(iso2);
    if (!folder) continue;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name, 'cities.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      for (const c of readJson<RawCity[]>(file)) {
        cities.push({
          id: c.id,
          state_id: c.state_id,
          country_id: c.country_id,
          name: c.name,
          latitude: Number(c.latitude),
          longitude: Number(c.longitude),
        });
      }
    }
  }
  return cities.sort((a, b) => a.id - b.id);
}

/** ISO2 codes whose cities a scope loads. */
export function cityCountries(scope: GeoScope, countries: readonly CountriesTable[]): string[] {
  return scope === 'full' ? countries.map((c) => c.iso2) : [...SAMPLE_CITY_COUNTRIES];
}
