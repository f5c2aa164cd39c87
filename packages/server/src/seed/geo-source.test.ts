import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityCountries, geoDataDir, readCities, readContinents, readCountries, readStates, SAMPLE_CITY_COUNTRIES } from './geo-source.js';

describe('geo source', () => {
  it('finds the registry’s data folder at run time', () => {
    expect(existsSync(path.join(geoDataDir(), 'countries.json'))).toBe(true);
  });

  it('reads continents, countries and states with numeric coordinates', () => {
    expect(readContinents().map((c) => c.name)).toEqual(['Africa', 'Americas', 'Asia', 'Europe', 'Oceania', 'Polar']);
    const countries = readCountries();
    const nz = countries.find((c) => c.iso2 === 'NZ');
    expect(nz).toMatchObject({ name: 'New Zealand', iso3: 'NZL', currency: 'NZD', phone_code: '64', continent_id: 5 });
    expect(typeof nz?.latitude).toBe('number');
    const victoria = readStates().find((s) => s.name === 'Victoria' && s.country_id === 14);
    expect(victoria).toMatchObject({ code: 'VIC' });
  });

  it('reads the cities of the given countries only', () => {
    const cities = readCities(['NZ']);
    expect(cities).toHaveLength(160);
    expect(new Set(cities.map((c) => c.country_id))).toEqual(new Set([158]));
    const auckland = cities.find((c) => c.name === 'Auckland');
    expect(auckland?.latitude).toBeCloseTo(-36.85, 2);
    expect(auckland?.longitude).toBeCloseTo(174.76, 2);
  });

  it('chooses the countries whose cities a scope loads', () => {
    const countries = readCountries();
    expect(cityCountries('sample', countries)).toEqual([...SAMPLE_CITY_COUNTRIES]);
    expect(cityCountries('full', countries)).toHaveLength(250);
  });
});
