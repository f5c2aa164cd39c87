import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authMessages, externalLoginMessages, format, messages } from '@studyatlas/core';
import { freePort } from '../packages/server/src/testing/free-port.js';
import { startTestOidcProvider, type TestOidcProvider } from '../packages/server/src/testing/oidc-provider.js';
import { chromiumAvailable } from './support/browser.js';
import { startPortal } from './support/servers.js';
import { browserSuite, field, text } from './support/suite.js';
import { newIdentity } from './support/members.js';
import { pageOverflow } from './support/overflow.js';

/** The provider's own pages (oidc-provider's development login and consent), as a person uses them. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe.skipIf(!chromiumAvailable())('social sign-in through a real OpenID provider in Chromium', () => {
  let provider: TestOidcProvider | undefined;
  const suite = browserSuite({
    async start() {
      // The portal's port first: the provider knows our callback address from the start.
      const port = await freePort();
      provider = await startTestOidcProvider([`http://localhost:${port}/api/account/external/acme/callback`]);
      return startPortal({ port, env: provider.env('acme', 'Acme ID') });
    },
  });
  afterAll(async () => provider?.close());

  const me = newIdentity('Noor', 'Haddad');

  it('an unknown account is told to sign up first, signs up with the form the provider filled, and is signed in', async () => {
    provider!.person(me.email, { email: me.email, emailVerified: true, givenName: me.firstName, familyName: me.surname });
    const page = await suite.openPage('/login');
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await signInAtProvider(page, me.email);

    // Back on the portal: the specification's message, then the sign-up form with the provider's details.
    await text(page, format(externalLoginMessages.notSignedUp, { provider: 'Acme ID' })).first().waitFor();
    expect(await page.getByRole('alertdialog').textContent()).toContain('You are not signed-up with Acme ID. Please signup first.');
    await page.waitForURL(/\/signUpExternal\/acme\/[\w-]+$/);
    await page.getByRole('button', { name: 'OK' }).click();
    await text(page, format(externalLoginMessages.externalSignUpIntro, { provider: 'Acme ID' })).waitFor();
    expect(await field(page, authMessages.emailLabel).inputValue()).toBe(me.email);
    expect(await field(page, authMessages.firstNameLabel).inputValue()).toBe(me.firstName);
    expect(await field(page, authMessages.surnameLabel).inputValue()).toBe(me.surname);
    expect(await field(page, 'Password').count()).toBe(0);

    await page.getByRole('button', { name: externalLoginMessages.externalSignUpAction }).click();
    await page.waitForURL('**/findDashBoard');
    await text(page, format(authMessages.signedInAs, { name: `${me.firstName} ${me.surname}` })).first().waitFor();
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('studyatlas.session'))) ?? 'null');
    expect(session).toMatchObject({ menuType: 'H', member: { email: me.email, firstName: me.firstName } });
    // No token ever travelled in an address.
    expect(page.url()).not.toContain(session.token);

    // The member has no password yet: a notice under the header leads to setting one (and then goes).
    const notice = page.locator('.sa-set-password-notice');
    await text(page, externalLoginMessages.setPasswordNotice).waitFor();
    await notice.getByRole('link', { name: externalLoginMessages.setPasswordTitle }).click();
    await page.waitForURL('**/setPassword');
    expect(await notice.count()).toBe(0);
    await text(page, externalLoginMessages.setPasswordIntro).waitFor();
    await field(page, authMessages.newPasswordLabel).fill('secret12');
    await field(page, authMessages.confirmNewPasswordLabel).fill('secret12');
    await page.getByRole('button', { name: externalLoginMessages.setPasswordAction }).click();
    await text(page, externalLoginMessages.passwordSet).waitFor();
  });

  it('a known account clicks the provider on the login page, goes through its pages and comes back signed in', async () => {
    const page = await suite.openPage('/login');
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await signInAtProvider(page, me.email);
    await page.waitForURL('**/findDashBoard');
    await text(page, format(authMessages.signedInAs, { name: `${me.firstName} ${me.surname}` })).first().waitFor();
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('studyatlas.session'))) ?? 'null');
    expect(session.menuType).toBe('H');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  });

  it('a sign-in cancelled at the provider says to contact its support; the screens fit 320 px and take the keyboard', async () => {
    const page = await suite.openPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${suite.portal().url}/signUp`);
    await page.getByRole('link', { name: 'Sign up with Acme ID' }).waitFor();
    expect(await pageOverflow(page)).toBeNull();
    // The provider's button is a link in the tab order: Enter follows it.
    await page.getByRole('link', { name: 'Sign up with Acme ID' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL(/\/externalLogin\?provider=acme&error=support$/);
    await text(page, 'Failed to register user. Please contact Acme ID support.').waitFor();
    expect(await pageOverflow(page)).toBeNull();
    expect(await page.getByRole('link', { name: messages.signInAction, exact: true }).count()).toBeGreaterThan(0);
  });
});
