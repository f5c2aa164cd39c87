import { describe, expect, it } from 'vitest';
import type { CountryCities } from './lookups.js';
import { centreKey, placeHint, placeKey } from './place-names.js';
import { resolveCity } from './resolve-city.js';
import { suggestion } from './row-reader.js';

describe('place names', () => {
  it('compare without case, accents, apostrophes or punctuation, and with St/Saint, Mt/Mount, Ft/Fort as one word', () => {
    expect(placeKey('Reykjavík')).toBe(placeKey('REYKJAVIK'));
    expect(placeKey('Brasília')).toBe('brasilia');
    expect(placeKey("St. John's")).toBe('st johns');
    expect(placeKey('Saint-Étienne')).toBe('st etienne');
    expect(placeKey('Mount Lawley')).toBe(placeKey('Mt Lawley'));
    expect(placeKey('Fort Worth')).toBe('ft worth');
  });

  it('drop a centre word only when there is one', () => {
    expect(centreKey(placeKey('Darwin City'))).toBe('darwin');
    expect(centreKey(placeKey('Sydney CBD'))).toBe('sydney');
    expect(centreKey(placeKey('City of Perth'))).toBe('perth');
    expect(centreKey(placeKey('Darwin'))).toBeNull();
    expect(centreKey('city')).toBeNull();
  });

  it('hint with the list’s own spelling, never a wrong city for a missing accent, and every name equally close', () => {
    const canada = ['Provost', 'Prévost', 'Montréal', 'Québec'];
    // The old hint compared "prevosst" with "prévost" letter by letter and offered another town.
    expect(suggestion('Prevost', canada)).toBe('; did you mean "Provost"?');
    expect(placeHint('Prevosst', canada)).toBe('; did you mean "Prévost"?');
    expect(placeHint('Montreall', canada)).toBe('; did you mean "Montréal"?');
    expect(placeHint('Richmund', ['Richmond', 'Richmond', 'Redmond'])).toBe('; did you mean "Richmond"?');
    expect(placeHint('Bath', ['Beth', 'Both', 'Bat'])).toBe('; did you mean "Beth" or "Both" or "Bat"?');
    expect(placeHint('Zzyzx', canada)).toBe('');
  });
});

describe('resolveCity', () => {
  const ref = (id: number, name: string, stateId: number, latitude = 0, longitude = 0) => ({ id, name, stateId, latitude, longitude });
  const cities = [ref(1, 'St Ives', 1, -33.73, 151.16), ref(2, 'Saint Ives', 1, -33.7, 151.2), ref(3, 'Perth', 2, -31.95, 115.86), ref(4, 'Perth', 3, -41.57, 147.17)];
  const country: CountryCities = {
    cities,
    byKey: new Map([
      ['st ives', [cities[0]!, cities[1]!]],
      ['perth', [cities[2]!, cities[3]!]],
    ]),
    states: [
      { id: 1, name: 'New South Wales', code: 'NSW' },
      { id: 2, name: 'Western Australia', code: 'WA' },
      { id: 3, name: 'Tasmania', code: 'TAS' },
    ],
  };
  const ask = (city: string, state: string | null = null, point: { latitude: number; longitude: number } | null = null) =>
    resolveCity(country, { country: 'Australia', city, state, point, postcode: null });

  it('tells same-key cities of one state apart by the exact spelling, else asks for coordinates', () => {
    expect(ask('Saint Ives')).toEqual({ city: cities[1], warnings: [] });
    expect(ask('ST IVES')).toEqual({ city: cities[0], warnings: [] });
    expect(ask('St. Ives')).toEqual({ error: 'city "St. Ives" names several cities of Australia: add the latitude and longitude' });
  });

  it('finds the state by code or by name without accents or case, and names the states of a shared name', () => {
    expect(ask('perth', 'western australia')).toEqual({ city: cities[2], warnings: [] });
    expect(ask('Perth', 'tas')).toEqual({ city: cities[3], warnings: [] });
    expect(ask('Perth')).toEqual({ error: 'city "Perth" exists in several states of Australia (TAS, WA): add the state' });
    expect(ask('Perth', 'Tasmnia')).toEqual({ error: 'state "Tasmnia" not found in Australia; did you mean "Tasmania"?' });
    expect(ask('Perth', null, { latitude: -41.5, longitude: 147.1 })).toEqual({
      city: cities[3],
      warnings: ['city "Perth" exists in several states of Australia (TAS, WA): took the one in TAS, nearest the given coordinates'],
    });
  });

  it('places a suburb at the nearest city within 50 km only', () => {
    expect(ask('Lindfield', 'NSW', { latitude: -33.77, longitude: 151.17 })).toEqual({
      city: cities[0],
      warnings: ['city "Lindfield" is not in the city list of New South Wales, Australia: placed at the nearest known city, "St Ives" (NSW), 4.5 km from the given coordinates'],
    });
    expect(ask('Outback', 'NSW', { latitude: -31, longitude: 145 })).toEqual({
      error: 'city "Outback" not found in New South Wales, Australia, and the nearest known city to the given coordinates, "St Ives", is 653 km away (more than 50 km): check the coordinates',
    });
  });
});
