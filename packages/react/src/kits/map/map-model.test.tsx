import { describe, expect, it } from 'vitest';
import type { MapRecord } from '@studyatlas/core';
import { clusterTarget, clusterView, initialView, mapDataMissing, markerLabel, nextTier, popupFields, recordsAtZoom } from './map-model.js';
import { institutionRoute } from '../../navigation/routes/institutions.js';

const record = (iconType: MapRecord['iconType'], overrides: Partial<MapRecord> = {}): MapRecord => ({
  iconType,
  continent: 'Europe',
  country: iconType === 'ICON1' ? null : 'France',
  state: iconType === 'ICON1' || iconType === 'ICON2' ? null : 'Île-de-France',
  city: iconType === 'ICON4' ? 'Paris' : null,
  position: { lat: 48.85, lng: 2.35 },
  locationCount: iconType === 'ICON4' ? 1 : 12,
  legalFk: iconType === 'ICON4' ? 7 : null,
  locationFk: iconType === 'ICON4' ? 70 : null,
  name: { ICON1: 'Europe', ICON2: 'France', ICON3: 'Île-de-France', ICON4: 'Université de Paris' }[iconType],
  address: iconType === 'ICON4' ? '1 Rue de la Paix' : null,
  phone: iconType === 'ICON4' ? '+33 1 00 00 00 00' : null,
  webAddress: iconType === 'ICON4' ? 'www.example.fr' : null,
  linkStatus: iconType === 'ICON4',
  ...overrides,
});

const all = [record('ICON1'), record('ICON2'), record('ICON3'), record('ICON4')];

describe('map model (discovery §4, §9)', () => {
  it('shows the tier of each zoom level: 3 continents, 5 countries, 6–9 states, 8–11 locations (finest wins)', () => {
    const tierAt = (zoom: number) => recordsAtZoom(all, zoom).map((r) => r.iconType);
    expect(tierAt(3)).toEqual(['ICON1']);
    expect(tierAt(5)).toEqual(['ICON2']);
    expect(tierAt(7)).toEqual(['ICON3']);
    expect(tierAt(8)).toEqual(['ICON4']);
    expect(tierAt(11)).toEqual(['ICON4']);
  });

  it('zooms a clicked cluster in to the next tier around it', () => {
    expect(nextTier('ICON1')).toBe('ICON2');
    expect(nextTier('ICON4')).toBe('ICON4');
    expect(clusterTarget(record('ICON1'))).toEqual({ lat: 48.85, lng: 2.35, zoom: 5 });
    expect(clusterTarget(record('ICON2')).zoom).toBe(7);
    expect(clusterTarget(record('ICON3')).zoom).toBe(10);
  });

  it('starts at the coarsest tier with records, or the route’s tier', () => {
    expect(initialView(all)).toEqual({ bounds: [[48.85, 2.35], [48.85, 2.35]], minZoom: 2, maxZoom: 3 });
    expect(initialView(all, 'ICON4')).toMatchObject({ minZoom: 8, maxZoom: 10 });
    expect(initialView([record('ICON3'), record('ICON4')])).toMatchObject({ minZoom: 6, maxZoom: 7 });
    expect(initialView([])).toBeNull();
  });

  it('frames every marker of the tier, not their average', () => {
    const sydney = { ...record('ICON1'), position: { lat: -33.87, lng: 151.21 } };
    const toronto = { ...record('ICON1'), position: { lat: 43.65, lng: -79.38 } };
    expect(initialView([sydney, toronto])?.bounds).toEqual([
      [-33.87, -79.38],
      [43.65, 151.21],
    ]);
  });

  it('labels clusters with their count and fills location popups', () => {
    expect(markerLabel(record('ICON2'))).toBe('France: 12 locations');
    expect(markerLabel(record('ICON4'))).toBe('Université de Paris');
    expect(popupFields(record('ICON4'))).toEqual([
      { label: 'Address', value: '1 Rue de la Paix, Paris, Île-de-France, France' },
      { label: 'Phone', value: '+33 1 00 00 00 00' },
      { label: 'Web', value: 'www.example.fr', href: 'https://www.example.fr' },
    ]);
    expect(popupFields(record('ICON4', { address: null, phone: '', webAddress: null, city: null, state: null, country: null }))).toEqual([]);
  });

  it('says a campus placed at its state’s centre is approximate (issue 25)', () => {
    expect(popupFields(record('ICON4', { approximate: true, phone: null, webAddress: null }))).toEqual([
      { label: 'Address', value: '1 Rue de la Paix, Paris, Île-de-France, France' },
      { label: 'Position', value: 'Approximate: shown at the centre of Île-de-France' },
    ]);
  });

  it('knows when there is no map data', () => {
    expect(mapDataMissing(null)).toBe(true);
    expect(mapDataMissing([])).toBe(true);
    expect(mapDataMissing(all)).toBe(false);
  });
});

describe('institutionRoute', () => {
  it('parses the institution routes', () => {
    expect(institutionRoute('/')).toEqual({ screen: 'start' });
    expect(institutionRoute('/findInst/list')).toEqual({ screen: 'list', reload: undefined });
    expect(institutionRoute('/findInst/list/0.42?bar')).toEqual({ screen: 'list', reload: '0.42' });
    expect(institutionRoute('/findInst/map')).toEqual({ screen: 'map', mapType: undefined });
    expect(institutionRoute('/findInst/map/ICON3')).toEqual({ screen: 'map', mapType: 'ICON3' });
    expect(institutionRoute('/instdetail/12')).toEqual({ screen: 'detail', legalFk: 12 });
    expect(institutionRoute('/instdetail/abc')).toEqual({ screen: 'elsewhere' });
    expect(institutionRoute('/findCourse/list')).toEqual({ screen: 'elsewhere' });
  });

  it('frames a clicked cluster around the next tier\'s records inside it, up to that tier\'s initial zoom', () => {
    const lyon = record('ICON4', { locationFk: 71, state: 'Auvergne-Rhône-Alpes', position: { lat: 45.76, lng: 4.84 } });
    const paris = record('ICON4', { locationFk: 70, position: { lat: 48.85, lng: 2.35 } });
    const versailles = record('ICON4', { locationFk: 72, position: { lat: 48.8, lng: 2.13 } });
    const berlin = record('ICON4', { locationFk: 73, country: 'Germany', state: 'Berlin', position: { lat: 52.52, lng: 13.4 } });
    const records = [record('ICON3'), lyon, paris, versailles, berlin];
    expect(clusterView(records, record('ICON3'))).toEqual({ bounds: [[48.8, 2.13], [48.85, 2.35]], minZoom: 8, maxZoom: 10 });
    const france = record('ICON2');
    const states = [record('ICON3'), record('ICON3', { state: 'Occitanie', position: { lat: 43.6, lng: 1.44 } }), record('ICON3', { country: 'Spain', position: { lat: 40.4, lng: -3.7 } })];
    expect(clusterView(states, france)).toEqual({ bounds: [[43.6, 1.44], [48.85, 2.35]], minZoom: 6, maxZoom: 7 });
    expect(clusterView([berlin], record('ICON3'))).toBeNull();
  });
});
