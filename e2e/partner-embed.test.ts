import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareMessages, compareScreenMessages, format, messages, authMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite } from './support/suite.js';
import { newIdentity, registeredMember } from './support/members.js';
import { courseLabels, courseRange, partnerInstitution, searchCoursesApi, type PartnerInstitution } from './support/catalogue.js';

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

/** The partner page's own look, and what the widgets put into its head. */
const hostLooks = (page: Page) =>
  page.evaluate(() => {
    const css = (el: Element) => getComputedStyle(el);
    const h1 = document.querySelector('h1')!;
    const h2 = document.querySelector('#nb-courses-title')!;
    return {
      headStyleTags: document.head.querySelectorAll('style').length,
      h1: { color: css(h1).color, fontFamily: css(h1).fontFamily },
      h2: { color: css(h2).color, textDecorationStyle: css(h2).textDecorationStyle },
      rootFontSize: css(document.documentElement).fontSize,
      bodyBackground: css(document.body).backgroundColor,
    };
  });

describe.skipIf(!chromiumAvailable())('widgets on a foreign partner page in Chromium', () => {
  const suite = browserSuite();
  let partner: { url: string; close(): Promise<void> };
  let institution: PartnerInstitution;

  beforeAll(async () => {
    institution = await partnerInstitution(suite.portal().url);
    partner = await startPartnerSite(suite.portal().url, { institution: institution.legalFk });
  });
  afterAll(() => partner?.close());

  it('signs in through the widget while both sides keep their own styles', async () => {
    expect(new URL(partner.url).origin).not.toBe(new URL(suite.portal().url).origin);
    const me = await registeredMember(suite.portal().url, true, newIdentity('Lea', 'Wong'));
    const page = await suite.openPage();
    await page.goto(partner.url);
    const widget = page.locator('sa-login');
    const loginId = widget.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true });
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
    await widget.getByText(loginMessages.loginBothRequired, { exact: true }).waitFor();
    await loginId.fill(me.email);
    await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(me.password);
    await widget.getByRole('button', { name: messages.signInAction, exact: true }).click();

    await widget.getByText(format(authMessages.signedInAs, { name: 'Lea Wong' }), { exact: true }).waitFor();
    const greeting = page.locator('#partner-greeting');
    await greeting.waitFor({ state: 'visible' });
    // Issue 24: the partner greets the student by name (the event's detail carries it), not by e-mail.
    expect(await greeting.textContent()).toContain('Lea Wong');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null')?.member?.email)).toBe(
      me.email,
    );

    await widget.getByRole('button', { name: messages.signOutAction }).click();
    await greeting.waitFor({ state: 'hidden' });
    await loginId.waitFor();
    expect((await looks(page)).pageH1.color).toBe('rgb(252, 163, 17)');
    expect(suite.pageErrors).toEqual([]);
  });

  it("the scoped course search shows only the partner's courses and opens a detail inside the widget", async () => {
    const page = await suite.openPage();
    await page.goto(partner.url);
    const widget = page.locator('sa-course-search');
    expect(await widget.getAttribute('institution')).toBe(String(institution.legalFk));
    const form = widget.getByRole('form', { name: courseLabels.searchTitle, exact: true });
    await form.waitFor();
    const before = await hostLooks(page);
    expect(before.h1.color).toBe('rgb(252, 163, 17)');
    expect(before.h1.fontFamily).toContain('Comic Sans');
    expect(before.h2.color).toBe('rgb(0, 128, 128)'); // the page's teal h2, wavy underline
    expect(before.h2.textDecorationStyle).toBe('wavy');
    expect(before.rootFontSize).toBe('40px');

    // Scoped: the text is optional and the institution's one country is preset.
    await form.getByRole('textbox', { name: courseLabels.keyword, exact: true }).waitFor();
    const country = form.getByRole('combobox', { name: courseLabels.country, exact: true });
    expect(await country.locator('option:checked').textContent()).toBe(institution.country.name);
    expect(await form.evaluate((el) => getComputedStyle(el).display)).not.toBe('none'); // the page hides its own forms
    await form.getByRole('button', { name: courseLabels.search, exact: true }).click();

    const rows = widget.locator('li.sa-course-row');
    const shown = Math.min(10, institution.total);
    await widget.getByText(courseRange(1, shown, institution.total), { exact: true }).waitFor();
    expect(await rows.count()).toBe(shown);
    if (institution.total > shown) {
      // Every course of the institution on one page (at most 50): each row is the partner's.
      await widget.getByRole('combobox', { name: messages.pageSize }).selectOption('50');
      await widget.getByText(courseRange(1, Math.min(50, institution.total), institution.total), { exact: true }).waitFor();
    }
    expect(new Set(await rows.locator('.sa-course-row-institution').allTextContents())).toEqual(new Set([institution.name]));
    expect(page.url()).toBe(partner.url);
    // The same rows the API gives for the institution: none of another institution.
    const api = await searchCoursesApi(suite.portal().url, { legal_fk: institution.legalFk, country_fk: institution.country.id, to: 100 });
    expect(api.rows.every((row) => row.legalFk === institution.legalFk)).toBe(true);
    expect(api.total).toBe(institution.total);

    // A detail inside the widget: the host page's URL and styles stay as they were.
    const row = rows.first();
    const name = (await row.locator('.sa-course-row-name').textContent())!;
    await row.getByRole('link', { name, exact: true }).click();
    await widget.getByRole('heading', { name, exact: true }).waitFor();
    expect(await widget.locator('.sa-course-detail-institution').textContent()).toContain(institution.name);
    expect(page.url()).toBe(partner.url);
    expect(await hostLooks(page)).toEqual(before);

    await widget.getByRole('button', { name: messages.back, exact: true }).click();
    await widget.locator('.sa-course-detail').waitFor({ state: 'detached' });
    expect(page.url()).toBe(partner.url);
    expect(await hostLooks(page)).toEqual(before);
    expect(suite.pageErrors).toEqual([]);
  });

  it('is the institution it claims: the shipped page scopes to Northbridge College of Design, every row is its course, and "design" finds rows', async () => {
    // The page as shipped names institution 1: in a fresh demo catalogue that is Northbridge College of Design.
    const shipped = readFileSync(new URL('../examples/partner-embed/index.html', import.meta.url), 'utf8');
    expect(shipped.match(/data-institution="(\d+)"/)?.[1]).toBe(String(institution.legalFk));

    const page = await suite.openPage();
    await page.goto(partner.url);
    const brand = (await page.locator('h1').first().textContent())!.trim();
    expect(brand).toBe('Northbridge College of Design');
    expect(institution.name).toBe(brand);
    const widget = page.locator('sa-course-search');
    const form = widget.getByRole('form', { name: courseLabels.searchTitle, exact: true });
    await form.getByRole('textbox', { name: courseLabels.keyword, exact: true }).fill('design');
    await form.getByRole('button', { name: courseLabels.search, exact: true }).click();

    const rows = widget.locator('li.sa-course-row');
    await rows.first().waitFor();
    const institutions = await rows.locator('.sa-course-row-institution').allTextContents();
    expect(institutions.length).toBeGreaterThan(0);
    expect(new Set(institutions)).toEqual(new Set([brand]));
    // The same search through the API: every row is the page's institution, and the widget shows them all.
    const api = await searchCoursesApi(suite.portal().url, { legal_fk: institution.legalFk, country_fk: institution.country.id, keyWord: 'design', to: 100 });
    expect(api.total).toBeGreaterThan(0);
    expect(api.rows.every((row) => row.legalFk === institution.legalFk)).toBe(true);
    await widget.getByText(courseRange(1, Math.min(10, api.total), api.total), { exact: true }).waitFor();

    // The widget's compare tray: two design courses picked, Compare opens the comparison inside the widget.
    expect(api.total).toBeGreaterThanOrEqual(2);
    const names = await rows.locator('.sa-course-row-name').allTextContents();
    for (const index of [0, 1]) {
      await rows.nth(index).getByRole('checkbox', { name: format(compareMessages.compareToggle, { name: names[index]! }), exact: true }).check();
    }
    const tray = widget.getByRole('region', { name: compareMessages.compareTitle });
    await tray.getByText(format(compareMessages.compareSelected, { count: 2 }), { exact: true }).waitFor();
    await tray.getByRole('button', { name: compareMessages.compareAction, exact: true }).click();
    const carousel = widget.getByRole('region', { name: compareScreenMessages.compareCarousel });
    await carousel.waitFor();
    await carousel.locator('th.sa-compare-course .sa-compare-name').first().waitFor();
    expect(page.url()).toBe(partner.url);
    await widget.getByRole('button', { name: messages.back, exact: true }).click();
    await rows.first().waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
