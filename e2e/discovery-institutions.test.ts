import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { format, institutionLabels as t, messages, institutionMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { institutionsApi, mapRecordsApi, searchPanelLabels, type MapRecordData } from './support/catalogue.js';

/** A cluster's accessible name, as the map writes it. */
const clusterName = (record: MapRecordData) =>
  format(record.locationCount === 1 ? t.clusterLabelOne : t.clusterLabel, { name: record.name, count: record.locationCount });

/** Of `records`, the one nearest to `from` (the map centres on a cluster when it opens the next tier). */
function nearest(records: MapRecordData[], from: Pick<MapRecordData, 'position' | 'name'>): MapRecordData {
  const distance = (record: MapRecordData) =>
    (record.position.lat - from.position.lat) ** 2 + (record.position.lng - from.position.lng) ** 2;
  const found = [...records].sort((a, b) => distance(a) - distance(b))[0];
  if (!found) throw new Error(`Nothing on the map below ${from.name}`);
  return found;
}

/** A Leaflet marker by its accessible name (a cluster's place and count, or a location's name). */
const marker = (map: Locator, name: string) => map.locator(`.leaflet-marker-icon[aria-label="${name.replace(/"/g, '\\"')}"]`);

/**
 * A click on a marker. A marker partly outside the map's box cannot take a pointer click at its
 * centre (in the 960 × 480 portal map the first view cuts Europe's cluster at the top edge): then the
 * click is dispatched on the marker itself, as a click on its visible part would. (Enter on a focused
 * cluster does nothing yet: only location pins answer the keyboard.)
 */
async function activate(target: Locator): Promise<void> {
  try {
    await target.click({ trial: true, timeout: 1500 });
  } catch {
    await target.dispatchEvent('click');
    return;
  }
  await target.click();
}

const shownTiers = (map: Locator) =>
  map.locator('.leaflet-marker-icon').evaluateAll((icons) => [...new Set(icons.map((icon) => icon.getAttribute('data-record')?.split(':')[0]))].sort());

describe.skipIf(!chromiumAvailable())('institutions in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();
  let total: number;
  let records: MapRecordData[];

  beforeAll(async () => {
    total = (await institutionsApi(suite.portal().url)).total;
    records = (await mapRecordsApi(suite.portal().url)).records;
  });

  async function openMapFromList(page: Page): Promise<Locator> {
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tab', { name: searchPanelLabels.tabs.I, exact: true }).click();
    await page.getByRole('search', { name: t.searchTitle }).getByRole('button', { name: t.search, exact: true }).click();
    await page.waitForURL('**/findInst/list**');
    await text(page, format(t.resultsTotal, { total })).waitFor();
    expect(await page.locator('li.sa-find-row').count()).toBeGreaterThan(0);

    const view = page.getByRole('group', { name: t.viewMenu });
    expect(await view.getByRole('button', { name: t.viewList }).getAttribute('aria-pressed')).toBe('true');
    await view.getByRole('button', { name: t.viewMap }).click();
    await page.waitForURL('**/findInst/map**');
    const map = page.getByRole('region', { name: t.mapLabel });
    await map.waitFor();
    return map;
  }

  it('list → map → clusters by tier → a location popup → detail → expand all → print view', async () => {
    const page = await suite.openPage();
    // No tiles reachable (as offline): markers, clusters and popups must work without them.
    const tileRequests: string[] = [];
    await page.route(/tile\.openstreetmap\.org/, (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.addInitScript(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed++;
      };
    });
    const map = await openMapFromList(page);

    // ICON1: one cluster per continent with its location count.
    const continents = records.filter((record) => record.iconType === 'ICON1');
    expect(continents.length).toBeGreaterThan(0);
    for (const continent of continents) await marker(map, clusterName(continent)).waitFor();
    // The place data's credit (GeoNames, CC BY 4.0) beside the tiles'.
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('Places © GeoNames (CC BY 4.0)');
    expect(await shownTiers(map)).toEqual(['ICON1']);
    // The first view centres on the continents (zoom 3 may not hold them all): open the central one.
    const centre = {
      name: 'the first view',
      position: {
        lat: continents.reduce((sum, record) => sum + record.position.lat, 0) / continents.length,
        lng: continents.reduce((sum, record) => sum + record.position.lng, 0) / continents.length,
      },
    };
    const continent = nearest(continents, centre);

    // ICON2: the continent's countries.
    await activate(marker(map, clusterName(continent)));
    const countries = records.filter((record) => record.iconType === 'ICON2' && record.continent === continent.continent);
    const country = nearest(countries, continent);
    await marker(map, clusterName(country)).waitFor();
    expect(await shownTiers(map)).toEqual(['ICON2']);
    expect(countries.reduce((sum, record) => sum + record.locationCount, 0)).toBe(continent.locationCount);

    // ICON3: the country's states.
    await activate(marker(map, clusterName(country)));
    const states = records.filter((record) => record.iconType === 'ICON3' && record.country === country.country);
    const state = nearest(states, country);
    await marker(map, clusterName(state)).waitFor();
    expect(await shownTiers(map)).toEqual(['ICON3']);

    // ICON4: the state's locations, each a pin with a popup.
    await activate(marker(map, clusterName(state)));
    const locations = records.filter(
      (record) => record.iconType === 'ICON4' && record.country === state.country && record.state === state.state && record.legalFk !== null,
    );
    const location = nearest(locations, state);
    const pin = map.locator(`.leaflet-marker-icon[data-record="ICON4:${location.locationFk}"]`);
    await pin.waitFor();
    // The state's locations are framed: every pin of them stands inside the map, clear of its edges.
    const frame = (await map.boundingBox())!;
    for (const shown of locations) {
      const box = await map.locator(`.leaflet-marker-icon[data-record="ICON4:${shown.locationFk}"]`).boundingBox();
      expect(box, shown.name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(frame.x + 8);
      expect(box!.y).toBeGreaterThanOrEqual(frame.y + 8);
      expect(box!.x + box!.width).toBeLessThanOrEqual(frame.x + frame.width - 8);
      expect(box!.y + box!.height).toBeLessThanOrEqual(frame.y + frame.height - 8);
    }
    expect(await pin.getAttribute('aria-label')).toBe(location.name);
    expect(await shownTiers(map)).toEqual(['ICON4']);
    await activate(pin);
    const popup = map.locator('.leaflet-popup .sa-map-popup');
    await popup.waitFor();
    expect(await popup.locator('.sa-map-popup-name').textContent()).toBe(location.name);
    const popupText = (await popup.textContent())!;
    expect(popupText).toContain(location.address!);
    if (location.phone) expect(popupText).toContain(location.phone);
    if (location.webAddress) expect(await popup.getByRole('link', { name: location.webAddress }).getAttribute('target')).toBe('_blank');
    expect(tileRequests.length).toBeGreaterThan(0); // the map did ask for tiles; none arrived
    // No tiles: a plain background and a note instead of a grey box; the popup clears the zoom control.
    await page.getByRole('status').filter({ hasText: t.mapTilesUnavailable }).waitFor();
    expect(await map.evaluate((element) => element.closest('.sa-find-map')!.classList.contains('sa-find-map--plain'))).toBe(true);
    expect(await map.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden'); // Leaflet's own classes kept
    const zoomControl = (await map.locator('.leaflet-control-zoom').boundingBox())!;
    const popupOverlapsZoom = async () => {
      const popupBox = (await map.locator('.leaflet-popup').boundingBox())!;
      return (
        popupBox.x < zoomControl.x + zoomControl.width &&
        zoomControl.x < popupBox.x + popupBox.width &&
        popupBox.y < zoomControl.y + zoomControl.height &&
        zoomControl.y < popupBox.y + popupBox.height
      );
    };
    await expect.poll(popupOverlapsZoom, { timeout: 3000 }).toBe(false); // after the popup's auto-pan

    // The popup's link opens the institution's detail.
    await popup.getByRole('link', { name: t.openDetail, exact: true }).click();
    await page.waitForURL(`**/instdetail/${location.legalFk}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const name = (await heading.textContent())!;
    expect(location.name.startsWith(name)).toBe(true);
    // The browser tab carries the item's name; the one back control sits above the heading.
    await page.waitForFunction((title) => document.title === title, `${name} · ${t.resultsTitle} · ${messages.productName}`);
    expect(await page.locator('.sa-find-detail > .sa-back-row > button').textContent()).toBe(`‹ ${messages.back}`);
    const triggers = page.locator('.sa-find-detail .sa-accordion-trigger');
    await triggers.first().waitFor();
    const sections = await triggers.count();
    expect(sections).toBeGreaterThan(2);
    expect(await page.locator('.sa-find-detail .sa-accordion-trigger[aria-expanded="true"]').count()).toBe(1); // the overview

    await page.getByRole('button', { name: messages.expandAll }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.sa-find-detail .sa-accordion-trigger[aria-expanded="true"]').length === count,
      sections,
    );
    for (const panel of await page.locator('.sa-find-detail .sa-accordion-panel').all()) expect(await panel.isHidden()).toBe(false);
    await page.getByRole('button', { name: messages.collapseAll }).click();
    await page.waitForFunction(() => document.querySelectorAll('.sa-find-detail .sa-accordion-trigger[aria-expanded="true"]').length === 0);

    // The print view: the whole detail laid out for paper, the print dialog asked for once.
    await page.getByRole('button', { name: t.print, exact: true }).click();
    const printout = page.getByRole('article', { name: `${t.print}: ${name}` });
    await printout.waitFor();
    await printout.getByRole('heading', { name, exact: true }).waitFor();
    await printout.getByRole('heading', { name: t.campuses, exact: true }).waitFor();
    // On paper: no site header, navigation or back control — the print view only.
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.portal-header', '.portal-nav', '.sa-back-row']) {
      for (const element of await page.locator(selector).all()) expect(await element.isVisible(), selector).toBe(false);
    }
    expect(await printout.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await printout.locator('li').first().textContent()).toBeTruthy();
    await page.waitForFunction(() => (window as unknown as { __printed: number }).__printed === 1);
    await printout.getByRole('button', { name: t.printNow, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __printed: number }).__printed === 2);
    await printout.getByRole('button', { name: t.closePrint, exact: true }).click();
    await page.getByRole('button', { name: messages.expandAll }).waitFor();
    expect(await printout.count()).toBe(0);
    expect(page.url()).toContain(`/instdetail/${location.legalFk}`);
    expect(suite.pageErrors).toEqual([]);
  });
});

interface CityData {
  id: number;
  name: string;
  countryFk: number;
}

interface DistanceRowData {
  legalFk: number;
  name: string;
  distanceKm: number;
  locationFk: number;
}

async function publicApi<T>(portalUrl: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The city (of those the filter offers) with the most institutions within 100 km, some of them elsewhere. */
async function busiestCity(portalUrl: string): Promise<{ city: CityData; total: number; rows: DistanceRowData[] }> {
  const { cities } = await publicApi<{ cities: CityData[] }>(portalUrl, '/api/InstitutePublic/InstFilterDataPublic');
  let best: { city: CityData; total: number; rows: DistanceRowData[] } | undefined;
  for (const city of cities) {
    const found = await publicApi<{ total: number; rows: DistanceRowData[] }>(portalUrl, '/api/InstitutePublic/SearchByDistanceAwardP', {
      majorcity_fk: city.id,
      distance: 100,
      rowFrom: 0,
      rowTo: 100,
    });
    if (found.rows.some((row) => row.distanceKm > 0) && (!best || found.total > best.total)) best = { city, ...found };
  }
  if (!best || best.total < 2) throw new Error('No city of the e2e catalogue has two institutions within 100 km');
  return best;
}

describe.skipIf(!chromiumAvailable())('institutions in Chromium: near a city, public connect-me, the remembered map', () => {
  const suite = browserSuite();

  it('searches near a city: the rows show their distance in km, nearest first', async () => {
    const near = await busiestCity(suite.portal().url);
    const page = await suite.openPage('/findDashBoard');
    await page.getByRole('tab', { name: searchPanelLabels.tabs.I, exact: true }).click();
    const form = page.getByRole('search', { name: t.searchTitle });
    // Keyboard: the search mode is a radio group (arrow keys), the city and distance are plain selects.
    await form.getByRole('radio', { name: t.byName, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: t.byDistance, exact: true }).isChecked()).toBe(true);
    await form.getByRole('button', { name: t.search, exact: true }).click();
    await text(form, institutionMessages.distanceCityRequired).waitFor();
    expect(page.url()).toContain('/findDashBoard');

    await form.getByLabel(t.country, { exact: true }).selectOption(String(near.city.countryFk));
    const from = form.locator('select[name="cityFk"]');
    await from.focus();
    await from.selectOption(String(near.city.id));
    const radius = form.getByLabel(t.distance, { exact: true });
    expect(await radius.inputValue()).toBe('50');
    await radius.selectOption('100');
    await form.getByRole('button', { name: t.search, exact: true }).press('Enter');
    await page.waitForURL('**/findInst/list**');
    await text(page, format(t.resultsTotal, { total: near.total })).waitFor();

    const rows = page.locator('li.sa-find-row');
    const shown = Math.min(10, near.total);
    await page.waitForFunction((count) => document.querySelectorAll('li.sa-find-row .sa-find-row-distance').length === count, shown);
    const distances = (await rows.locator('.sa-find-row-distance').allTextContents()).map((value) => Number(value.replace(/ km away$/, '')));
    expect(distances).toEqual(near.rows.slice(0, shown).map((row) => row.distanceKm));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 100)).toBe(true);
    expect(await rows.locator('.sa-find-row-name').allTextContents()).toEqual(near.rows.slice(0, shown).map((row) => row.name));
    expect(suite.pageErrors).toEqual([]);
  });

  it('a signed-out visitor sends the public connect-me enquiry from the detail', async () => {
    const { rows } = await institutionsApi(suite.portal().url);
    const institution = rows[0]!;
    const page = await suite.openPage(`/instdetail/${institution.legalFk}`);
    await page.getByRole('heading', { level: 1, name: institution.name }).waitFor();
    await page.getByRole('button', { name: t.contact, exact: true }).click();
    const form = page.getByRole('form', { name: t.connectMe });
    await text(form, t.connectPublicIntro).waitFor();

    await form.getByRole('button', { name: t.send, exact: true }).click();
    await text(form, institutionMessages.connectNameRequired).waitFor();
    await text(form, institutionMessages.connectEmailRequired).waitFor();
    await field(form, t.yourName).fill('Lee Visitor');
    await field(form, t.email).fill('lee.visitor@example.org');
    await field(form, t.phone).pressSequentially('04-00 111');
    expect(await field(form, t.phone).inputValue()).toBe('0400111');
    await field(form, t.subject).fill('Entry requirements');
    await field(form, t.message).fill('Which English tests do you accept?');
    await form.getByRole('button', { name: t.send, exact: true }).click();
    await text(form, institutionMessages.requestSent).waitFor();
    expect(await page.locator('.sa-dialog[open], [role="dialog"]').count()).toBe(0); // no login dialog
    expect(suite.pageErrors).toEqual([]);
  });

  it('remembers the map tab across a reload', async () => {
    const page = await suite.openPage('/findInst/list');
    await page.locator('li.sa-find-row').first().waitFor();
    await page.getByRole('group', { name: t.viewMenu }).getByRole('button', { name: t.viewMap }).click();
    await page.waitForURL('**/findInst/map**');
    await page.getByRole('region', { name: t.mapLabel }).waitFor();

    await page.reload();
    await page.getByRole('region', { name: t.mapLabel }).waitFor();
    expect(await page.getByRole('group', { name: t.viewMenu }).getByRole('button', { name: t.viewMap }).getAttribute('aria-pressed')).toBe('true');
    // A fresh page load of the dashboard: the next search opens the map, and so does /findInst.
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tab', { name: searchPanelLabels.tabs.I, exact: true }).click();
    await page.getByRole('search', { name: t.searchTitle }).getByRole('button', { name: t.search, exact: true }).click();
    await page.waitForURL('**/findInst/map**');
    await page.goto(`${suite.portal().url}/findInst`);
    await page.waitForURL('**/findInst/map**');

    // Back to the list: that is remembered too.
    await page.getByRole('group', { name: t.viewMenu }).getByRole('button', { name: t.viewList }).click();
    await page.waitForURL('**/findInst/list**');
    await page.reload();
    await page.goto(`${suite.portal().url}/findInst`);
    await page.waitForURL('**/findInst/list**');
    expect(suite.pageErrors).toEqual([]);
  });
});
