import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authMessages, catalogueTransferLabels as t, embedLabels as e, format, loginMessages, messages, workspaceLabels as l } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { partnerInstitution } from './support/catalogue.js';
import { signInOnLoginPage } from './support/login-page.js';
import { newIdentity, registeredMember } from './support/members.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite } from './support/suite.js';
import { measured } from './support/measured.js';

/** Signs in with the partner page's <sa-login> (Enter in the password field). */
async function signInOnPartnerPage(page: Page, member: { email: string; password: string }) {
  const widget = page.locator('sa-login');
  await widget.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(member.email);
  await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(member.password);
  await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).press('Enter');
  return widget;
}

describe.skipIf(!chromiumAvailable())('embedding by the partner (issue 27)', () => {
  const suite = browserSuite();
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('a partner page on an origin nobody allowed cannot sign in; its owner adds the origin on the Embed page and then it can', async () => {
    const portal = suite.portal().url;
    const institution = await partnerInstitution(portal);
    // A partner site on an origin that is not on PARTNER_ORIGINS.
    const site = await startPartnerSite(portal, { institution: institution.legalFk, listed: false });
    closers.push(site.close);
    const origin = new URL(site.url).origin;
    const student = await registeredMember(portal, true, newIdentity('Priya', 'Partner'));

    const before = await suite.openPage();
    await before.goto(site.url);
    await (await signInOnPartnerPage(before, student)).getByRole('alert').filter({ hasText: messages.apiNotRunning }).waitFor();
    expect(await before.evaluate(() => localStorage.getItem('studyatlas.session'))).toBeNull();
    await before.close();

    // The institution's owner allows the origin.
    const owner = await registeredMember(portal, true, newIdentity('Olive', 'Owner'));
    await suite.portal().database.db.insertInto('workspace_members').values({ legal_id: institution.legalFk, client_id: owner.clientId, role: 'owner', created_at: new Date().toISOString() }).execute();
    const page = await suite.openPage('/workspace/embed');
    await signInOnLoginPage(page, owner);
    await page.getByRole('heading', { name: e.title, level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.embed }).getAttribute('aria-current')).toBe('page');
    const form = page.getByRole('form', { name: e.addOrigin });
    await form.getByRole('textbox', { name: new RegExp(`^${e.origin}`) }).fill(`${origin}/`);
    await form.getByRole('textbox', { name: new RegExp(`^${e.origin}`) }).press('Enter');
    await page.getByRole('list', { name: e.originsLabel }).getByText(origin, { exact: true }).waitFor();

    // The snippet names the institution; the preview runs the real element from this server.
    const script = await page.locator('.sa-workspace-snippet code').first().textContent();
    expect(script).toContain(`<sa-course-search institution="${institution.legalFk}"></sa-course-search>`);
    const preview = page.frameLocator(`iframe[title="${format(e.previewFrame, { widget: e.widgetSearch })}"]`);
    await preview.locator('sa-course-search').getByRole('button', { name: /Search/ }).first().waitFor({ timeout: 20_000 });
    await page.getByLabel('--sa-color-primary', { exact: true }).fill('#7a1f5c');
    expect(await page.locator('.sa-workspace-snippet code').first().textContent()).toContain('--sa-color-primary: #7a1f5c;');
    await measured(page, 'the Embed page');

    // The partner page on that origin now signs in.
    const after = await suite.openPage();
    await after.goto(site.url);
    const widget = await signInOnPartnerPage(after, student);
    await widget.getByText(format(authMessages.signedInAs, { name: 'Priya Partner' }), { exact: true }).waitFor();

    // The catalogue's import and export page, for the owner, measured too.
    await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.importExport }).click();
    await page.getByRole('heading', { name: t.title, level: 2 }).waitFor();
    await measured(page, 'the Import and export page');
    expect(suite.pageErrors).toEqual([]);
  });
});
