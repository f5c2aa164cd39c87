import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { format, messages, authMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { newIdentity, registeredMember } from './support/members.js';

/** The hub's own line about the session (examples/react-app/src/home.tsx). */
const GUEST_LINE = 'You are browsing the hub as a guest.';
const memberLine = (name: string) => `Hub member: ${name}. Your saved events are waiting.`;

describe.skipIf(!chromiumAvailable())('@studyatlas/react inside a third-party React app in Chromium', () => {
  const suite = browserSuite();

  async function openApp(): Promise<{ page: Page; errors: string[] }> {
    const page = await suite.openPage('/react-app/');
    return { page, errors: suite.pageErrors };
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it("signs in with the LoginWidget, switches the hub's own views through navigate and signs out", async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Mina', 'Park'));
    const { page, errors } = await openApp();
    const header = page.locator('header');
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Globe Student Hub' }).waitFor();
    await text(main, GUEST_LINE).waitFor();
    expect(await page.title()).toBe('Globe Student Hub');

    // The widget's "Sign up" asks navigate('/signUp'): the hub shows the form in its own view state.
    const signUpLink = main.getByRole('link', { name: loginMessages.signUpAction, exact: true });
    expect(await signUpLink.getAttribute('href')).toBe(`${suite.portal().url}/signUp`); // href(): new tabs open the portal
    await signUpLink.click();
    await text(main, authMessages.signUpTitle).waitFor();
    expect(pathOf(page)).toBe('/react-app/');
    expect(await header.getByRole('button', { name: 'Join' }).getAttribute('aria-current')).toBe('page');
    await main.getByRole('button', { name: loginMessages.signUpAction, exact: true }).click();
    await text(main, authMessages.firstNameRequired).waitFor();
    await text(main, authMessages.lastNameRequired).waitFor();

    // Back through the hub's own tabs, then sign in with the widget.
    await header.getByRole('button', { name: 'Home' }).click();
    await field(main, loginMessages.loginIdLabel).fill(me.email);
    await field(main, loginMessages.passwordLabel).fill(me.password);
    await main.getByRole('button', { name: messages.signInAction, exact: true }).click();

    const signedIn = format(authMessages.signedInAs, { name: 'Mina Park' });
    await text(main, memberLine('Mina Park')).waitFor(); // the hub's own UI, from useStore($session)
    await text(header, signedIn).waitFor(); // SessionStatus
    await text(main, signedIn).waitFor(); // the widget's signed-in state
    expect(pathOf(page)).toBe('/react-app/');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null')?.member?.email)).toBe(
      me.email,
    );

    await header.getByRole('button', { name: messages.signOutAction }).click();
    await text(main, GUEST_LINE).waitFor();
    await field(main, loginMessages.loginIdLabel).waitFor();
    await header.getByRole('button', { name: messages.signInAction }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it("keeps the hub's own heading styles while the widgets keep theirs", async () => {
    const { page } = await openApp();
    await field(page.getByRole('main'), loginMessages.loginIdLabel).waitFor();
    const looks = await page.evaluate(() => {
      const style = (selector: string) => {
        const css = getComputedStyle(document.querySelector(selector)!);
        const { fontFamily, fontSize, textTransform, color, letterSpacing, marginBottom } = css;
        return { fontFamily, fontSize, textTransform, color, letterSpacing, marginBottom };
      };
      return {
        hubTitle: style('header h1'),
        hubHeading: style('.hub-welcome h2'),
        widgetTitle: style('.sa-auth-title'),
        stylesheets: document.querySelectorAll('#studyatlas-styles').length,
      };
    });
    // examples/react-app/src/hub.css: h1, h2 { font-family: 'Trebuchet MS'…; color: #0b5d4b; letter-spacing: 0.03em }
    expect(looks.hubTitle).toEqual({
      fontFamily: '"Trebuchet MS", Verdana, sans-serif',
      fontSize: '28px',
      textTransform: 'uppercase',
      color: 'rgb(11, 93, 75)',
      letterSpacing: '0.84px',
      marginBottom: '0px',
    });
    expect(looks.hubHeading).toEqual({
      fontFamily: '"Trebuchet MS", Verdana, sans-serif',
      fontSize: '24px',
      textTransform: 'none',
      color: 'rgb(11, 93, 75)',
      letterSpacing: '0.72px',
      marginBottom: '12px',
    });
    expect(looks.widgetTitle.fontSize).toBe('22px');
    expect(looks.stylesheets).toBe(1);
  });
});
