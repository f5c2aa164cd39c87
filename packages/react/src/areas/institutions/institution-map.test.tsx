import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { $rememberedSearches, $detailOrigin, $searchView, getClient, institutions, institutionMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { EMPTY_INSTITUTION_FILTER, instituteFilter, institutionSearch, type MapRecord } from '@studyatlas/core';
import { InstitutionMap } from './institution-map.js';
import { LEAFLET_STYLE_ID } from '../../kits/map/load-leaflet.js';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => institutionSearch.clear());

const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const markers = () => [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
const markerOf = (record: MapRecord) =>
  markers().find((marker) => marker.getAttribute('aria-label') === (record.iconType === 'ICON4' ? record.name : `${record.name}: ${record.locationCount} locations`));

describe('InstitutionMap', () => {
  it('shows continent clusters with their counts, zooms tier by tier on a click and opens a location popup — without tiles', async () => {
    const { records } = await getClient().call(institutions.searchMapDataByInstLoc, { body: instituteFilter(EMPTY_INSTITUTION_FILTER) });
    const tier = (type: string) => records.filter((record) => record.iconType === type);
    const { navigate } = renderWithProvider(<InstitutionMap tileUrl={UNREACHABLE_TILES} />);

    await waitFor(() => expect(document.querySelectorAll('.sa-map-cluster').length).toBe(tier('ICON1').length));
    expect($searchView.get().tab).toBe('D');
    expect(document.getElementById(LEAFLET_STYLE_ID)?.textContent).toContain('.leaflet-container');
    expect([...document.querySelectorAll('.sa-map-cluster')].map((c) => Number(c.textContent)).sort()).toEqual(
      tier('ICON1').map((record) => record.locationCount).sort(),
    );
    const total = tier('ICON1').reduce((sum, record) => sum + record.locationCount, 0);
    expect(total).toBe(tier('ICON4').length);

    // Continent → its countries (zoom 5).
    const continent = tier('ICON1').sort((a, b) => b.locationCount - a.locationCount)[0]!;
    fireEvent.click(markerOf(continent)!);
    const country = tier('ICON2').find((record) => record.continent === continent.continent)!;
    await waitFor(() => expect(markerOf(country)?.textContent).toBe(String(country.locationCount)));
    expect(document.querySelector('.sa-map-cluster--icon1')).toBeNull();

    // Country → its states (zoom 7) → its locations (zoom 10).
    fireEvent.click(markerOf(country)!);
    const state = tier('ICON3').find((record) => record.country === country.country)!;
    await waitFor(() => expect(markerOf(state)?.textContent).toBe(String(state.locationCount)));
    fireEvent.click(markerOf(state)!);
    const location = tier('ICON4').find((record) => record.country === state.country && record.state === state.state)!;
    await waitFor(() => expect(markerOf(location)).toBeTruthy());
    expect(document.querySelector('.sa-map-cluster')).toBeNull();

    fireEvent.click(markerOf(location)!);
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.sa-map-popup')!);
    expect(popup.querySelector('.sa-map-popup-name')!.textContent).toBe(location.name);
    if (location.address) expect(popup.textContent).toContain(location.address);
    if (location.phone) expect(popup.textContent).toContain(location.phone);
    if (location.webAddress) expect(popup.textContent).toContain(location.webAddress);
    const detail = popup.querySelector<HTMLAnchorElement>('.sa-map-popup-detail')!;
    expect(detail.getAttribute('href')).toBe(`/instdetail/${location.legalFk}`);
    fireEvent.click(detail);
    expect(navigate).toHaveBeenLastCalledWith(`/instdetail/${location.legalFk}`);
    expect($detailOrigin.get()).toBe('/findInst/map');
  });

  it('starts at the tier of the route (mapType)', async () => {
    const { records } = await getClient().call(institutions.searchMapDataByInstLoc, { body: instituteFilter(EMPTY_INSTITUTION_FILTER) });
    renderWithProvider(<InstitutionMap mapType="ICON4" tileUrl={UNREACHABLE_TILES} />);
    await waitFor(() => expect(document.querySelectorAll('.sa-map-pin').length).toBe(records.filter((r) => r.iconType === 'ICON4').length));
  });

  it("says 'Map data not available…' when the search has no locations", async () => {
    await institutionSearch.search({ ...EMPTY_INSTITUTION_FILTER, searchKey: 'zzzz no such institution' });
    renderWithProvider(<InstitutionMap tileUrl={UNREACHABLE_TILES} />);
    expect(await screen.findByText(institutionMessages.mapDataNotAvailable)).toBeTruthy();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('takes its tiles from the provider\'s mapTiles: with none, the markers stand on a plain background', async () => {
    renderWithProvider(<InstitutionMap />, { mapTiles: { url: '' } });
    await waitFor(() => expect(document.querySelectorAll('.sa-map-cluster').length).toBeGreaterThan(0));
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(document.querySelector('.sa-find-map')!.classList.contains('sa-find-map--plain')).toBe(true);
    expect(document.querySelector('.sa-find-map-canvas')!.classList.contains('leaflet-container')).toBe(true);
  });

  it('asks the provider\'s tile server for tiles when one is set', async () => {
    renderWithProvider(<InstitutionMap />, { mapTiles: { url: UNREACHABLE_TILES, attribution: 'Test tiles' } });
    await waitFor(() => expect(document.querySelector<HTMLImageElement>('.leaflet-tile-pane img')?.src).toMatch(/^http:\/\/127\.0\.0\.1:9\//));
    expect(document.querySelector('.leaflet-control-attribution')?.textContent).toContain('Test tiles');
    expect(document.querySelector('.sa-find-map')!.classList.contains('sa-find-map--plain')).toBe(false);
  });
});
