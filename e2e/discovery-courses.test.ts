import { beforeAll, describe, expect, it } from 'vitest';
import { format, messages, courseMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import {
  broadCourseSearch,
  courseForm,
  courseLabels,
  courseRange,
  courseRows,
  searchPanelLabels,
  type BroadSearch,
} from './support/catalogue.js';

describe.skipIf(!chromiumAvailable())('course search in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('shows each validation message of the course filter, then searches', async () => {
    const page = await suite.openPage('/');
    await page.waitForURL('**/findDashBoard');
    await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).click();
    const form = courseForm(page);
    const searchText = field(form, courseLabels.searchText);
    const country = form.getByRole('combobox', { name: courseLabels.country, exact: true });
    const group = form.getByRole('combobox', { name: courseLabels.levelGroup, exact: true });
    const submit = form.getByRole('button', { name: courseLabels.search, exact: true });
    const combined = (...items: string[]) => text(form, format(courseMessages.courseFilterMissing, { items: items.join(', ') }));

    // Nothing filled in: every field's message and the combined warning.
    await submit.click();
    await combined(courseMessages.courseFilterItemText, courseMessages.courseFilterItemCountry, courseMessages.courseFilterItemGroup).waitFor();
    for (const message of [courseMessages.courseSearchTextRequired, courseMessages.courseInstitutionCountryRequired, courseMessages.courseStudyLevelGroupRequired]) {
      await text(form, message).waitFor();
    }
    expect(page.url()).toMatch(/\/findDashBoard$/);

    // Two items missing: the combined warning names just those two.
    await searchText.fill(search.term);
    await submit.click();
    await combined(courseMessages.courseFilterItemCountry, courseMessages.courseFilterItemGroup).waitFor();
    expect(await text(form, courseMessages.courseSearchTextRequired).count()).toBe(0);

    // One item missing at a time: its own message, no combined warning.
    await country.selectOption({ label: search.country.name });
    await submit.click();
    await text(form, courseMessages.courseStudyLevelGroupRequired).waitFor();
    expect(await text(form, courseMessages.courseInstitutionCountryRequired).count()).toBe(0);
    expect(await form.getByText(' is required', { exact: false }).filter({ hasText: ',' }).count()).toBe(0);

    await group.selectOption({ label: search.group.name });
    await searchText.fill('n-u'); // punctuation does not count: two characters
    await submit.click();
    await text(form, courseMessages.courseSearchTextRequired).waitFor();
    expect(await text(form, courseMessages.courseStudyLevelGroupRequired).count()).toBe(0);

    await searchText.fill(search.term);
    await country.selectOption('');
    await submit.click();
    await text(form, courseMessages.courseInstitutionCountryRequired).waitFor();
    expect(await text(form, courseMessages.courseSearchTextRequired).count()).toBe(0);

    // Valid: the list opens with the exact total the API gives for the same filter.
    await country.selectOption({ label: search.country.name });
    await submit.click();
    await page.waitForURL('**/findCourse/list**');
    await page.getByRole('heading', { level: 1, name: courseLabels.resultsTitle, exact: true }).waitFor();
    await text(page, courseRange(1, 10, search.total)).waitFor();
    expect(await courseRows(page).count()).toBe(10);
    expect(await page.title()).toContain(courseLabels.resultsTitle);
    expect(suite.pageErrors).toEqual([]);
  });

  it('pages through the results, changes the page size, opens a detail and comes back', async () => {
    const page = await suite.openPage('/');
    await page.waitForURL('**/findDashBoard');
    await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).click();
    const form = courseForm(page);
    await field(form, courseLabels.searchText).fill(search.term.toUpperCase()); // case-insensitive
    await form.getByRole('combobox', { name: courseLabels.country, exact: true }).selectOption({ label: search.country.name });
    await form.getByRole('combobox', { name: courseLabels.levelGroup, exact: true }).selectOption({ label: search.group.name });
    await form.getByRole('button', { name: courseLabels.search, exact: true }).click();
    await page.waitForURL('**/findCourse/list**');
    const total = search.total;
    await text(page, courseRange(1, 10, total)).waitFor();
    const firstPage = await courseRows(page).locator('.sa-course-row-name').allTextContents();

    const paging = page.getByRole('navigation', { name: messages.pagination });
    expect(await paging.getByRole('button', { name: messages.previousPage }).isDisabled()).toBe(true);
    await paging.getByRole('button', { name: messages.nextPage }).click();
    await text(page, courseRange(11, Math.min(20, total), total)).waitFor();
    expect(await paging.getByRole('button', { name: format(messages.pageNumber, { page: 2 }) }).getAttribute('aria-current')).toBe('page');
    const secondPage = await courseRows(page).locator('.sa-course-row-name').allTextContents();
    expect(secondPage).toHaveLength(Math.min(10, total - 10));
    // Stable paging: page 2 continues page 1 (the same course at the same campus and intake never twice).
    const keys = async () =>
      courseRows(page)
        .locator('a.sa-course-row-name')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const secondKeys = await keys();
    await paging.getByRole('button', { name: messages.previousPage }).click();
    await text(page, courseRange(1, 10, total)).waitFor();
    expect(await courseRows(page).locator('.sa-course-row-name').allTextContents()).toEqual(firstPage);
    const firstKeys = await keys();
    expect(firstKeys.filter((key) => secondKeys.includes(key))).toEqual([]);

    // Page size 20: back to page 1 with 20 rows, the first ten unchanged.
    await paging.getByRole('combobox', { name: messages.pageSize }).selectOption('20');
    await text(page, courseRange(1, Math.min(20, total), total)).waitFor();
    expect(await courseRows(page).count()).toBe(Math.min(20, total));
    expect((await courseRows(page).locator('.sa-course-row-name').allTextContents()).slice(0, 10)).toEqual(firstPage);
    const lastPage = Math.ceil(total / 20);
    await paging.getByRole('button', { name: messages.lastPage }).click();
    await text(page, courseRange((lastPage - 1) * 20 + 1, total, total)).waitFor();
    expect(await paging.getByRole('button', { name: messages.nextPage }).isDisabled()).toBe(true);

    // Detail of the first row on this page, and back to the same page of results.
    await page.waitForLoadState('networkidle');
    const row = courseRows(page).first();
    const name = (await row.locator('.sa-course-row-name').textContent())!;
    const institution = (await row.locator('.sa-course-row-institution').textContent())!;
    const listUrl = page.url();
    await row.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/coudetail\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.locator('.sa-course-detail-institution').getByText(institution).waitFor();
    await page.getByRole('button', { name: courseLabels.overview }).waitFor();
    expect(await page.getByRole('button', { name: courseLabels.overview }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: messages.expandAll }).click();
    for (const trigger of await page.locator('.sa-accordion-trigger').all()) expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: messages.back, exact: true }).click();
    await page.waitForURL(listUrl);
    await text(page, courseRange((lastPage - 1) * 20 + 1, total, total)).waitFor();
    expect(await courseRows(page).first().locator('.sa-course-row-name').textContent()).toBe(name);
    expect(suite.pageErrors).toEqual([]);
  });
});
