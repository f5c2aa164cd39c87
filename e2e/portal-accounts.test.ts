import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { format, messages, portalMessages, authMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { latestMailTo, mailLink, temporaryPasswordFromMail } from './support/mailbox.js';
import { newIdentity, registeredMember } from './support/members.js';

describe.skipIf(!chromiumAvailable())('portal accounts in Chromium', () => {
  const suite = browserSuite();
  const openPage = (path = '/') => suite.openPage(path);

  async function signIn(page: Page, email: string, password: string) {
    await field(page, loginMessages.loginIdLabel).fill(email);
    await field(page, loginMessages.passwordLabel).fill(password);
    await page.getByRole('button', { name: messages.signInAction, exact: true }).last().click();
  }

  it('a newcomer signs up, verifies from the mailbox, signs in and out', async () => {
    const page = await openPage('/');
    await page.waitForURL('**/findDashBoard');
    expect(await page.title()).toBe('StudyAtlas');

    await page.getByRole('link', { name: loginMessages.signUpAction }).first().click();
    await page.waitForURL('**/signUp');
    const submit = page.getByRole('button', { name: loginMessages.signUpAction, exact: true });
    await submit.click();
    for (const message of [
      authMessages.firstNameRequired,
      authMessages.lastNameRequired,
      authMessages.emailAddressRequired,
      authMessages.passwordRequired,
    ]) {
      await text(page, message).waitFor();
    }

    const me = newIdentity('Ana', 'Silva');
    await field(page, authMessages.firstNameLabel).fill(me.firstName);
    await field(page, authMessages.surnameLabel).fill(me.surname);
    await field(page, authMessages.emailLabel).fill('ana@');
    await field(page, loginMessages.passwordLabel).fill('12345');
    await field(page, authMessages.confirmPasswordLabel).fill('1234');
    await submit.click();
    for (const message of [authMessages.invalidEmail, authMessages.passwordMinLength, authMessages.passwordMismatch]) {
      await text(page, message).waitFor();
    }

    await field(page, authMessages.emailLabel).fill(me.email);
    await field(page, loginMessages.passwordLabel).fill(me.password);
    await field(page, authMessages.confirmPasswordLabel).fill(me.password);
    await submit.click();
    await text(page, authMessages.registerSucceeded).waitFor();
    await page.waitForURL(/\/thankYou\/\d+$/, { timeout: 5000 });
    await text(page, authMessages.thankYouTitle).waitFor();

    await page.goto(`${suite.portal().url}/dev/mailbox`);
    await page.locator(`a[href*="/verifyAcc/"]`).first().click();
    await text(page, authMessages.accountVerified).waitFor();

    await page.goto(`${suite.portal().url}/login/1`);
    await signIn(page, me.email.toUpperCase(), me.password);
    await page.waitForURL('**/findDashBoard');
    await text(page, format(authMessages.signedInAs, { name: `${me.firstName} ${me.surname}` })).waitFor();

    await page.locator('header').getByRole('button', { name: messages.signOutAction }).click();
    await page.getByRole('button', { name: messages.signInAction }).first().waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null'))).toBeNull();
  });

  it('shows the login messages and the server message for a wrong password', async () => {
    const me = await registeredMember(suite.portal().url, true);
    const page = await openPage('/login/1');
    await page.getByRole('button', { name: messages.signInAction, exact: true }).last().click();
    await text(page, loginMessages.loginBothRequired).waitFor();
    await signIn(page, me.email, 'wrong-password');
    await text(page, authMessages.loginFailed).waitFor();
    expect(page.url()).toContain('/login/1');
  });

  it('offers the resend of verification to an unverified member', async () => {
    const me = await registeredMember(suite.portal().url, false);
    const page = await openPage('/login/1');
    await signIn(page, me.email, me.password);
    await text(page, authMessages.notVerified).waitFor();
    await page.getByRole('button', { name: loginMessages.resendVerificationAction }).click();
    await text(page, loginMessages.verificationResent).waitFor();
    const mails = (await (await fetch(`${suite.portal().url}/dev/mailbox.json`)).json()) as Array<{ to: string }>;
    expect(mails.filter((m) => m.to === me.email)).toHaveLength(2);
  });

  it('resets a forgotten password with the mailed temporary password', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Kofi', 'Mensah'));
    const page = await openPage('/login/1');
    await page.getByRole('link', { name: loginMessages.forgotPassword }).click();
    await page.waitForURL('**/reSetPwd**');
    const send = page.getByRole('button', { name: authMessages.resetAction });
    await send.click();
    await text(page, authMessages.emailAddressRequired).waitFor();
    await field(page, authMessages.emailLabel).fill('nobody@example.org');
    await send.click();
    await page.getByRole('alertdialog').getByText(authMessages.userNameNotFound).waitFor();
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await text(page, authMessages.userNameNotFound).waitFor();

    await field(page, authMessages.emailLabel).fill(me.email);
    await send.click();
    await page.waitForURL('**/reSetPwdStep2');
    await text(page, authMessages.resetSentTitle).waitFor();

    const mail = await latestMailTo(suite.portal().url, me.email);
    const temporary = temporaryPasswordFromMail(mail);
    await page.goto(mailLink(mail, '/reSetPwdStep3/'));
    await field(page, authMessages.oldPasswordLabel).fill(temporary);
    await field(page, authMessages.newPasswordLabel).fill('brand-new-1');
    await field(page, authMessages.confirmNewPasswordLabel).fill('brand-new-1');
    await page.getByRole('button', { name: authMessages.changePasswordAction }).click();
    await text(page, authMessages.passwordChanged).waitFor();

    await page.goto(`${suite.portal().url}/login/1`);
    await signIn(page, me.email, 'brand-new-1');
    await page.waitForURL('**/findDashBoard');
    await text(page, format(authMessages.signedInAs, { name: `${me.firstName} ${me.surname}` })).waitFor();
  });

  it('titles routes and sends a member whose session was revoked to sign-in', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Ines', 'Duarte'));
    const page = await openPage('/login/1');
    expect(await page.title()).toBe(`${messages.signInTitle} · ${messages.productName}`);
    await signIn(page, me.email, me.password);
    await page.waitForURL('**/findDashBoard');
    // The session ends on the server (as after a password change elsewhere); the stored token stays.
    const status = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('studyatlas.session')!) as { token: string };
      return (await fetch('/api/session/logout', { headers: { authorization: `Bearer ${token}` } })).status;
    });
    expect(status).toBe(200);
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.waitForURL('**/login**');
    await page.locator('header').getByRole('button', { name: messages.signInAction }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null'))).toBeNull();
  });

  it('sends unknown routes to the error page and blocks Backspace outside inputs', async () => {
    const page = await openPage('/no/such/page');
    await page.waitForURL('**/error');
    await text(page, portalMessages.errorPageTitle).waitFor();
    await page.goto(`${suite.portal().url}/signUp`);
    const backspacePrevented = (selector: string) =>
      page.evaluate((target) => {
        const event = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
        document.querySelector(target)!.dispatchEvent(event);
        return event.defaultPrevented;
      }, selector);
    expect(await backspacePrevented('main')).toBe(true);
    expect(await backspacePrevented('input')).toBe(false);
    const firstName = field(page, authMessages.firstNameLabel);
    await firstName.fill('Ana');
    await firstName.press('Backspace');
    expect(await firstName.inputValue()).toBe('An');
  });
});
