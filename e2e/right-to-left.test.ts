import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginMessages, messages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field } from './support/suite.js';
import { pageOverflow } from './support/overflow.js';
import { chooseLocaleBeforeLoad, frames, readIn } from './support/languages.js';
import { broadCourseSearch, courseRows, searchCoursesFromDashboard, type BroadSearch } from './support/catalogue.js';

/*
 * Issue 28, right to left: the portal in Arabic (the visitor's choice, kept before the page's scripts
 * run; the portal then sets <html lang="ar" dir="rtl">) mirrors at 320 px: nothing scrolls sideways,
 * the course list's rows start at the right, the pagination runs right to left and its chevrons turn.
 * The journey reads the catalogue in Arabic too, so it finds the page's words.
 */

const inArabic = (journey: () => Promise<void>) => readIn('ar', journey);

async function rightToLeftPage(open: () => Promise<Page>): Promise<Page> {
  const page = await open();
  await chooseLocaleBeforeLoad(page, 'ar');
  await page.setViewportSize({ width: 320, height: 700 });
  return page;
}

/** Where an inline element's first line starts and ends, and its block's content box. */
const firstLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const line = element.getClientRects()[0]!;
    const block = element.closest('li, p, div')!;
    const style = getComputedStyle(block);
    const box = block.getBoundingClientRect();
    const contentLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const contentRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return { line: { left: line.left, right: line.right }, contentLeft, contentRight, direction: style.direction };
  });

describe.skipIf(!chromiumAvailable())('right to left in Chromium (issue 28)', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('the dashboard, the sign-in page, the course list and a course detail fit 320 px without sideways scroll', inArabic(async () => {
    const page = await rightToLeftPage(() => suite.openPage());
    const problems: string[] = [];
    const measure = async (screen: string) => {
      await frames(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      const overflow = await pageOverflow(page);
      if (overflow) problems.push(`${screen}: ${overflow}`);
    };

    await page.goto(`${suite.portal().url}/login`);
    await field(page, loginMessages.loginIdLabel).waitFor();
    await measure('sign-in');

    await searchCoursesFromDashboard(page, suite.portal().url, search);
    await courseRows(page).first().waitFor();
    await measure('course list');

    await courseRows(page).first().locator('.sa-course-row-name').click();
    await page.getByRole('button', { name: messages.back, exact: true }).waitFor();
    await measure('course detail');

    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tablist').first().waitFor();
    await measure('dashboard');
    expect(problems).toEqual([]);
  }));

  it("mirrors the course list: a row's name starts at the right, the pagination runs right to left, its chevrons and Back's turn", inArabic(async () => {
    const page = await rightToLeftPage(() => suite.openPage());
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    const name = courseRows(page).first().locator('.sa-course-row-name');
    await name.waitFor();
    await frames(page);

    const row = await firstLine(name);
    expect(row.direction).toBe('rtl');
    // Start-aligned: the first line begins at the content box's right edge and leaves room on the left.
    expect(Math.abs(row.line.right - row.contentRight)).toBeLessThan(1.5);
    expect(row.line.left).toBeGreaterThanOrEqual(row.contentLeft - 0.5);

    // The page links in document order (first, previous, 1, 2, …, next, last): on each line they wrap to, each sits left of the one before.
    const links = await page.locator('.sa-pagination .sa-page-link').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => ({ x: r.x, y: Math.round(r.y) })));
    const lines = new Map<number, number[]>();
    for (const link of links) lines.set(link.y, [...(lines.get(link.y) ?? []), link.x]);
    const shared = [...lines.values()].filter((line) => line.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const line of shared) expect(line).toEqual([...line].sort((a, b) => b - a));
    const turned = await page.locator('.sa-pagination .sa-pointing').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
    expect(turned).toEqual(Array(4).fill('matrix(-1, 0, 0, 1, 0, 0)'));

    await name.click();
    const back = page.getByRole('button', { name: messages.back, exact: true });
    await back.waitFor();
    expect(await back.locator('.sa-pointing').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The back row's button sits at the start: the right.
    const backBox = (await back.boundingBox())!;
    const rowBox = (await page.locator('.sa-back-row').first().boundingBox())!;
    expect(rowBox.x + rowBox.width - (backBox.x + backBox.width)).toBeLessThan(backBox.x - rowBox.x);
  }));
});
