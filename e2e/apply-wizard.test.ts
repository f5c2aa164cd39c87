import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationWizardLabels as t, applyMessages, format, loginMessages, messages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { broadCourseSearch, searchCoursesApi } from './support/catalogue.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';
import { readyApplicant } from './support/members.js';
import { stepHeading } from './support/wizard.js';

/*
 * The online application wizard in the portal (member §2 /onlineApp): Apply on a course detail opens
 * it for the intake, the URL follows the step with the new application's id, a reload and the
 * browser's Back keep the same application, and every step fits a 320 px wide screen.
 */


describe.skipIf(!chromiumAvailable())('the online application wizard in Chromium', () => {
  const suite = browserSuite();

  it('Apply on a course detail opens /onlineApp for the intake; the URL follows the step; reload and Back keep the application; 320 px wide', async () => {
    const url = suite.portal().url;
    const me = await readyApplicant(url);
    const { country } = await broadCourseSearch(url);
    const [course] = (await searchCoursesApi(url, { country_fk: country.id })).rows.filter((row) => row.intakeId > 0);
    const page = await suite.openPage('/login');
    await page.setViewportSize({ width: 320, height: 700 });
    await field(page, loginMessages.loginIdLabel).fill(me.email);
    await field(page, loginMessages.passwordLabel).fill(me.password);
    await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/coudetail/${course!.courseFk}/${course!.locationId}/${course!.intakeId}`);
    await page.getByRole('button', { name: format(applyMessages.applyCourse, { name: course!.name }), exact: true }).click();
    await page.waitForURL(/\/onlineApp\/coursedetail\?appId=\d+$/);
    const appId = new URL(page.url()).searchParams.get('appId');
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.C);
    await page.locator('[part="application-course"]').first().waitFor();
    expect(await page.locator('[part="application-course"] .sa-app-course-name').textContent()).toBe(course!.name);
    expect(await pageOverflow(page)).toBeNull();

    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.waitForURL(`**/onlineApp/contactDetail?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.B);
    await page.getByRole('button', { name: t.save, exact: true }).waitFor();
    expect(await pageOverflow(page)).toBeNull();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.waitForURL(`**/onlineApp/educationdet?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.E);

    await page.reload();
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.E);
    expect(await page.locator('.sa-apply-step-list [aria-current="step"]').textContent()).toBe(t.steps.E);

    await page.goBack();
    await page.waitForURL(`**/onlineApp/contactDetail?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.B);

    await page.goto(`${url}/onlineApp/appsummary?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.AS);
    await page.getByRole('button', { name: messages.expandAll, exact: true }).click();
    expect(await pageOverflow(page)).toBeNull();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.waitForURL(`**/onlineApp/declaration?appId=${appId}`);
    await page.getByRole('checkbox', { name: t.accept }).waitFor();
    expect(await pageOverflow(page)).toBeNull();
    expect(suite.pageErrors).toEqual([]);
  });
});
