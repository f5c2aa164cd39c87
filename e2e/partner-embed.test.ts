import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { format, messages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite } from './support/suite.js';
import { newIdentity, registeredMember } from './support/members.js';

interface Looks {
  adoptedSheets: number;
  headStyleTags: number;
  input: { fontSize: string; borderStyle: string; textTransform: string };
  label: { display: string };
  button: { background: string };
  root: { display: string };
  pageH1: { color: string; fontFamily: string };
  pageRootFontSize: string;
}

/** Computed styles inside the widget's shadow root and on the partner's own page. */
const looks = (page: Page): Promise<Looks> =>
  page.evaluate(() => {
    const host = document.querySelector('sa-login')!;
    const root = host.shadowRoot!;
    const css = (el: Element) => getComputedStyle(el);
    const input = root.querySelector('input')!;
    return {
      adoptedSheets: root.adoptedStyleSheets.length,
      headStyleTags: document.head.querySelectorAll('style').length,
      input: { fontSize: css(input).fontSize, borderStyle: css(input).borderTopStyle, textTransform: css(input).textTransform },
      label: { display: css(root.querySelector('label')!).display },
      button: { background: css(root.querySelector('button')!).backgroundColor },
      root: { display: css(root.querySelector('.sa-root')!).display },
      pageH1: { color: css(document.querySelector('h1')!).color, fontFamily: css(document.querySelector('h1')!).fontFamily },
      pageRootFontSize: css(document.documentElement).fontSize,
    };
  });

describe.skipIf(!chromiumAvailable())('<sa-login> on a foreign partner page in Chromium', () => {
  const suite = browserSuite();
  let partner: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    partner = await startPartnerSite(suite.portal().url);
  });
  afterAll(() => partner?.close());

  it('signs in through the widget while both sides keep their own styles', async () => {
    expect(new URL(partner.url).origin).not.toBe(new URL(suite.portal().url).origin);
    const me = await registeredMember(suite.portal().url, true, newIdentity('Lea', 'Wong'));
    const page = await suite.openPage();
    await page.goto(partner.url);
    const widget = page.locator('sa-login');
    const loginId = widget.getByRole('textbox', { name: messages.loginIdLabel, exact: true });
    await loginId.waitFor();

    const before = await looks(page);
    expect(before.adoptedSheets).toBeGreaterThan(0);
    expect(before.headStyleTags).toBe(1); // the partner's own <style>; the widget added none
    expect(before.root.display).not.toBe('none');
    expect(before.label.display).not.toBe('none');
    expect(before.input.fontSize).not.toBe('30px');
    expect(before.input.borderStyle).not.toBe('dashed');
    expect(before.input.textTransform).toBe('none');
    expect(before.button.background).not.toBe('rgb(255, 105, 180)'); // the page's hotpink buttons
    expect(before.pageH1.color).toBe('rgb(252, 163, 17)'); // the page's own heading colour stays
    expect(before.pageH1.fontFamily).toContain('Comic Sans');
    expect(before.pageRootFontSize).toBe('40px');

    await widget.getByRole('button', { name: messages.signInAction, exact: true }).click();
    await widget.getByText(messages.loginBothRequired, { exact: true }).waitFor();
    await loginId.fill(me.email);
    await widget.getByRole('textbox', { name: messages.passwordLabel, exact: true }).fill(me.password);
    await widget.getByRole('button', { name: messages.signInAction, exact: true }).click();

    await widget.getByText(format(messages.signedInAs, { name: 'Lea Wong' }), { exact: true }).waitFor();
    const greeting = page.locator('#partner-greeting');
    await greeting.waitFor({ state: 'visible' });
    expect(await greeting.textContent()).toContain(me.email);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null')?.member?.email)).toBe(
      me.email,
    );

    await widget.getByRole('button', { name: messages.signOutAction }).click();
    await greeting.waitFor({ state: 'hidden' });
    await loginId.waitFor();
    expect((await looks(page)).pageH1.color).toBe('rgb(252, 163, 17)');
    expect(suite.pageErrors).toEqual([]);
  });
});
