import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from './gazetteer.js';
import { placeInStates } from './gazetteer-states.js';
import { GAZETTEER_ID_BASE, type CountryCities } from './lookups.js';
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
  const ref = (id: number, name: string, stateId: number, latitude = 0, longitude = 0) => ({ id, name, stateId, latitude, longitude, approximate: false });
  const cities = [ref(1, 'St Ives', 1, -33.73, 151.16), ref(2, 'Saint Ives', 1, -33.7, 151.2), ref(3, 'Perth', 2, -31.95, 115.86), ref(4, 'Perth', 3, -41.57, 147.17), ref(5, 'Toowoomba', 4, -27.56, 151.95)];
  const states = [
    { id: 1, name: 'New South Wales', code: 'NSW', latitude: -31.9, longitude: 147.3 },
    { id: 2, name: 'Western Australia', code: 'WA', latitude: -27.7, longitude: 121.6 },
    { id: 3, name: 'Tasmania', code: 'TAS', latitude: -42, longitude: 146.6 },
    { id: 4, name: 'Queensland', code: 'QLD', latitude: -20.9, longitude: 142.7 },
  ];
  /** GeoNames lines as cities500 has them (fields 0–14), admin1 01 = NSW, 08 = WA, 06 = TAS, 04 = QLD. */
  const place = (id: number, name: string, alternates: string, lat: number, lng: number, admin1: string, population: number, code = 'PPL'): GazetteerPlace => ({
    geonameId: id,
    name,
    keys: [...new Set([name, ...alternates.split(',').filter(Boolean)].map(placeKey))],
    latitude: lat,
    longitude: lng,
    admin1,
    population,
    capital: code === 'PPLC',
  });
  const gazetteerPlaces = [
    place(2063523, 'Perth', '', -31.95224, 115.8614, '08', 1_896_548, 'PPLA'),
    place(2153778, 'Perth', '', -41.57231, 147.17096, '06', 2_000),
    place(2149645, 'St Ives', 'Saint Ives', -33.73, 151.16, '01', 17_000),
    place(2146268, 'Toowoomba', '', -27.56056, 151.95386, '04', 125_339),
    place(6931015, 'Kelvin Grove', '', -27.44819, 153.01337, '04', 7_766),
    place(2172517, 'Brisbane', 'Brisbane City', -27.46794, 153.02809, '04', 2_514_184, 'PPLA'),
  ];
  const country: CountryCities = {
    country: { id: 14, iso2: 'AU', name: 'Australia', latitude: -27, longitude: 133 },
    cities,
    byKey: new Map([
      ['st ives', [cities[0]!, cities[1]!]],
      ['perth', [cities[2]!, cities[3]!]],
      ['toowoomba', [cities[4]!]],
    ]),
    states,
    gazetteer: () => placeInStates(gazetteerPlaces, country),
  };
  const ask = (city: string, state: string | null = null, point: { latitude: number; longitude: number } | null = null, postcode: string | null = null) =>
    resolveCity(country, { country: 'Australia', city, state, point, postcode });

  it('tells same-key cities of one state apart by the exact spelling, then by population', () => {
    expect(ask('Saint Ives')).toEqual({ city: cities[1], warnings: [] });
    expect(ask('ST IVES')).toEqual({ city: cities[0], warnings: [] });
    expect(ask('St. Ives')).toEqual({
      city: cities[0],
      warnings: ['city "St. Ives" names several cities of Australia: took the one in NSW, the largest (population 17,000) (add the latitude and longitude to choose another)'],
    });
  });

  it('finds the state by code or by name, and settles a shared name by state, then coordinates, then population', () => {
    expect(ask('perth', 'western australia')).toEqual({ city: cities[2], warnings: [] });
    expect(ask('Perth', 'tas')).toEqual({ city: cities[3], warnings: [] });
    expect(ask('Perth', null, { latitude: -41.5, longitude: 147.1 })).toEqual({
      city: cities[3],
      warnings: ['city "Perth" exists in several states of Australia (TAS, WA): took the one in TAS, nearest the given coordinates'],
    });
    expect(ask('Perth')).toEqual({
      city: cities[2],
      warnings: ['city "Perth" exists in several states of Australia (TAS, WA): took the one in WA, the largest (population 1,896,548) (add the state to choose another)'],
    });
    expect(ask('Perth', 'Tasmnia')).toMatchObject({
      city: cities[2],
      warnings: ['state "Tasmnia" not found in Australia; did you mean "Tasmania"?: the city was looked for in the whole country', expect.stringContaining('took the one in WA')],
    });
  });

  it('adds a place the city list lacks from the gazetteer, under its state, reading a state written after the name', () => {
    expect(ask('KELVIN GROVE QLD')).toEqual({
      add: { id: GAZETTEER_ID_BASE + 6931015, name: 'Kelvin Grove', stateId: 4, latitude: -27.44819, longitude: 153.01337, approximate: false },
      warnings: [
        'city "KELVIN GROVE QLD" read as "kelvin grove" in Queensland',
        'city "KELVIN GROVE QLD" is not in the city list of Queensland, Australia: added from the GeoNames gazetteer as "Kelvin Grove" (QLD)',
      ],
    });
    expect(ask('Brisbane CBD', 'QLD')).toMatchObject({ add: { name: 'Brisbane', stateId: 4 } });
  });

  it('places a suburb at the nearest city within 50 km, farther at its own coordinates', () => {
    expect(ask('Lindfield', 'NSW', { latitude: -33.77, longitude: 151.17 })).toEqual({
      city: cities[0],
      warnings: ['city "Lindfield" is not in the city list of New South Wales, Australia: placed at the nearest known city, "St Ives" (NSW), 4.5 km from the given coordinates'],
    });
    expect(ask('Outback', 'NSW', { latitude: -31, longitude: 145 })).toEqual({
      add: { name: 'Outback', stateId: 1, latitude: -31, longitude: 145, approximate: false },
      warnings: ['city "Outback" is not in the city list or the gazetteer of New South Wales, Australia: added under New South Wales at the given coordinates'],
    });
  });

  it('lands a locality nobody knows at its state’s centre, approximate, saying what would place it exactly', () => {
    expect(ask('ST LUCIA', 'QLD', null, '4067')).toEqual({
      add: { name: 'ST LUCIA', stateId: 4, latitude: -20.9, longitude: 142.7, approximate: true },
      warnings: [
        'city "ST LUCIA" is not in the city list or the gazetteer of Queensland, Australia: placed at the centre of Queensland and marked approximate; the gazetteer has no postcodes, so postcode 4067 cannot place it; give latitude and longitude to place it exactly',
      ],
    });
  });
});
