import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $detailOrigin, $rememberedSearches, format, formatDisplayDate, messages, scholarshipFilterData, scholarshipLabels as l, scholarshipSearch, searchScholarships, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { SearchPanel } from '../../composites/search-panel/search-panel.js';
import { ScholarshipList } from './scholarship-list.js';
import { ScholarshipSearchForm } from './scholarship-search-form.js';
import { ScholarshipSearch } from '../../composites/scholarship-search/scholarship-search.js';
import { findOption } from '../../../test/queries.js';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => scholarshipSearch.clear());

const page = (filter: object, from = 0, to = 10) => searchScholarships({ ...filter, from, to, currentPage: 1 });
const rowNames = () => [...document.querySelectorAll('.sa-sch-row-name')].map((link) => link.textContent);

describe('Scholarship search form and list', () => {
  it('lists every open scholarship a page at a time when the list is opened directly, with the page-size selector', async () => {
    const all = await page({});
    expect(all.total).toBeGreaterThan(10);
    const { user } = renderWithProvider(<ScholarshipList />);

    expect(await screen.findByText(format(l.resultsTotal, { total: all.total }), { exact: false })).toBeTruthy();
    expect(rowNames()).toEqual(all.rows.map((row) => row.name));
    const first = all.rows[0]!;
    const row = screen.getAllByText(first.name)[0]!.closest('li')!;
    expect(within(row).getByText(`${first.institutionName} · ${first.country}`)).toBeTruthy();
    expect(row.textContent).toContain(`${l.closes} ${formatDisplayDate(first.closeDate)}`);
    expect(within(row).getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: first.name }) }).getAttribute('aria-pressed')).toBe('false');
    expect(within(row).getByRole('link', { name: first.name }).getAttribute('href')).toBe(`/schdetail/${first.schId}`);

    const second = await page({}, 10, 20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(second.rows.map((r) => r.name)));

    const twenty = await page({}, 0, 20);
    await user.selectOptions(screen.getByLabelText(messages.pageSize), '20');
    await waitFor(() => expect(rowNames()).toEqual(twenty.rows.map((r) => r.name)));
    expect([...screen.getByLabelText(messages.pageSize).querySelectorAll('option')].map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    expect(scholarshipSearch.remembered()).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('searches by country and institution, opens the list route, remembers the filter; opening a row remembers the list', async () => {
    const data = await scholarshipFilterData();
    const institution = data.institutions[0]!;
    const expected = await page({ country_fk: institution.countryId, legal_fk: institution.legalFk });
    expect(expected.total).toBeGreaterThan(0);
    const { user, navigate } = renderWithProvider(
      <>
        <ScholarshipSearchForm />
        <ScholarshipList />
      </>,
    );
    await findOption(document, institution.name);
    await user.selectOptions(screen.getByLabelText(l.country), String(institution.countryId));
    // The institutions narrow to the country's.
    const institutions = [...(screen.getByLabelText(l.institution) as HTMLSelectElement).options].slice(1).map((o) => Number(o.value));
    expect(institutions.sort()).toEqual(data.institutions.filter((i) => i.countryId === institution.countryId).map((i) => i.legalFk).sort());
    await user.selectOptions(screen.getByLabelText(l.institution), String(institution.legalFk));
    await user.click(screen.getByRole('button', { name: l.search }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findSch/list'));
    await waitFor(() => expect(rowNames()).toEqual(expected.rows.map((r) => r.name)));
    expect(scholarshipSearch.remembered()?.filter).toMatchObject({ country_fk: institution.countryId, legal_fk: institution.legalFk });

    await user.click(screen.getByRole('link', { name: expected.rows[0]!.name }));
    expect(navigate).toHaveBeenLastCalledWith(`/schdetail/${expected.rows[0]!.schId}`);
    expect($detailOrigin.get()).toBe('/findSch/list');
  });

  it("shows 'No records found' for a keyword nothing matches, and Clear resets the form and the results", async () => {
    const { user } = renderWithProvider(
      <>
        <ScholarshipSearchForm />
        <ScholarshipList />
      </>,
    );
    await screen.findByText(format(l.resultsTotal, { total: (await page({})).total }), { exact: false });
    await user.type(screen.getByLabelText(l.keyword), 'zzqx no such scholarship');
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(await screen.findByText(messages.noRecords)).toBeTruthy();
    expect(document.querySelectorAll('.sa-sch-row')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: l.clear }));
    expect((screen.getByLabelText(l.keyword) as HTMLInputElement).value).toBe('');
    expect(scholarshipSearch.remembered()).toBeNull();
    expect(scholarshipSearch.$state.get()).toMatchObject({ status: 'idle', rows: [], total: 0, filter: null });
  });

  it('is the search panel’s S tab', async () => {
    const { user } = renderWithProvider(<SearchPanel />);
    const tab = screen.getByRole('tab', { name: 'Scholarships' });
    await user.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('search', { name: l.searchTitle })).toBeTruthy();
    expect(within(panel).queryByRole('heading', { name: l.searchTitle })).toBeNull();
  });
});

describe('ScholarshipSearch widget', () => {
  it('scoped to an institution: the institution is fixed, and list → detail → back stays inside the widget', async () => {
    const data = await scholarshipFilterData();
    const institution = data.institutions.find((i) => i.name)!;
    const expected = await page({ legal_fk: institution.legalFk });
    const { user } = renderWithProvider(<ScholarshipSearch institution={institution.legalFk} />, { navigate: undefined });

    const select = (await screen.findByLabelText(l.institution)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(String(institution.legalFk)));
    expect(select.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(rowNames()).toEqual(expected.rows.map((r) => r.name)));

    const first = expected.rows[0]!;
    await user.click(screen.getByRole('link', { name: first.name }));
    expect(await screen.findByRole('heading', { name: first.name, level: 2 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: messages.back }));
    await waitFor(() => expect(rowNames()).toEqual(expected.rows.map((r) => r.name)));
    expect(screen.getByRole('search', { name: l.searchTitle })).toBeTruthy();
  });
});
