import { beforeAll, describe, expect, it } from 'vitest';
import { format, messages, authMessages, compareMessages, compareScreenMessages, favouriteMessages, loginMessages, portalMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember } from './support/members.js';
import { broadCourseSearch, courseRows, searchCoursesFromDashboard, type BroadSearch } from './support/catalogue.js';

/** The compare selection as the page keeps it (core's persistent `$compare`). */
const COMPARE_STORAGE_KEY = 'studyatlas.compare';

describe.skipIf(!chromiumAvailable())('favourites and compare in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('a favourite asks to sign in, then is saved and counted', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Noor', 'Haddad'));
    const page = await suite.openPage();
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const row = courseRows(page).nth(1);
    const name = (await row.locator('.sa-course-row-name').textContent())!;
    const heart = row.getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name }), exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    await signInThroughDialog(page, me, favouriteMessages.favouriteSignIn);

    // The add completes after the sign-in: the heart is pressed, on the same list.
    await page.waitForFunction(
      (label) => document.querySelector(`button[aria-label="${CSS.escape(label)}"][aria-pressed="true"]`) !== null,
      format(favouriteMessages.favouriteToggle, { name }),
    );
    expect(page.url()).toContain('/findCourse/list');
    await text(page.locator('header'), format(authMessages.signedInAs, { name: 'Noor Haddad' })).waitFor();

    // Counted: the favourites screen's Courses tab shows 1 and lists the course.
    await page.locator('header').getByRole('link', { name: favouriteMessages.favouritesTitle }).click();
    await page.waitForURL('**/favourite');
    const coursesTab = page.getByRole('tab', {
      name: format(favouriteMessages.favouriteTab, { name: favouriteMessages.favouriteTabCourses, count: 1 }),
      exact: true,
    });
    await coursesTab.waitFor();
    expect(await coursesTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: format(favouriteMessages.favouriteRemove, { name }) }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });

  it('compares 1 course (refused), an 11th (refused) and 3 courses side by side', async () => {
    const page = await suite.openPage();
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const paging = page.getByRole('navigation', { name: messages.pagination });
    await paging.getByRole('combobox', { name: messages.pageSize }).selectOption('20');
    await page.waitForFunction(() => document.querySelectorAll('li.sa-course-row').length > 10);
    const rows = courseRows(page);
    const names = await rows.locator('.sa-course-row-name').allTextContents();
    const box = (index: number) => rows.nth(index).getByRole('checkbox', { name: format(compareMessages.compareToggle, { name: names[index]! }), exact: true });
    const selected = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length, COMPARE_STORAGE_KEY);

    // One course: the comparison asks for more.
    await box(0).check();
    await page.locator('header').getByRole('link', { name: portalMessages.portalNavCompare }).click();
    await page.waitForURL('**/compare/');
    await page.getByRole('heading', { level: 1, name: compareMessages.compareTitle }).waitFor();
    await text(page.getByRole('alert'), compareMessages.compareMinimum).waitFor();
    expect(await page.getByRole('region', { name: compareScreenMessages.compareCarousel }).count()).toBe(0);

    // Ten courses, then an 11th: refused with the maximum message, its box stays unticked.
    await page.goBack();
    await page.waitForURL('**/findCourse/list**');
    expect(await box(0).isChecked()).toBe(true);
    for (let index = 1; index < 10; index++) await box(index).check();
    expect(await selected()).toBe(10);
    await box(10).click();
    await text(rows.nth(10).getByRole('alert'), compareMessages.compareMaximum).waitFor();
    expect(await box(10).isChecked()).toBe(false);
    expect(await selected()).toBe(10);

    // Three courses: side by side with the total cost; the carousel reaches all three.
    for (let index = 3; index < 10; index++) await box(index).uncheck();
    expect(await selected()).toBe(3);
    await page.locator('header').getByRole('link', { name: portalMessages.portalNavCompare }).click();
    await page.waitForURL('**/compare/');
    const carousel = page.getByRole('region', { name: compareScreenMessages.compareCarousel });
    await carousel.waitFor();
    expect(await page.getByRole('alert').filter({ hasText: compareMessages.compareMinimum }).count()).toBe(0);
    await carousel.getByRole('rowheader', { name: compareScreenMessages.compareTotalCost, exact: true }).waitFor();
    const perView = Number(await carousel.getAttribute('data-items-per-view'));
    expect(perView).toBeGreaterThanOrEqual(1);
    const shownNames = () => carousel.locator('th.sa-compare-course .sa-compare-name').allTextContents();
    const seen = new Set<string>();
    await text(carousel, format(compareScreenMessages.compareShowing, { first: 1, last: Math.min(3, perView), count: 3 })).waitFor();
    for (const shown of await shownNames()) seen.add(shown);
    for (let step = 0; step < 3 - Math.min(3, perView); step++) {
      await carousel.getByRole('button', { name: compareScreenMessages.compareNext }).click();
      await text(carousel, format(compareScreenMessages.compareShowing, { first: step + 2, last: step + 1 + Math.min(3, perView), count: 3 })).waitFor();
      for (const shown of await shownNames()) seen.add(shown);
    }
    expect([...seen].sort()).toEqual([...new Set(names.slice(0, 3))].sort());
    // Every compared course has its total cost filled in (or the not-available dash).
    const totalCells = await carousel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: compareScreenMessages.compareTotalCost }) }).locator('td').allTextContents();
    expect(totalCells.every((cell) => cell.trim() !== '')).toBe(true);
    expect(suite.pageErrors).toEqual([]);
  });
});
