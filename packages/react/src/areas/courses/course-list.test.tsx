import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
    expect($detailOrigin.get()).toBe('/findCourse/list');
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
