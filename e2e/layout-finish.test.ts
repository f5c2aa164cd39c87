import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { agentLabels, compareMessages, compareScreenMessages, messages, loginMessages, portalMessages, searchPanelLabels } from '@studyatlas/core';
import { themeVariables } from '../packages/react/src/styles/tokens.css.js';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field } from './support/suite.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';

/*
 * Issue 10, consistency and finish: the portal's header on one row at 1280 px and behind a Menu
 * button on phones; compare labels never split a word; the agents' required Country starts at
 * "Choose…"; neighbours never touch; a React widget's heading keeps the widget's look.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function signIn(page: Page, member: TestMember): Promise<void> {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/login`);
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('button', { name: messages.signInAction, exact: true }).last().click();
  await page.locator('header').getByRole('button', { name: messages.signOutAction }).waitFor();
}

describe.skipIf(!chromiumAvailable())('layout finish in Chromium', () => {
  const suite = browserSuite();
  let member: TestMember;

  beforeAll(async () => {
    member = await registeredMember(suite.portal().url, true, newIdentity('Maximiliana', 'Featherstonehaugh-Wolfeschlegel'));
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: portalMessages.portalNavLabel });
  const menuButton = (page: Page) => page.locator('header').getByRole('button', { name: portalMessages.portalMenuButton });

  it('the signed-in header is one row at 1280 px, as high as the signed-out one, without a Menu button', async () => {
    const page = await suite.openPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${suite.portal().url}/findDashBoard`);
    const header = page.locator('header');
    await header.getByRole('button', { name: messages.signInAction }).waitFor();
    const signedOut = await box(header);
    expect(await menuButton(page).isVisible()).toBe(false);

    await signIn(page, member);
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await header.getByText(/Maximiliana/).waitFor();
    const signedIn = await box(header);
    expect(Math.abs(signedIn.height - signedOut.height)).toBeLessThanOrEqual(1);
    // Everything of the header on one line: the brand, every link and every button share a middle.
    const middles = await header.locator('a:visible, button:visible, .sa-session-name').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      }),
    );
    expect(middles.length).toBeGreaterThan(7);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
  });

  it('on a phone the navigation is behind the Menu button: it opens, its links take Tab, Escape closes it', async () => {
    const page = await suite.openPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${suite.portal().url}/findDashBoard`);
    const button = menuButton(page);
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const controls = (await button.getAttribute('aria-controls'))!;
    expect(await page.locator(`#${controls}`).count()).toBe(1);
    expect(await nav(page).isVisible()).toBe(false);
    // The header is two rows: the brand and the button, then the session (Messages, Sign in) that is always in view (issue 24).
    const header = await box(page.locator('header'));
    expect(header.height).toBeLessThan(130);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await nav(page).waitFor();
    const links = nav(page).getByRole('link');
    // The discovery links; the member's own pages are the account's group beside them (issue 24).
    expect(await links.count()).toBe(5);
    expect(await page.getByRole('navigation', { name: portalMessages.accountMenuButton }).getByRole('link').count()).toBe(3);
    // From the button, Tab reaches the first link.
    await button.focus();
    await page.keyboard.press('Tab');
    expect(await links.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).isVisible()).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter opens it again; following a link closes it.
    await page.keyboard.press('Enter');
    await nav(page).waitFor();
    await nav(page).getByRole('link', { name: portalMessages.portalNavCompare }).click();
    await page.waitForURL('**/compare/');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  it('compare row labels wrap between words only, at 320 and 390 px', async () => {
    const reply = await fetch(`${suite.portal().url}/api/CoursesPublic/CoursesPublicFilterData`);
    const { countries } = (await reply.json()) as { countries: Array<{ id: number }> };
    let rows: Array<{ courseFk: number; locationId: number; intakeId: number; name: string }> = [];
    for (const country of countries) {
      const found = await fetch(`${suite.portal().url}/api/CoursesPublic/CoursesPublicSearchData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: 0, to: 3, country_fk: country.id }),
      });
      rows = ((await found.json()) as { rows: typeof rows }).rows;
      if (rows.length === 3) break;
    }
    const page = await suite.openPage();
    const entries = rows.map((row) => ({ courseId: row.courseFk, campusId: row.locationId, intakeId: row.intakeId, name: row.name }));
    await page.addInitScript((value) => localStorage.setItem('studyatlas.compare', value), JSON.stringify(entries));
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${suite.portal().url}/compare/`);
      const carousel = page.getByRole('region', { name: compareScreenMessages.compareCarousel });
      await carousel.getByRole('rowheader', { name: compareScreenMessages.compareTotalCost, exact: true }).waitFor();
      // Every word of every label on one line: a word broken across lines has two client rects.
      const broken = await carousel.getByRole('rowheader').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const text = cell.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          const words: string[] = [];
          for (const match of text.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) words.push(match[0]);
          }
          return words.length ? [`${cell.textContent} (${words.join(', ')})`] : [];
        }),
      );
      expect(broken, `at ${width} px`).toEqual([]);
      const labels = await carousel.getByRole('rowheader').count();
      expect(labels).toBeGreaterThan(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }
  });

  it("the agents' required Country starts at 'Choose…', and the Search row keeps the theme's spacing from what is above", async () => {
    const page = await suite.openPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${suite.portal().url}/findDashBoard`);
      await page.getByRole('tab', { name: searchPanelLabels.tabs.A, exact: true }).click();
      const form = page.getByRole('search', { name: agentLabels.searchTitle });
      const country = form.getByRole('combobox', { name: agentLabels.country, exact: true });
      await country.waitFor();
      expect(await country.locator('option').first().textContent()).toBe(agentLabels.choose);
      expect(agentLabels.choose).toBe('Choose…');
      expect(await country.locator('option:checked').textContent()).toBe('Choose…');

      const refine = await box(form.getByRole('button', { name: agentLabels.refine }));
      const search = await box(form.getByRole('button', { name: agentLabels.search, exact: true }));
      expect(search.y - (refine.y + refine.height), `at ${width} px`).toBeGreaterThanOrEqual(8);

      // The dashboard's sections: the search panel and the "What you can do" card stand apart.
      const panel = await box(page.locator('.sa-search-panel'));
      const card = await box(page.getByRole('region', { name: portalMessages.homeNextHeading }));
      expect(card.y - (panel.y + panel.height), `at ${width} px`).toBeGreaterThanOrEqual(16);
    }
  });

  it("in the React app the widget's heading keeps the theme's font, colour and spacing, not the host's h2 rule", async () => {
    const page = await suite.openPage('/react-app/');
    const widgetHeading = page.locator('.sa-root h2').first();
    await widgetHeading.waitFor();
    const style = (locator: Locator) =>
      locator.evaluate((el) => {
        const s = getComputedStyle(el);
        return { fontFamily: s.fontFamily, color: s.color, letterSpacing: s.letterSpacing, fontWeight: s.fontWeight };
      });
    const host = await style(page.locator('h2.hub-heading'));
    const widget = await style(widgetHeading);
    const theme = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--sa-color-text)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(host.fontFamily).toContain('Trebuchet MS');
    expect(widget.fontFamily.replaceAll(' ', '')).toBe(themeVariables['--sa-font-family'].replaceAll(' ', ''));
    expect(widget.color).toBe(theme);
    expect(widget.color).not.toBe(host.color);
    expect(widget.letterSpacing).toBe('normal');
    expect(widget.fontWeight).toBe('700');
  });
});
