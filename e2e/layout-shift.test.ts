import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { courseRange, courseRows, broadCourseSearch, searchCoursesApi, type BroadSearch } from './support/catalogue.js';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, text } from './support/suite.js';

/** "Good" cumulative layout shift (web.dev); the bench prints Lighthouse's figure beside it. */
const GOOD_CLS = 0.1;

/**
 * Opens `path` on a phone-sized page of a first-time visitor (nothing cached), with the CPU slowed
 * as Lighthouse's mobile run does, and sums the layout shifts until `ready` and a moment after.
 */
async function layoutShift(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

describe.skipIf(!chromiumAvailable())('no layout shift from late content, in Chromium (a phone, 4× slower CPU)', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 20);
  });

  it('the dashboard: the search form is drawn before its lists arrive, so the panels below it stay put', async () => {
    const page = await suite.openPage();
    const shift = await layoutShift(page, `${suite.portal().url}/findDashBoard`, async (loaded) => {
      await loaded.locator('.sa-course-search select[name="country_fk"] option').nth(1).waitFor({ state: 'attached' });
    });
    expect(shift).toBeLessThanOrEqual(GOOD_CLS);
  });

  it('the course list opened from a shared URL, and a course detail', async () => {
    const query = new URLSearchParams({ search: search.term, country_fk: String(search.country.id), AwardG_fk: String(search.group.id) });
    const list = await suite.openPage();
    const listShift = await layoutShift(list, `${suite.portal().url}/findCourse/list?${query}`, async (loaded) => {
      await text(loaded, courseRange(1, 10, search.total)).waitFor();
      await courseRows(loaded).first().waitFor();
    });
    expect(listShift).toBeLessThanOrEqual(GOOD_CLS);

    const { rows } = await searchCoursesApi(suite.portal().url, { search: search.term, country_fk: search.country.id, AwardG_fk: search.group.id });
    const row = rows[0]!;
    const detail = await suite.openPage();
    const detailShift = await layoutShift(detail, `${suite.portal().url}/coudetail/${row.courseFk}/${row.locationId}/${row.intakeId}`, async (loaded) => {
      await loaded.getByRole('heading', { level: 1, name: row.name }).waitFor();
    });
    expect(detailShift).toBeLessThanOrEqual(GOOD_CLS);
    expect(suite.pageErrors).toEqual([]);
  });
});
