import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearAllSearches, courseSearch, format, courseMessages } from '@studyatlas/core';
import { formListsLoaded } from '../../../test/form-lists.js';
import { renderWithProvider } from '../../../test/render.js';
import { alerts, field, labelled } from '../../../test/queries.js';
import { broadCourseSearch } from '../../../test/course-catalogue.js';
import { CourseSearchForm } from './course-search-form.js';
import { courseLabels as l } from '@studyatlas/core';

beforeEach(() => clearAllSearches());

const select = (label: string) => screen.getByLabelText(labelled(label), { selector: 'select' }) as HTMLSelectElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function renderForm() {
  const rendered = renderWithProvider(<CourseSearchForm />);
  await screen.findByLabelText(labelled(l.searchText));
  await formListsLoaded();
  return rendered;
}

describe('CourseSearchForm', () => {
  it('names every missing item with its own message and the combined warning', async () => {
    const { user, navigate } = await renderForm();
    await user.click(screen.getByRole('button', { name: l.search }));

    const combined = format(courseMessages.courseFilterMissing, { items: 'Study Area Or Course Name, Institution Country, Study Level Group' });
    expect(combined).toBe('Study Area Or Course Name, Institution Country, Study Level Group is required');
    expect(alerts()).toEqual([
      combined,
      'At least 3 characters of Study Area Or Course Name must be provided',
      'Institution Country is required',
      'Study Level Group is required',
    ]);
    expect(field(l.searchText).invalid).toBe(true);
    expect(document.activeElement).toBe(field(l.searchText).input);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows one message alone when only one item is missing, each of the three', async () => {
    const search = await broadCourseSearch();
    const { user } = await renderForm();
    await user.type(field(l.searchText).input, 'ab');
    await user.selectOptions(select(l.country), search.country.name);
    await user.selectOptions(select(l.levelGroup), search.group.name);
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(alerts()).toEqual(['At least 3 characters of Study Area Or Course Name must be provided']);

    await user.type(field(l.searchText).input, 'c');
    await user.selectOptions(select(l.country), l.choose);
    expect(alerts()).toEqual(['Institution Country is required']);
    expect(describedBy(select(l.country))).toBe('Institution Country is required');

    await user.selectOptions(select(l.country), search.country.name);
    await user.selectOptions(select(l.levelGroup), l.choose);
    expect(alerts()).toEqual(['Study Level Group is required']);
  });

  it('refuses a text over 200 characters with its own message before searching', async () => {
    const search = await broadCourseSearch();
    const { user, navigate } = await renderForm();
    await user.click(field(l.searchText).input);
    await user.paste('nursing '.repeat(26));
    await user.selectOptions(select(l.country), search.country.name);
    await user.selectOptions(select(l.levelGroup), search.group.name);
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(alerts()).toEqual(['Study Area Or Course Name can be at most 200 characters']);
    expect(field(l.searchText).invalid).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

    it('runs a valid search through the store, remembers it and opens the list', async () => {
    const search = await broadCourseSearch();
    const { user, navigate } = await renderForm();
    await user.type(field(l.searchText).input, search.text);
    await user.selectOptions(select(l.country), search.country.name);
    await user.selectOptions(select(l.levelGroup), search.group.name);
    await user.click(screen.getByRole('button', { name: l.search }));

    // The search is in the list's URL, so the list can be reloaded, bookmarked and shared.
    const query = new URLSearchParams({ search: search.text, country_fk: String(search.country.id), AwardG_fk: String(search.group.id), by: 'CN', sort: 'N' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/findCourse/list?${query}`));
    const state = courseSearch.$state.get();
    expect(state).toMatchObject({ status: 'done', total: search.total, page: 1, pageSize: 10 });
    expect(state.rows).toHaveLength(10);
    expect(courseSearch.remembered()?.filter).toMatchObject({ search: search.text, country_fk: search.country.id, AwardG_fk: search.group.id });
  });

  it('cascades: states and cities follow the country, awards the level group; Clear empties everything', async () => {
    const search = await broadCourseSearch();
    const { data } = search;
    const { user } = await renderForm();
    expect(select(l.state).options).toHaveLength(1); // only 'Any' before a country
    await user.selectOptions(select(l.country), search.country.name);
    const states = data.states.filter((state) => state.countryId === search.country.id);
    expect([...select(l.state).options].map((option) => option.text)).toEqual([l.any, ...states.map((state) => state.name)]);
    await user.selectOptions(select(l.levelGroup), search.group.name);
    const awards = data.awards.filter((award) => award.groupId === search.group.id);
    expect(select(l.award).options).toHaveLength(awards.length + 1);

    await user.type(field(l.searchText).input, search.text);
    await user.click(screen.getByRole('button', { name: l.clear }));
    await waitFor(() => expect(field(l.searchText).input.value).toBe(''));
    expect(select(l.country).value).toBe('');
    expect(courseSearch.remembered()).toBeNull();
  });

  it('starts from the remembered filter', async () => {
    const search = await broadCourseSearch();
    await courseSearch.search({ search: search.text, country_fk: search.country.id, AwardG_fk: search.group.id });
    await renderForm();
    expect(field(l.searchText).input.value).toBe(search.text);
    expect(select(l.country).value).toBe(String(search.country.id));
    expect(select(l.levelGroup).value).toBe(String(search.group.id));
  });
});
