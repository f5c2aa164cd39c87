import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { courseLabels, messages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field } from './support/suite.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';
import { broadCourseSearch, searchCoursesFromDashboard } from './support/catalogue.js';
import { catalogueIds, compareSelection, openEveryWidget, portalScreens, settle, walkPortalScreens, PORTAL_BOXES, type CatalogueIds } from './support/screens.js';
import { boxOverflows, filterFieldsOverhang, pageOverflow, type Overflow } from './support/overflow.js';

/*
 * Issue 10: every screen of the portal and every custom element fits its container from 320 px up —
 * no sideways scroll, and no descendant sticking out of its column, card or widget. Each screen is
 * loaded once, waited for (its content, no loader), then measured at the six widths by resizing the
 * one page of the run. Each walk measures dozens of screens: it may take minutes on a loaded machine.
 */

const WIDTHS = [320, 390, 768, 1024, 1280, 1600] as const;

/** Measures the page at every width; returns what overflowed, as 'screen @ width: what'. */
async function measure(page: Page, screen: string, boxes: () => Promise<Overflow[]>): Promise<string[]> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: layout, then whatever a ResizeObserver changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const page_ = await pageOverflow(page);
    if (page_) failures.push(`${screen} @ ${width}: ${page_}`);
    for (const overflow of await boxes()) failures.push(`${screen} @ ${width}: ${overflow.box} ⟶ ${overflow.child} (${overflow.by} px)`);
  }
  return failures;
}

/** The course list's page or widget: everything above, and its filter column's fields end inside the column. */
async function withFilterColumn(page: Page, boxes: Promise<Overflow[]>): Promise<Overflow[]> {
  const overhang = await filterFieldsOverhang(page);
  if (overhang === null) return [...(await boxes), { box: '.sa-course-list-filter', child: 'no filter column shown', by: Infinity }];
  return [...(await boxes), ...(overhang > 0.5 ? [{ box: '.sa-course-list-filter', child: 'its widest input or select', by: Math.round(overhang) }] : [])];
}

describe.skipIf(!chromiumAvailable())('every screen and widget fits from 320 px up, without sideways scroll', () => {
  const suite = browserSuite();
  let ids: CatalogueIds;
  let member: TestMember;

  beforeAll(async () => {
    [ids, member] = await Promise.all([catalogueIds(suite.portal().url), registeredMember(suite.portal().url, true, newIdentity('Noor', 'Haddad'))]);
  });

  async function portalBoxes(page: Page): Promise<Overflow[]> {
    return boxOverflows(page, PORTAL_BOXES);
  }

  async function visitAll(page: Page, signedIn: boolean): Promise<string[]> {
    const failures = await walkPortalScreens(page, suite.portal().url, portalScreens(ids, member, signedIn), signedIn, (label) =>
      measure(page, label, () => portalBoxes(page)),
    );
    // The course list as a search reaches it: results with the filter column beside them.
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchCoursesFromDashboard(page, suite.portal().url, await searchOnce());
    await settle(page, 'li.sa-course-row');
    failures.push(...(await measure(page, `${signedIn ? 'member' : 'visitor'} /findCourse/list (searched)`, () => withFilterColumn(page, portalBoxes(page)))));
    return failures;
  }

  let broad: Awaited<ReturnType<typeof broadCourseSearch>> | undefined;
  const searchOnce = async () => (broad ??= await broadCourseSearch(suite.portal().url));

  it('every portal route, signed out', async () => {
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await compareSelection(page, ids);
    expect(await visitAll(page, false)).toEqual([]);
  }, 300_000);

  it('every portal route, signed in, and the React app', async () => {
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await compareSelection(page, ids);
    await page.goto(`${suite.portal().url}/login`);
    await field(page, loginMessages.loginIdLabel).fill(member.email);
    await field(page, loginMessages.passwordLabel).fill(member.password);
    await page.getByRole('button', { name: messages.signInAction, exact: true }).last().click();
    await page.getByRole('button', { name: messages.signOutAction }).first().waitFor();
    const failures = await visitAll(page, true);
    await page.goto(`${suite.portal().url}/react-app/`);
    await settle(page, 'main h1, main h2');
    failures.push(...(await measure(page, '/react-app/', () => portalBoxes(page))));
    expect(failures).toEqual([]);
  }, 300_000);

  it('every custom element of the manifest, on a page that loads the script tag', async () => {
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await compareSelection(page, ids);
    const tags = await openEveryWidget(page, suite.portal().url, ids, member);
    expect(tags.length).toBeGreaterThan(20);

    // The scoped course search's list, with its filter column.
    const widget = page.locator('sa-course-search');
    await widget.getByRole('form', { name: courseLabels.searchTitle, exact: true }).getByRole('button', { name: courseLabels.search, exact: true }).evaluate((button: HTMLButtonElement) => button.click());
    await widget.locator('li.sa-course-row').first().waitFor();
    await settle(page, 'sa-course-search li.sa-course-row');

    const failures = await measure(page, 'widgets', () => withFilterColumn(page, boxOverflows(page, tags.join(', ') + ', ' + PORTAL_BOXES, true)));
    expect(failures).toEqual([]);
  }, 300_000);
});
