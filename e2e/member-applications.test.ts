import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginMessages, messages, myApplicationsLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { searchCoursesApi, type CourseRowData } from './support/catalogue.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';
import { registeredMember, type TestMember } from './support/members.js';

/** The member's bearer token (the token call, as the sign-in form sends it). */
async function tokenOf(portalUrl: string, member: TestMember): Promise<string> {
  const response = await fetch(`${portalUrl}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A submitted application for one course intake, through the wizard's calls. */
async function submittedApplication(portalUrl: string, token: string, intakeId: number): Promise<number> {
  const call = async <T,>(path: string, body?: object): Promise<T> => {
    const response = await fetch(`${portalUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const courseData = [{ CourseFk: 0, LocationFk: 0, IntakeFk: intakeId, CourseStudyModeFk: 0, IntakeDate: '', AppliedForLegalId: 0 }];
  const { applicationFk } = await call<{ applicationFk: number }>('/api/OnlineApp/AddOrDeleteCourse', { SapClientId: 0, ApplicationFk: 0, value: 'A', courseData });
  const { privacyPolicyFk } = await call<{ privacyPolicyFk: number }>(`/api/OnlineApp/LoadDeclaration?applicationFk=${applicationFk}&courseLegalFk=0`);
  await call(`/api/OnlineApp/UpsertDeclaration?applicationFk=${applicationFk}&privacyPolicyFk=${privacyPolicyFk}&formKey=SAP_APP&sapClientFk=0&courseFk=0`);
  const submitted = await call<{ result: string }>(`/api/OnlineApp/SyncProfileData?applicationFk=${applicationFk}&courseLegalId=0&sapClientFk=0`);
  expect(submitted.result).toBe('S');
  return applicationFk;
}

/** A course intake of the catalogue (the first country whose course search finds one). */
async function aCourseIntake(portalUrl: string): Promise<CourseRowData> {
  const { countries } = (await (await fetch(`${portalUrl}/api/CoursesPublic/CoursesPublicFilterData`)).json()) as { countries: Array<{ id: number }> };
  for (const country of countries) {
    const found = (await searchCoursesApi(portalUrl, { country_fk: country.id })).rows.find((row) => row.intakeId > 0);
    if (found) return found;
  }
  throw new Error('the e2e catalogue has no course intake');
}

async function signInOnLoginPage(page: Page, member: TestMember): Promise<void> {
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
}

describe.skipIf(!chromiumAvailable())('my applications in the portal', () => {
  const suite = browserSuite();

  it('at 320 px: signs in from /apps, shows the timeline without sideways scroll, downloads the PDF and withdraws with the keyboard', async () => {
    const portal = suite.portal().url;
    const member = await registeredMember(portal, true);
    const token = await tokenOf(portal, member);
    const course = await aCourseIntake(portal);
    const appId = await submittedApplication(portal, token, course.intakeId);

    const page = await suite.openPage();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${portal}/apps/${appId}`);
    await signInOnLoginPage(page, member);
    const card = page.getByRole('article', { name: `Application ${appId}` });
    await card.waitFor();
    expect(page.url()).toBe(`${portal}/apps/${appId}`);
    expect(await page.title()).toContain(myApplicationsLabels.title);
    await expect.poll(() => card.getAttribute('class')).toContain('is-highlighted');
    const timeline = card.getByRole('list', { name: `Timeline of ${course.name}` });
    expect((await timeline.getByRole('listitem').allTextContents()).map((t) => t.replace(/\d{2}-\w{3}-\d{4}/, 'DATE'))).toEqual(['Submitted DATE (current status)']);
    expect(await pageOverflow(page)).toBeNull();

    // The PDF: a real download with the member's token.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download application ${appId} as PDF` }).click();
    expect((await download).suggestedFilename()).toBe(`application-${appId}.pdf`);
    // The browser shows the download: no 'Successful: …' popup (issue 24).
    expect(await page.getByText(`Successful: application-${appId}.pdf`).count()).toBe(0);

    // Withdraw with the keyboard: Enter on the button, the confirm's Yes has focus.
    await card.getByRole('button', { name: `Withdraw application ${appId}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: myApplicationsLabels.withdrawTitle });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(myApplicationsLabels.confirmYes);
    await page.keyboard.press('Enter');
    await expect.poll(() => timeline.getByRole('listitem').last().textContent()).toMatch(/^Withdrawn \d{2}-\w{3}-\d{4} \(current status\)$/);
    expect(await card.getAttribute('data-status')).toBe('W');
    expect(await pageOverflow(page)).toBeNull();

    // The header links to it next to My profile.
    await page.goto(`${portal}/findDashBoard`);
    await page.getByRole('button', { name: /menu/i }).click().catch(() => undefined);
    expect(await page.getByRole('navigation').getByRole('link', { name: myApplicationsLabels.title }).getAttribute('href')).toBe('/apps');
    expect(suite.pageErrors).toEqual([]);
  }, 90_000);
});
