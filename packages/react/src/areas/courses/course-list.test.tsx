import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $compare, $detailOrigin, $loginDialog, $rememberedSearches, clearAllSearches, courseSearch, format, messages, compareMessages, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { broadCourseSearch } from '../../../test/course-catalogue.js';
import { CourseList, CourseListView } from './course-list.js';
import { formatFee } from './format.js';
import { courseLabels as l } from '@studyatlas/core';

beforeEach(() => clearAllSearches());

const courseLinks = () => document.querySelectorAll<HTMLAnchorElement>('.sa-course-row-name');

async function searched() {
  const search = await broadCourseSearch();
  await courseSearch.search({ search: search.text, country_fk: search.country.id, AwardG_fk: search.group.id });
  return search;
}

describe('CourseList', () => {
  it('shows the rows and the total of the search, each linking to its detail, beside the filter panel', async () => {
    const search = await searched();
    const { user, navigate } = renderWithProvider(<CourseList />);
    expect(screen.getByText(new RegExp(format(l.resultsTotal, { total: search.total })))).toBeTruthy();
    expect(courseLinks()).toHaveLength(10);
    const first = courseSearch.$state.get().rows[0]!;
    expect(courseLinks()[0]!.textContent).toBe(first.name);
    expect(courseLinks()[0]!.getAttribute('href')).toBe(`/coudetail/${first.courseFk}/${first.locationId}/${first.intakeId}`);
    // the filter panel beside the list starts from the search shown
    expect(await screen.findByRole('form', { name: l.searchTitle })).toBeTruthy();

    await user.click(courseLinks()[0]!);
    expect(navigate).toHaveBeenCalledWith(`/coudetail/${first.courseFk}/${first.locationId}/${first.intakeId}`);
    // Back from the detail returns to this list, its search in the URL.
    const query = new URLSearchParams({ search: search.text, country_fk: String(search.country.id), AwardG_fk: String(search.group.id) });
    expect($detailOrigin.get()).toBe(`/findCourse/list?${query}`);
  });

  it('saves a row as a favourite (signed out: the login dialog) and adds it to compare', async () => {
    await searched();
    $compare.set([]);
    const { user } = renderWithProvider(<CourseList showFilter={false} />);
    const first = courseSearch.$state.get().rows.find((row) => row.intakeId > 0)!;
    await user.click(screen.getAllByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: first.name }) })[0]!);
    expect($loginDialog.get().open).toBe(true);
    await user.click(screen.getAllByRole('checkbox', { name: format(compareMessages.compareToggle, { name: first.name }) })[0]!);
    expect($compare.get()).toContainEqual(expect.objectContaining({ courseId: first.courseFk, campusId: first.locationId, intakeId: first.intakeId }));
    // The list's compare tray: the count and the course, with the way on to the comparison.
    const tray = screen.getByRole('region', { name: compareMessages.compareTitle });
    expect(within(tray).getByText('1 of 10 courses selected')).toBeTruthy();
    expect(within(tray).getByText(first.name)).toBeTruthy();
    expect(within(tray).getByRole('button', { name: compareMessages.compareAction })).toBeTruthy();
    $compare.set([]);
  });

  it("a row without a fee says 'Fee not published'; a row with one shows it", async () => {
    await searched();
    const state = courseSearch.$state.get();
    const withFee = state.rows.find((row) => row.annualFee !== null)!;
    expect(withFee).toBeDefined();
    const rows = [{ ...state.rows[0]!, annualFee: null, currency: null }, withFee];
    renderWithProvider(<CourseListView state={{ ...state, rows }} goToPage={() => undefined} openRow={() => undefined} />);
    const feeOf = (row: Element) => {
      const term = [...row.querySelectorAll('dt')].find((dt) => dt.textContent === l.annualFee);
      return term?.nextElementSibling?.textContent;
    };
    const [without, priced] = [...document.querySelectorAll('li.sa-course-row')];
    expect(feeOf(without!)).toBe(l.feeNotPublished);
    expect(l.feeNotPublished).toBe('Fee not published');
    expect(feeOf(priced!)).toBe(formatFee(withFee.annualFee, withFee.currency));
  });

  it('pages through the results and changes the page size', async () => {
    const search = await searched();
    const { user } = renderWithProvider(<CourseList showFilter={false} />);
    const firstPage = [...courseLinks()].map((link) => link.textContent);

    await user.click(screen.getByRole('button', { name: messages.nextPage }));
    await waitFor(() => expect(courseSearch.$state.get()).toMatchObject({ page: 2, status: 'done' }));
    expect(screen.getByText(new RegExp(format(l.resultsRange, { from: 11, to: 20, total: search.total })))).toBeTruthy();
    const secondPage = [...courseLinks()].map((link) => link.textContent);
    expect(secondPage).toHaveLength(10);
    expect(courseSearch.$state.get().rows.map((row) => row.rowNumber)).toEqual(Array.from({ length: 10 }, (_, i) => i + 11));
    expect(secondPage).not.toEqual(firstPage);

    await user.selectOptions(screen.getByLabelText(messages.pageSize), '20');
    await waitFor(() => expect(courseLinks()).toHaveLength(20));
    expect(courseSearch.$state.get()).toMatchObject({ page: 1, pageSize: 20 });
    expect(screen.getByRole('button', { name: format(messages.pageNumber, { page: 1 }) }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'No records found' when nothing matches", async () => {
    const search = await broadCourseSearch();
    await courseSearch.search({ search: 'qqxqzz', country_fk: search.country.id, AwardG_fk: search.group.id });
    renderWithProvider(<CourseList showFilter={false} />);
    expect(screen.getByText('No records found')).toBeTruthy();
    expect(courseLinks()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: messages.pagination })).toBeNull();
  });

  it('opened from its URL (a shared link, a new tab), runs the search of the query at its page; paging keeps the URL in step', async () => {
    const search = await broadCourseSearch();
    const query = new URLSearchParams({ search: search.text, country_fk: String(search.country.id), AwardG_fk: String(search.group.id), page: '2' });
    const { user, navigate } = renderWithProvider(<CourseList showFilter={false} query={`?${query}`} />);
    await waitFor(() => expect(courseLinks()).toHaveLength(10));
    expect(courseSearch.$state.get()).toMatchObject({ page: 2, pageSize: 10, total: search.total });
    expect(courseSearch.$state.get().filter).toMatchObject({ search: search.text, country_fk: search.country.id, AwardG_fk: search.group.id });
    expect(screen.getByText(new RegExp(format(l.resultsRange, { from: 11, to: 20, total: search.total })))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.nextPage }));
    query.set('page', '3');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/findCourse/list?${query}`));
  });

  it('opened bare with no search shown or remembered, leads back to the search form', async () => {
    renderWithProvider(<CourseList showFilter={false} />);
    const link = await screen.findByRole('link', { name: l.toSearch });
    expect(link.getAttribute('href')).toBe('/findDashBoard');
    expect(screen.getByText(l.noSearch)).toBeTruthy();
    expect(courseSearch.$state.get().status).toBe('idle');
  });

  it('runs the remembered search again when opened with nothing shown (a reload)', async () => {
    const search = await searched();
    const remembered = courseSearch.remembered()!;
    courseSearch.clear();
    // what a reloaded page finds in localStorage: the remembered filter, no results yet
    $rememberedSearches.set({ courses: remembered });
    renderWithProvider(<CourseList showFilter={false} />);
    await waitFor(() => expect(courseLinks()).toHaveLength(10));
    expect(courseSearch.$state.get().total).toBe(search.total);
  });
});
