import { searchKeyOf } from '@studyatlas/core';
import { distance } from './row-reader.js';

/**
 * How the importer compares place names: case, accents, apostrophes and punctuation do not count
 * ("Reykjavik" = "Reykjavík", "ST. JOHN'S" = "St. John's"), and "Saint"/"St", "Mount"/"Mt",
 * "Fort"/"Ft" are the same word ("Saint Ives" = "St Ives").
 */
const SAME_WORDS: Readonly<Record<string, string>> = { saint: 'st', mount: 'mt', fort: 'ft' };

export function placeKey(name: string): string {
  return searchKeyOf(name)
    .split(' ')
    .map((word) => SAME_WORDS[word] ?? word)
    .join(' ');
}

/** Words that name a city's centre rather than another place: "Darwin City", "Sydney CBD", "City of Perth". */
const CENTRE_SUFFIX = / (city|cbd|central|centre|center|city centre|city center|downtown)$/;
const CENTRE_PREFIX = /^city of /;

/** The key without a centre word, or null when there is none to drop. */
export function centreKey(key: string): string | null {
  const stripped = key.replace(CENTRE_SUFFIX, '').replace(CENTRE_PREFIX, '');
  return stripped !== key && stripped !== '' ? stripped : null;
}


/**
 * '; did you mean "X"?' with the list's own spelling, comparing place keys (so a missing accent is no
 * typo and never tips the hint to another place); when several names are equally close they are all
 * given ('did you mean "A" or "B"?'), so the hint never picks one of them at random. '' when none is close.
 */
export function placeHint(given: string, known: Iterable<string>): string {
  const key = placeKey(given);
  const limit = Math.max(2, Math.floor(key.length / 4));
  let best: string[] = [];
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(key, placeKey(name));
    if (d > limit || d > bestDistance) continue;
    if (d < bestDistance) [best, bestDistance] = [[], d];
    if (!best.includes(name)) best.push(name);
  }
  if (!best.length || best.length > 3) return '';
  return `; did you mean ${best.map((name) => JSON.stringify(name)).join(' or ')}?`;
}

/** Great-circle distance in km. */
export function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point nearest to `from`, with its distance in km. */
export function nearest<T extends { latitude: number; longitude: number }>(from: { latitude: number; longitude: number }, points: Iterable<T>): { point: T; km: number } | null {
  let best: { point: T; km: number } | null = null;
  for (const point of points) {
    const km = kmBetween(from, point);
    if (!best || km < best.km) best = { point, km };
  }
  return best;
}
