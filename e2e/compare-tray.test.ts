import { beforeAll, describe, expect, it } from 'vitest';
import { applyMessages, compareMessages, compareScreenMessages, format, loginMessages, messages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember } from './support/members.js';
import { broadCourseSearch, courseRows, searchCoursesFromDashboard, type BroadSearch } from './support/catalogue.js';

describe.skipIf(!chromiumAvailable())('the compare tray in Chromium', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('ticking two results shows them in the tray; Compare opens the comparison of both, whose Apply asks to sign in and then gives the start message', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Tomas', 'Ferreira'));
    const page = await suite.openPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const rows = courseRows(page);
    await rows.first().waitFor();
    const names = await rows.locator('.sa-course-row-name').allTextContents();
    const box = (index: number) => rows.nth(index).getByRole('checkbox', { name: format(compareMessages.compareToggle, { name: names[index]! }), exact: true });
    const tray = page.getByRole('region', { name: compareMessages.compareTitle });
    expect(await tray.count()).toBe(0); // nothing picked: no tray

    // One course: the tray appears; Compare asks for more than one.
    await box(0).check();
    await tray.waitFor();
    await text(tray, format(compareMessages.compareSelected, { count: 1 })).waitFor();
    await tray.getByRole('button', { name: compareMessages.compareAction, exact: true }).click();
    await text(tray.getByRole('alert'), compareMessages.compareMinimum).waitFor();
    expect(page.url()).toContain('/findCourse/list');

    // Two: both in the tray, the message gone.
    await box(1).check();
    await text(tray, format(compareMessages.compareSelected, { count: 2 })).waitFor();
    expect(await tray.locator('.sa-compare-tray-name').allTextContents()).toEqual(names.slice(0, 2));
    expect(await tray.getByRole('alert').count()).toBe(0);
    // Sticky at the bottom of the viewport (the list runs on below it), its content never wider than
    // the tray itself at 320 px (the list's own width is the responsive work's: issue 10).
    const placed = await tray.boundingBox();
    expect(Math.round(placed!.y + placed!.height)).toBeLessThanOrEqual(640);
    expect(await tray.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await tray.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await tray.evaluate((el) => el.getBoundingClientRect().width <= el.parentElement!.getBoundingClientRect().width)).toBe(true);

    // Keyboard: the remove buttons and Compare are reachable; Compare opens the comparison of both.
    await tray.getByRole('button', { name: compareMessages.compareAction, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/compare/');
    await page.getByRole('heading', { level: 1, name: compareMessages.compareTitle }).waitFor();
    const carousel = page.getByRole('region', { name: compareScreenMessages.compareCarousel });
    await carousel.waitFor();
    const perView = Number(await carousel.getAttribute('data-items-per-view'));
    const seen = new Set(await carousel.locator('th.sa-compare-course .sa-compare-name').allTextContents());
    for (let step = 0; step < 2 - Math.min(2, perView); step++) {
      await carousel.getByRole('button', { name: compareScreenMessages.compareNext }).click();
      await text(carousel, format(compareScreenMessages.compareShowing, { first: step + 2, last: step + 2, count: 2 })).waitFor();
      for (const name of await carousel.locator('th.sa-compare-course .sa-compare-name').allTextContents()) seen.add(name);
    }
    expect([...seen].sort()).toEqual([...new Set(names.slice(0, 2))].sort());

    // Apply from the comparison: signed out, the login dialog; after signing in the start goes on.
    const shownName = (await carousel.locator('th.sa-compare-course .sa-compare-name').first().textContent())!;
    await carousel.getByRole('button', { name: format(applyMessages.applyCourse, { name: shownName }), exact: true }).click();
    await signInThroughDialog(page, me, applyMessages.applySignIn);
    await text(carousel.getByRole('alert'), 'First update your basic detail and contact detail').waitFor();
    expect(page.url()).toContain('/compare/');
    expect(suite.pageErrors).toEqual([]);
  });

  it('another tab of the same visitor follows the selection: a pick in one shows in the other tray, Clear empties both', async () => {
    const page = await suite.openPage();
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const rows = courseRows(page);
    await rows.first().waitFor();
    const listUrl = page.url();
    // A second tab of the same visitor: the selection follows (the store is persisted and shared).
    const other = await page.context().newPage();
    await other.goto(listUrl);
    await courseRows(other).first().waitFor();
    const name = (await rows.first().locator('.sa-course-row-name').textContent())!;
    await rows.first().getByRole('checkbox', { name: format(compareMessages.compareToggle, { name }), exact: true }).check();
    const otherTray = other.getByRole('region', { name: compareMessages.compareTitle });
    await text(otherTray, format(compareMessages.compareSelected, { count: 1 })).waitFor();
    expect(await otherTray.locator('.sa-compare-tray-name').allTextContents()).toEqual([name]);
    await otherTray.getByRole('button', { name: compareMessages.compareClear, exact: true }).click();
    await page.getByRole('region', { name: compareMessages.compareTitle }).waitFor({ state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  });
});
