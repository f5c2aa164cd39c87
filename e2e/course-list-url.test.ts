import { beforeAll, describe, expect, it } from 'vitest';
import { courseLabels as labels, messages, searchPanelLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, text } from './support/suite.js';
import { broadCourseSearch, courseForm, courseRange, courseRows, searchCoursesFromDashboard, type BroadSearch } from './support/catalogue.js';

describe.skipIf(!chromiumAvailable())('the course list from its URL (a shared link, a bookmark, a new tab), in Chromium', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('a search puts its query in the URL; the URL opened in a fresh browser shows the same rows, at the same page', async () => {
    const page = await suite.openPage();
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/findCourse/list');
    expect(url.searchParams.get('search')).toBe(search.term);
    expect(url.searchParams.get('country_fk')).toBe(String(search.country.id));
    expect(url.searchParams.get('AwardG_fk')).toBe(String(search.group.id));
    await text(page, courseRange(1, 10, search.total)).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: messages.nextPage }).click();
    await text(page, courseRange(11, Math.min(20, search.total), search.total)).waitFor();
    await page.waitForURL((address) => address.searchParams.get('page') === '2');
    const names = await courseRows(page).locator('.sa-course-row-name').allTextContents();

    // Another visitor (nothing remembered in their browser) opens the shared link.
    const shared = await suite.openPage(`${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    await text(shared, courseRange(11, Math.min(20, search.total), search.total)).waitFor();
    expect(await courseRows(shared).locator('.sa-course-row-name').allTextContents()).toEqual(names);
    expect(suite.pageErrors).toEqual([]);
  });

  it('opened bare in a fresh browser, the list says there is no search and leads to the search form', async () => {
    const page = await suite.openPage('/findCourse/list');
    await page.getByRole('heading', { level: 1, name: labels.resultsTitle, exact: true }).waitFor();
    await text(page, labels.noSearch).waitFor();
    expect(await courseRows(page).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: labels.toSearch, exact: true }).click();
    await page.waitForURL('**/findDashBoard');
    expect(await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).getAttribute('aria-selected')).toBe('true');
    await courseForm(page).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
