import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $detailOrigin, $rememberedSearches, $searchView, agentLabels as t, agents, format, getClient, messages, searchPanelLabels, setPanelTab, agentMessages, favouriteMessages } from '@studyatlas/core';
import { SearchPanel } from '../../composites/search-panel/search-panel.js';
import { renderWithProvider } from '../../../test/render.js';
import { EMPTY_AGENT_FILTER, agentFilter, agentSearch, type AgentSearchFilter } from '@studyatlas/core';
import { AgentList } from './agent-list.js';
import { AgentMap } from './agent-map.js';
import { AgentSearchForm } from './agent-search-form.js';
import { findOption } from '../../../test/queries.js';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => agentSearch.clear());

const searchApi = (filter: Partial<AgentSearchFilter>) => getClient().call(agents.agentSearchData, { body: agentFilter({ ...EMPTY_AGENT_FILTER, ...filter }) });

const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const markerLabels = () => [...document.querySelectorAll('.leaflet-marker-icon')].map((marker) => marker.getAttribute('aria-label'));

const rowNames = () => [...document.querySelectorAll('.sa-find-row-name')].map((link) => link.textContent);

function renderSearch(props: { country?: string } = {}) {
  return renderWithProvider(
    <>
      <AgentSearchForm {...props} />
      <AgentList />
    </>,
  );
}

/** The agent country with the most agents, and a city of it with an agent office. */
async function busiestCountry() {
  const data = await getClient().call(agents.agentFilterData);
  const counts = await Promise.all(data.countries.map(async (country) => ({ country, reply: await searchApi({ countryFk: country.id }) })));
  const best = counts.sort((a, b) => b.reply.total - a.reply.total)[0]!;
  return { data, country: best.country, reply: best.reply };
}

describe('Agent search and list', () => {
  it('"Country is required" before any call; the refined search accepts a keyword instead', async () => {
    const { user, navigate } = renderSearch();
    expect(await screen.findByText(messages.noRecords)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.search }));
    const country = screen.getByLabelText(/^Country/);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Country is required');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();

    const refine = screen.getByRole('button', { name: t.refine });
    expect(refine.getAttribute('aria-expanded')).toBe('false');
    await user.click(refine);
    expect(screen.getByRole('button', { name: t.refineLess }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect((await screen.findByRole('alert')).textContent).toBe(agentMessages.agentCountryOrKeywordRequired);

    const { data } = await busiestCountry();
    const agent = data.agents[0]!;
    const expected = await searchApi({ keyword: agent.name, refined: true });
    await user.type(screen.getByLabelText(t.keyword), agent.name);
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findagent/list'));
    await screen.findByText(format(t.resultsTotal, { total: expected.total }));
    expect(rowNames()).toContain(agent.name);
  });

  it('searches a country with the distance slider around a city: rows, logos, favourites, distances', async () => {
    const { country, reply } = await busiestCountry();
    const city = reply.lst[0]!;
    const cityFk = (await getClient().call(agents.agentFilterData)).cities.find((c) => c.name === city.city && c.countryFk === country.id)!.id;
    const near = await searchApi({ countryFk: country.id, cityFk, distance: 30 });
    const { user, navigate } = renderSearch();
    await findOption(document, country.name);
    await user.selectOptions(screen.getByLabelText(/^Country/), String(country.id));
    await user.selectOptions(screen.getByLabelText(t.city), String(cityFk));

    const slider = screen.getByRole('slider', { name: t.distance }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '100', '10', '50']);
    expect(slider.getAttribute('aria-valuetext')).toBe('50 km');
    // The keyboard moves it by its step (the browser does this natively; jsdom needs the change).
    fireEvent.change(slider, { target: { value: '30' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('30 km');
    expect(screen.getByText('30 km')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findagent/list'));
    await screen.findByText(format(t.resultsTotal, { total: near.total }));
    expect(rowNames()).toEqual(near.lst.slice(0, 10).map((r) => r.agentName));
    expect(agentSearch.remembered()?.filter).toMatchObject({ countryFk: country.id, cityFk, distance: 30 });
    const first = near.lst[0]!;
    const row = screen.getByText(first.agentName, { selector: 'a' }).closest('li')!;
    expect(row.querySelector('img')!.getAttribute('src')).toBe(`${getClient().baseUrl}/api/ImagePublic/GetImagePublic?legalFk=${first.legalFk}`);
    expect(within(row).getByText(format(t.distanceAway, { km: first.distanceKm! }))).toBeTruthy();
    expect(within(row).getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: first.agentName }) }).getAttribute('aria-pressed')).toBe('false');
  });

  it('pages through the whole list fetched once (rows 0 to 1,000,000)', async () => {
    const { country, reply } = await busiestCountry();
    expect(reply.total).toBe(reply.lst.length);
    const { user } = renderSearch({ country: country.name });
    const select = (await screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(String(country.id)));
    expect(select.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: t.search }));
    await screen.findByText(format(t.resultsTotal, { total: reply.total }));
    expect(rowNames()).toEqual(reply.lst.slice(0, 10).map((r) => r.agentName));
    if (reply.total > 10) {
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(rowNames()).toEqual(reply.lst.slice(10, 20).map((r) => r.agentName)));
    }
  });

  it('View menu: Map opens /findagent/map and is remembered as the agents tab (D), List goes back (L)', async () => {
    const { country } = await busiestCountry();
    const { user, navigate } = renderSearch({ country: String(country.id) });
    const select = (await screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(String(country.id)));
    await user.click(screen.getByRole('button', { name: t.search }));
    await screen.findByText(/agents found/);
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(navigate).toHaveBeenLastCalledWith('/findagent/map');
    expect($searchView.get().tabs.agents).toBe('D');
    expect($searchView.get().tabs.institutions).toBe('L');
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/findagent/map'));
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect($searchView.get().tabs.agents).toBe('L');
  });
});

