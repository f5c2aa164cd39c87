import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearAllSearches, courseSearch, courseMessages, messages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { formListsLoaded } from '../../../test/form-lists.js';
import { field, labelled } from '../../../test/queries.js';
import { broadCourseSearch, institutionWithCourses } from '../../../test/course-catalogue.js';
import { CourseSearch } from './course-search.js';
import { courseLabels as l } from '@studyatlas/core';

beforeEach(() => clearAllSearches());

const courseLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.sa-course-row-name')];
const select = (label: string) => screen.getByLabelText(labelled(label), { selector: 'select' }) as HTMLSelectElement;

/** The widget as an element hosts it: the provider navigates in memory (no navigate prop). */
const renderWidget = (ui: React.ReactElement) => renderWithProvider(ui, { navigate: undefined });

describe('CourseSearch (the widget)', () => {
  it('searches, lists, opens a detail and comes back to the list, all inside itself', async () => {
    const search = await broadCourseSearch();
    const { user } = renderWidget(<CourseSearch />);
    expect(await screen.findByRole('heading', { name: l.searchTitle })).toBeTruthy();
    // The form is mounted again once its lists are there: type after that.
    await formListsLoaded();
    await user.type(field(l.searchText).input, search.text);
    await user.selectOptions(select(l.country), search.country.name);
    await user.selectOptions(select(l.levelGroup), search.group.name);
    await user.click(screen.getByRole('button', { name: l.search }));

    await screen.findByRole('heading', { name: l.resultsTitle });
    expect(courseLinks()).toHaveLength(10);
    const first = courseSearch.$state.get().rows[0]!;
    await user.click(courseLinks()[0]!);
    expect(await screen.findByRole('heading', { name: first.name })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: messages.back }));
    await screen.findByRole('heading', { name: l.resultsTitle });
    expect(courseLinks()[0]!.textContent).toBe(first.name);
  });

  it("scoped to an institution, lists that institution's courses only, its country preset and the text optional", async () => {
    const institution = await institutionWithCourses();
    const { user } = renderWidget(<CourseSearch institution={institution.legalFk} />);
    await screen.findByLabelText(labelled(l.keyword));
    await formListsLoaded();
    expect(select(l.country).value).toBe(String(institution.country.id));
    expect([...select(l.country).options].map((option) => option.text)).toEqual([l.choose, institution.country.name]);
    await user.click(screen.getByRole('button', { name: l.search }));

    await screen.findByRole('heading', { name: l.resultsTitle });
    await waitFor(() => expect(courseSearch.$state.get().status).toBe('done'));
    const { rows, total } = courseSearch.$state.get();
    expect(total).toBe(institution.total);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.legalFk === institution.legalFk)).toBe(true);
    const shown = [...document.querySelectorAll('.sa-course-row-institution')].map((p) => p.textContent);
    expect(new Set(shown)).toEqual(new Set([institution.name]));
  });

  it('scoped, narrows to one of the institution’s campuses', async () => {
    const institution = await institutionWithCourses();
    const { user } = renderWidget(<CourseSearch institution={institution.legalFk} />);
    await screen.findByLabelText(labelled(l.keyword));
    await formListsLoaded();
    const campus = select(l.campus);
    expect(campus.options.length).toBeGreaterThan(1);
    await user.selectOptions(campus, campus.options[1]!.value);
    const chosen = Number(campus.value);
    await user.click(screen.getByRole('button', { name: l.search }));
    await screen.findByRole('heading', { name: l.resultsTitle });
    await waitFor(() => expect(courseSearch.$state.get().status).toBe('done'));
    expect(courseSearch.remembered()?.filter).toMatchObject({ legal_fk: institution.legalFk, campus_fk: chosen });
    const { rows } = courseSearch.$state.get();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.locationId === chosen)).toBe(true);
  });

  it("scoped, still asks for the country when none is chosen ('Country is required')", async () => {
    const institution = await institutionWithCourses();
    const { user } = renderWidget(<CourseSearch institution={institution.legalFk} />);
    await screen.findByLabelText(labelled(l.keyword));
    await formListsLoaded();
    await user.selectOptions(select(l.country), l.choose);
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(screen.getByRole('alert').textContent).toBe(courseMessages.courseCountryRequired);
  });
});
