import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { courseLabels, format, institutionLabels, loginMessages, messages, authMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { newIdentity, registeredMember } from './support/members.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite, field } from './support/suite.js';

/** Whether each `<style>` StudyAtlas put in the document head was applied (a refused one has no rules). */
const headSheetsApplied = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('style')].map((style) => ({ id: style.id, rules: style.sheet?.cssRules.length ?? 0 })),
  );

describe.skipIf(!chromiumAvailable())('Content-Security-Policy and CORS in Chromium', () => {
  const suite = browserSuite();
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** A page whose CSP violations are recorded, with the map tiles unreachable (as offline). */
  async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    return { page, violations: await watchCsp(page) };
  }

  it('the portal: sign-in, the remembered Login ID and the institutions map run under its CSP without a violation', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Cem', 'Aydin'));
    const { page, violations } = await watchedPage();
    const response = await page.goto(`${suite.portal().url}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('unsafe-inline');

    await field(page, loginMessages.loginIdLabel).fill(me.email);
    await field(page, loginMessages.passwordLabel).fill(me.password);
    await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The login name is remembered in an HttpOnly cookie: no script of the page can read it.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'sa_login')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sa_login');
    await page.getByRole('button', { name: messages.signOutAction }).first().click();
    await page.goto(`${suite.portal().url}/login`);
    // …and the sign-in form gets it from the server.
    await expect.poll(() => field(page, loginMessages.loginIdLabel).inputValue()).toBe(me.email);

    await page.goto(`${suite.portal().url}/findInst/map`);
    const map = page.getByRole('region', { name: institutionLabels.mapLabel });
    await map.waitFor();
    await map.locator('.leaflet-marker-icon').first().waitFor();
    const sheets = await headSheetsApplied(page);
    expect(sheets.length).toBeGreaterThan(1);
    for (const sheet of sheets) expect(sheet.rules, sheet.id).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });

  it('the partner page served by the portal and the React app example run under theirs', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Ines', 'Moreau'));
    const partner = await watchedPage();
    const response = await partner.page.goto(`${suite.portal().url}/partner/`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const widget = partner.page.locator('sa-login');
    await widget.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(me.email);
    await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(me.password);
    await widget.getByRole('button', { name: messages.signInAction, exact: true }).click();
    await widget.getByText(format(authMessages.signedInAs, { name: 'Ines Moreau' }), { exact: true }).waitFor();
    // The page's own inline scripts ran (the greeting and the course search's institution).
    await partner.page.locator('#partner-greeting').waitFor({ state: 'visible' });
    expect(await partner.page.locator('sa-course-search').getAttribute('institution')).toBe('1');
    await partner.page.locator('sa-profile').waitFor();
    expect(await partner.violations()).toEqual([]);

    const app = await watchedPage();
    await app.page.goto(`${suite.portal().url}/react-app/`);
    await app.page.getByRole('heading', { level: 1, name: 'Globe Student Hub' }).waitFor();
    await field(app.page.getByRole('main'), loginMessages.loginIdLabel).waitFor();
    for (const sheet of await headSheetsApplied(app.page)) expect(sheet.rules, sheet.id).toBeGreaterThan(0);
    expect(await app.violations()).toEqual([]);

    const docs = await watchedPage();
    await docs.page.goto(`${suite.portal().url}/api/docs`);
    await docs.page.getByRole('heading', { level: 1, name: 'StudyAtlas API reference' }).waitFor();
    expect(await docs.page.evaluate(() => getComputedStyle(document.querySelector('header.top')!).backgroundColor)).toBe('rgb(19, 41, 75)');
    expect(await docs.violations()).toEqual([]);

    const mailbox = await watchedPage();
    await mailbox.page.goto(`${suite.portal().url}/dev/mailbox`);
    await mailbox.page.locator('article.mail details summary').first().click();
    await mailbox.page.frameLocator('article.mail iframe').first().locator('body').waitFor();
    expect(await mailbox.violations()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });

  it('a partner origin off the allow-list may search but not sign in', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Otto', 'Berg'));
    const stranger = await startPartnerSite(suite.portal().url, { listed: false });
    closers.push(stranger.close);
    const searching = await suite.openPage(); // a foreign page: its own policy (none), not ours
    await searching.goto(stranger.url);
    const search = searching.locator('sa-course-search').getByRole('form', { name: courseLabels.searchTitle, exact: true });
    // The form is mounted again once its lists are there: a click before that is lost.
    await search.getByRole('combobox', { name: courseLabels.country, exact: true }).locator('option').nth(1).waitFor({ state: 'attached' });
    // Dispatched, not a pointer click: the hostile page's layout may lay one widget over another while they load.
    await search.getByRole('button', { name: courseLabels.search, exact: true }).dispatchEvent('click');
    await searching.locator('sa-course-search li.sa-course-row').first().waitFor(); // a public read: open to any origin

    const page = await suite.openPage();
    await page.goto(stranger.url);
    const widget = page.locator('sa-login');
    await widget.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(me.email);
    await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(me.password);
    await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).press('Enter');
    // The browser refused the sign-in's answer: the form (and the client's Warning popup) say so.
    await widget.getByRole('alert').filter({ hasText: messages.apiNotRunning }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('studyatlas.session'))).toBeNull();
  });
});
