import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationWizardLabels as t, applyMessages, format, loginMessages, messages, profile } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { broadCourseSearch, searchCoursesApi } from './support/catalogue.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';

/*
 * The online application wizard in the portal (member §2 /onlineApp): Apply on a course detail opens
 * it for the intake, the URL follows the step with the new application's id, a reload and the
 * browser's Back keep the same application, and every step fits a 320 px wide screen.
 */

async function tokenOf(url: string, member: TestMember): Promise<string> {
  const response = await fetch(`${url}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A verified member whose basic and contact details are complete (saved through the API), ready to apply. */
async function readyApplicant(url: string): Promise<TestMember> {
  const member = await registeredMember(url, true, newIdentity('Lena', 'Apply'));
  const headers = { authorization: `Bearer ${await tokenOf(url, member)}`, 'content-type': 'application/json' };
  const get = async <T>(path: string, query: Record<string, number> = {}): Promise<T> =>
    (await (await fetch(`${url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { headers })).json()) as T;
  type Named = { id: number };
  let place: { countryFk: number; stateFk: number; cityFk: number } | undefined;
  for (const country of await get<Named[]>(profile.countryLoad.path)) {
    for (const state of await get<Named[]>(profile.stateLoad.path, { CountryFk: country.id })) {
      const [city] = await get<Named[]>(profile.cityLoad.path, { StateFk: state.id });
      if (city) place = { countryFk: country.id, stateFk: state.id, cityFk: city.id };
      if (place) break;
    }
    if (place) break;
  }
  const { detail } = await get<{ detail: Record<string, Record<string, unknown>> }>(profile.basicDetailLoad.path);
  const values = {
    ...detail,
    basic: { ...detail.basic, title: 'Ms', gender: 'F', dateOfBirth: '2000-05-17', birthCountryFk: place!.countryFk, nationalityFk: place!.countryFk },
    email: { email: member.email, publish: false },
    contact: { ...detail.contact, current: { ...place, address: '1 Main St', postcode: '3000' }, mobile: '412345678' },
    family: { homeCountryFk: place!.countryFk, homeStateFk: place!.stateFk, homeCityFk: place!.cityFk },
  };
  const saved = await fetch(`${url}${profile.bdUpsert.path}`, { method: 'POST', headers, body: JSON.stringify(values) });
  expect(saved.status).toBe(200);
  return member;
}

const stepHeading = (page: Page) => page.locator('.sa-apply-step-title');

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
