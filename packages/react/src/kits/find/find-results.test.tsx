import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useStore } from '@nanostores/react';
import {
  $rememberedSearches,
  $searchView,
  EMPTY_INSTITUTION_FILTER,
  getClient,
  instituteFilter,
  institutionLabels as t,
  institutionMapData,
  institutionMessages,
  institutionSearch,
  institutions,
  messages,
  setViewTab,
  type MapRecord,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { useNavigation } from '../../navigation/navigation.js';
import { InstitutionViewMenu } from '../../areas/institutions/view-menu.js';
import { FindMapBody, FindResultRows, FindResults, RowLink } from './find-results.js';
import { useFindMap, type FindMapController } from './use-find-map.js';
import { INSTITUTION_MAP_ROUTE, institutionDetailRoute } from '../../navigation/routes/institutions.js';

beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(() => {
  institutionSearch.clear();
  setViewTab('L', 'institutions');
});

const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const NO_MAP_DATA = 'Map data not available. Please select List from View Menu.';

let records: MapRecord[];
beforeAll(async () => {
  records = (await institutionMapData(EMPTY_INSTITUTION_FILTER)).records;
});

const searchApi = (rowFrom: number, rowTo: number) =>
  getClient().call(institutions.instSearchData, { body: instituteFilter(EMPTY_INSTITUTION_FILTER, rowFrom, rowTo) });

const rowNames = () => [...document.querySelectorAll('.sa-find-rows > li')].map((row) => row.textContent);

/** The institution search's rows, as a list screen shows them. */
function Rows({ noSearch }: { noSearch?: boolean }) {
  const state = useStore(institutionSearch.$state);
  return (
    <FindResultRows
      state={state}
      noSearch={noSearch}
      totalText={t.resultsTotal}
      rowKey={(row) => row.legalFk}
      renderRow={(row) => <li>{row.name}</li>}
      goToPage={(page, pageSize) => void institutionSearch.goToPage({ page, pageSize })}
    />
  );
}

/** A host that shows the list or the map by the widget's in-memory route, as the View menu navigates. */
function ListOrMap() {
  const { path } = useNavigation();
  const onMap = path === INSTITUTION_MAP_ROUTE;
  return (
    <FindResults title={t.resultsTitle} viewMenu={<InstitutionViewMenu current={onMap ? 'D' : 'L'} />} loading={false}>
      {onMap ? <Map /> : <Rows />}
    </FindResults>
  );
}

function Map() {
  const map = useFindMap({
    area: 'institutions',
    search: institutionSearch.$state.get().filter ?? EMPTY_INSTITUTION_FILTER,
    load: (filter) => institutionMapData(filter).then((reply) => reply.records),
    mapRoute: INSTITUTION_MAP_ROUTE,
    detailRoute: institutionDetailRoute,
  });
  return <FindMapBody map={map} tileUrl={UNREACHABLE_TILES} />;
}

describe('FindResults', () => {
  it('frames the results: the area class, the title at its level, the View menu beside it, busy while loading', async () => {
    const { container, rerender } = render(
      <FindResults areaClass="sa-agent-results" className="host" title="Agents" headingLevel={3} viewMenu={<button type="button">Map</button>} loading>
        <p>rows</p>
      </FindResults>,
    );
    const section = container.querySelector('section')!;
    expect(section.className).toBe('sa-root sa-find-results sa-agent-results host');
    expect(section.getAttribute('aria-busy')).toBe('true');
    const head = section.querySelector('.sa-find-results-head')!;
    expect(within(head as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Agents');
    expect(within(head as HTMLElement).getByRole('button', { name: 'Map' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: messages.loading })).toBeTruthy());
    expect(screen.getByText('rows')).toBeTruthy();

    rerender(
      <FindResults title="Agents" viewMenu={null} loading={false}>
        <p>rows</p>
      </FindResults>,
    );
    expect(section.className).toBe('sa-root sa-find-results');
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Agents');
    expect(screen.queryByRole('status', { name: messages.loading })).toBeNull();
  });
});

describe('FindResultRows', () => {
  it("shows nothing before a search, and 'No records found' when told there is no search to show", () => {
    const { unmount } = render(<Rows />);
    expect(screen.queryByText(messages.noRecords)).toBeNull();
    expect(document.querySelector('.sa-find-total')).toBeNull();
    unmount();
    render(<Rows noSearch />);
    expect(screen.getByText(messages.noRecords).className).toBe('sa-find-empty');
  });

  it("says 'No records found' when the search found nothing", async () => {
    render(<Rows />);
    await institutionSearch.search({ ...EMPTY_INSTITUTION_FILTER, searchKey: 'zzzz no such institution' });
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(document.querySelector('.sa-find-rows')).toBeNull();
    expect(screen.queryByRole('navigation', { name: messages.pagination })).toBeNull();
  });

  it('shows the total, the rows of the page and the pages; a page or page size goes through goToPage', async () => {
    const [firstPage, secondPage] = await Promise.all([searchApi(0, 10), searchApi(10, 20)]);
    const { user } = renderWithProvider(<Rows />);
    await institutionSearch.search(EMPTY_INSTITUTION_FILTER);
    expect((await screen.findByText(`${firstPage.total} institutions found`)).getAttribute('role')).toBe('status');
    expect(rowNames()).toEqual(firstPage.rows.map((row) => row.name));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(secondPage.rows.map((row) => row.name)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByLabelText(messages.pageSize), '20');
    const twenty = await searchApi(0, 20);
    await waitFor(() => expect(rowNames()).toEqual(twenty.rows.map((row) => row.name)));
    expect(institutionSearch.$state.get()).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('FindMapBody', () => {
  const controller = (map: Partial<FindMapController>): FindMapController => ({
    status: 'done',
    records: [],
    detailHref: (record) => institutionDetailRoute(record.legalFk ?? 0),
    openDetail: () => undefined,
    ...map,
  });

  it('shows nothing while the records load', () => {
    const { container } = render(<FindMapBody map={controller({ status: 'loading', records })} tileUrl={UNREACHABLE_TILES} />);
    expect(container.innerHTML).toBe('');
  });

  it("says 'Map data not available…' when loading failed, when there are no records, or none with a position", () => {
    const { rerender } = render(<FindMapBody map={controller({ status: 'failed', records })} tileUrl={UNREACHABLE_TILES} />);
    expect(screen.getByRole('status').textContent).toBe(NO_MAP_DATA);
    expect(NO_MAP_DATA).toBe(institutionMessages.mapDataNotAvailable);
    rerender(<FindMapBody map={controller({ records: [] })} tileUrl={UNREACHABLE_TILES} />);
    expect(screen.getByRole('status').textContent).toBe(NO_MAP_DATA);
    const nowhere = records.slice(0, 3).map((record) => ({ ...record, position: { lat: Number.NaN, lng: Number.NaN } }));
    rerender(<FindMapBody map={controller({ records: nowhere })} tileUrl={UNREACHABLE_TILES} />);
    expect(screen.getByRole('status').textContent).toBe(NO_MAP_DATA);
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('draws the records on the map, named by its label, starting at the tier asked for', async () => {
    const openDetail = vi.fn();
    render(<FindMapBody map={controller({ records, openDetail })} mapType="ICON4" label="Map of agents" tileUrl={UNREACHABLE_TILES} />);
    expect(screen.getByRole('region', { name: 'Map of agents' })).toBeTruthy();
    const pins = records.filter((record) => record.iconType === 'ICON4');
    await waitFor(() => expect(document.querySelectorAll('.sa-map-pin').length).toBe(pins.length));
    expect(screen.queryByText(NO_MAP_DATA)).toBeNull();
  });
});

describe('list and map from the View menu', () => {
  it('switches between the rows and the map, remembering the tab, and back', async () => {
    const firstPage = await searchApi(0, 10);
    await institutionSearch.search(EMPTY_INSTITUTION_FILTER);
    const { user } = renderWithProvider(<ListOrMap />, { navigate: undefined, initialPath: '/findInst/list' });
    await screen.findByText(`${firstPage.total} institutions found`);
    expect(screen.getByRole('button', { name: t.viewList }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: t.viewMap }));
    expect(screen.getByRole('button', { name: t.viewMap }).getAttribute('aria-pressed')).toBe('true');
    expect($searchView.get().tabs.institutions).toBe('D');
    const clusters = records.filter((record) => record.iconType === 'ICON1');
    await waitFor(() => expect(document.querySelectorAll('.sa-map-cluster').length).toBe(clusters.length));
    expect(screen.getByRole('region', { name: t.mapLabel })).toBeTruthy();
    expect(document.querySelector('.sa-find-rows')).toBeNull();

    await user.click(screen.getByRole('button', { name: t.viewList }));
    expect($searchView.get().tabs.institutions).toBe('L');
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(rowNames()).toEqual(firstPage.rows.map((row) => row.name));
  });
});

describe('RowLink', () => {
  it("links to the detail through the host's href and opens it in place on a plain click only", async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProvider(
      <RowLink className="sa-find-row-name" to="/instdetail/12" onOpen={onOpen}>
        Lyon Institute
      </RowLink>,
      { href: (to) => `/portal${to}` },
    );
    const link = screen.getByRole('link', { name: 'Lyon Institute' });
    expect(link.getAttribute('href')).toBe('/portal/instdetail/12');
    expect(link.className).toBe('sa-find-row-name');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(plain.defaultPrevented).toBe(true);

    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...modifier });
      // jsdom would follow the link: keep the page where it is.
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      fireEvent(link, other);
      expect(onOpen).toHaveBeenCalledTimes(1);
    }
    await user.click(link);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