describe('Agent map', () => {
  it("without a search: 'Map data not available. Please select List from View Menu.'", async () => {
    renderWithProvider(<AgentMap />);
    expect((await screen.findByText('Map data not available. Please select List from View Menu.')).getAttribute('role')).toBe('status');
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('draws the search\'s map data: tier clusters with counts; an office pin opens the agent detail', async () => {
    const { country, reply } = await busiestCountry();
    await agentSearch.search({ ...EMPTY_AGENT_FILTER, countryFk: country.id });
    const { unmount } = renderWithProvider(<AgentMap mapType="ICON2" tileUrl={UNREACHABLE_TILES} />);
    const icon2 = reply.mpDat.records.find((r) => r.iconType === 'ICON2')!;
    await waitFor(() => expect(markerLabels()).toEqual([`${icon2.name}: ${icon2.locationCount} ${icon2.locationCount === 1 ? 'location' : 'locations'}`]));
    expect(screen.getByRole('region', { name: t.mapLabel })).toBeTruthy();
    unmount();

    const { navigate } = renderWithProvider(<AgentMap mapType="ICON4" tileUrl={UNREACHABLE_TILES} />);
    const offices = reply.mpDat.records.filter((r) => r.iconType === 'ICON4');
    await waitFor(() => expect(document.querySelectorAll('.sa-map-pin').length).toBe(offices.length));
    const office = offices[0]!;
    fireEvent.click(document.querySelector(`[data-record="ICON4:${office.locationFk}"]`)!);
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.sa-map-popup')!);
    expect(popup.querySelector('.sa-map-popup-name')!.textContent).toBe(office.name);
    const detail = popup.querySelector<HTMLAnchorElement>('.sa-map-popup-detail')!;
    expect(detail.getAttribute('href')).toBe(`/agentdetail/${office.legalFk}`);
    fireEvent.click(detail);
    expect(navigate).toHaveBeenLastCalledWith(`/agentdetail/${office.legalFk}`);
    expect($detailOrigin.get()).toBe('/findagent/map');
  });
});

describe('Search panel A tab', () => {
  it('opens the agent search form, distance slider included', async () => {
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel />);
    await user.click(screen.getByRole('tab', { name: searchPanelLabels.tabs.A }));
    expect($searchView.get().panelTab).toBe('A');
    const form = await screen.findByRole('search', { name: t.searchTitle });
    expect(within(form).getByRole('slider', { name: t.distance }).getAttribute('aria-valuetext')).toBe('50 km');
  });
});
