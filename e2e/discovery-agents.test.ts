import { describe, expect, it } from 'vitest';
import { agentLabels as t, format, institutionLabels, messages, searchPanelLabels, agentMessages, favouriteMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { newIdentity, registeredMember } from './support/members.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';

interface Named {
  id: number;
  name: string;
}
interface AgentFilterData {
  countries: Named[];
  cities: Array<Named & { countryFk: number }>;
  agents: Named[];
}
interface SearchReply {
  total: number;
  lst: Array<{ legalFk: number; agentName: string; city: string }>;
  mpDat: { records: Array<{ iconType: string; name: string; locationCount: number; legalFk: number | null; locationFk: number | null }> };
}

async function api<T>(portalUrl: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${portalUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A country and one of its cities with agent offices within 100 km, including an agent that
 * represents more than 10 institutions (so its detail pages by 5 and by 10).
 */
async function aSearch(portalUrl: string) {
  const data = await api<AgentFilterData>(portalUrl, '/api/AgentP/AgentFilterDataP');
  for (const country of data.countries) {
    for (const city of data.cities.filter((c) => c.countryFk === country.id)) {
      const reply = await api<SearchReply>(portalUrl, '/api/AgentP/AgentSearchDataP', { country_fk: country.id, city_fk: city.id, distence: 100 });
      for (const row of reply.lst) {
        const detail = await api<{ institutions: Named[] }>(portalUrl, `/api/AgentP/AgentDetailP?legalFk=${row.legalFk}`);
        if (detail.institutions.length > 10) return { country, city, reply, agent: row, institutions: detail.institutions };
      }
    }
  }
  throw new Error('No agent representing more than 10 institutions in the test catalogue');
}

describe.skipIf(!chromiumAvailable())('agents in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();

  it('A tab → country, city and distance slider → list → View menu map → a tier → detail → page size 5/10 → favourite (login dialog)', async () => {
    const { country, city, reply, agent, institutions } = await aSearch(suite.portal().url);
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tab', { name: searchPanelLabels.tabs.A, exact: true }).click();
    const form = page.getByRole('search', { name: t.searchTitle });

    // The rule first: no country, no search.
    await form.getByRole('button', { name: t.search, exact: true }).click();
    await text(form, agentMessages.agentCountryRequired).waitFor();
    expect(page.url()).toContain('/findDashBoard');

    await form.getByLabel(/^Country/).selectOption(String(country.id));
    await form.getByLabel(t.city, { exact: true }).selectOption(String(city.id));
    const slider = form.getByRole('slider', { name: t.distance });
    expect(await slider.getAttribute('aria-valuetext')).toBe('50 km');
    // Keyboard: the arrow keys move the slider by its step of 10 km, up to 100.
    await slider.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('100');
    expect(await slider.getAttribute('aria-valuetext')).toBe('100 km');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuetext')).toBe('90 km');
    await page.keyboard.press('ArrowRight');

    await form.getByRole('button', { name: t.search, exact: true }).click();
    await page.waitForURL('**/findagent/list**');
    await text(page, format(t.resultsTotal, { total: reply.total })).waitFor();
    const names = await page.locator('li.sa-find-row .sa-find-row-name').allTextContents();
    expect(names).toEqual(reply.lst.slice(0, 10).map((row) => row.agentName));

    // View menu → the map of the offices, at the country tier, then a state.
    const view = page.getByRole('group', { name: institutionLabels.viewMenu });
    await view.getByRole('button', { name: institutionLabels.viewMap, exact: true }).click();
    await page.waitForURL('**/findagent/map**');
    const map = page.getByRole('region', { name: t.mapLabel });
    await map.waitFor();
    const countryCluster = reply.mpDat.records.find((r) => r.iconType === 'ICON2')!;
    const clusterLabel = (r: { name: string; locationCount: number }) =>
      format(r.locationCount === 1 ? institutionLabels.clusterLabelOne : institutionLabels.clusterLabel, { name: r.name, count: r.locationCount });
    await page.goto(`${suite.portal().url}/findagent/map/ICON2`);
    const marker = map.locator(`.leaflet-marker-icon[aria-label="${clusterLabel(countryCluster)}"]`);
    await marker.waitFor();
    await marker.dispatchEvent('click');
    await map.locator('.leaflet-marker-icon[data-record^="ICON3:"]').first().waitFor();

    // The agent's office pin → its popup → the agent detail.
    await page.goto(`${suite.portal().url}/findagent/map/ICON4`);
    const office = reply.mpDat.records.find((r) => r.iconType === 'ICON4' && r.legalFk === agent.legalFk)!;
    const pin = map.locator(`.leaflet-marker-icon[data-record="ICON4:${office.locationFk}"]`);
    await pin.waitFor();
    await pin.dispatchEvent('click');
    await map.locator('.leaflet-popup .sa-map-popup-detail').click();
    await page.waitForURL(`**/agentdetail/${agent.legalFk}`);
    await page.getByRole('heading', { level: 1, name: agent.agentName }).waitFor();

    // Institutions represented: 5 a page, 10 on asking.
    const rows = page.locator('[part="agent-institution"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    const paging = page.getByRole('navigation', { name: t.institutions });
    await paging.getByLabel(messages.pageSize).selectOption('10');
    await page.waitForFunction(() => document.querySelectorAll('[part="agent-institution"]').length === 10);
    expect(await rows.locator('a').allTextContents()).toEqual(institutions.slice(0, 10).map((i) => i.name));

    // The heart, signed out: the login dialog; after signing in the agent is a favourite.
    const me = await registeredMember(suite.portal().url, true, newIdentity('Kofi', 'Mensah'));
    const heart = page.getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: agent.agentName }) });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await signInThroughDialog(page, me);
    await page.waitForFunction((name) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true', format(favouriteMessages.favouriteToggle, { name: agent.agentName }));

    // Back returns to the map it came from (the remembered tab D).
    await page.getByRole('button', { name: messages.back }).click();
    await page.waitForURL('**/findagent/map**');
    expect(suite.pageErrors).toEqual([]);
  });
});
