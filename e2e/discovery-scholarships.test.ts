import { beforeAll, describe, expect, it } from 'vitest';
import { format, messages, scholarshipLabels as l, truncate, favouriteMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { longScholarship, searchPanelLabels, type ScholarshipData } from './support/catalogue.js';
import { browserSuite, field, text } from './support/suite.js';

describe.skipIf(!chromiumAvailable())('scholarships in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();
  let scholarship: ScholarshipData;

  beforeAll(async () => {
    scholarship = await longScholarship(suite.portal().url);
  });

  it('dashboard S tab → search → list → detail → expand all / read more → print view → back to the list', async () => {
    const page = await suite.openPage();
    await page.addInitScript(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed++;
      };
    });
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tab', { name: searchPanelLabels.tabs.S, exact: true }).click();
    const form = page.getByRole('search', { name: l.searchTitle });
    await field(form, l.keyword).fill(scholarship.name);
    await form.getByRole('button', { name: l.search, exact: true }).click();
    await page.waitForURL('**/findSch/list**');

    const link = page.locator('li.sa-sch-row').getByRole('link', { name: scholarship.name, exact: true }).first();
    await link.waitFor();
    expect(await page.locator('.sa-sch-total').textContent()).toMatch(/^\d+ scholarships found/);
    await link.click();
    await page.waitForURL(`**/schdetail/${scholarship.schId}`);
    await page.getByRole('heading', { level: 1, name: scholarship.name }).waitFor();

    // Overview open with the description cut at 200 characters; Read more shows it whole.
    await text(page, truncate(scholarship.description, 200)).waitFor();
    await page.getByRole('button', { name: messages.readMore, exact: true }).click();
    await text(page, scholarship.description).waitFor();
    await page.getByRole('button', { name: messages.readLess, exact: true }).waitFor();

    const triggers = page.locator('.sa-sch-detail .sa-accordion-trigger');
    const sections = await triggers.count();
    expect(sections).toBe(4);
    await page.getByRole('button', { name: messages.expandAll, exact: true }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.sa-sch-detail .sa-accordion-trigger[aria-expanded="true"]').length === count,
      sections,
    );
    await text(page, `${l.courses} (${scholarship.courses.count})`).waitFor();
    await page.getByRole('button', { name: messages.collapseAll, exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.sa-sch-detail .sa-accordion-trigger[aria-expanded="true"]').length === 0);

    // The print view: the scholarship laid out for paper, the print dialog asked for once.
    await page.getByRole('button', { name: l.print, exact: true }).click();
    const printout = page.getByRole('article', { name: `${l.print}: ${scholarship.name}` });
    await printout.waitFor();
    await text(printout, scholarship.description).waitFor();
    await page.waitForFunction(() => (window as unknown as { __printed: number }).__printed === 1);
    await printout.getByRole('button', { name: messages.printNow, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __printed: number }).__printed === 2);
    await printout.getByRole('button', { name: messages.closePrint, exact: true }).click();
    await page.getByRole('button', { name: messages.expandAll, exact: true }).waitFor();

    // Back returns to the list it was opened from.
    await page.getByRole('button', { name: messages.back, exact: true }).click();
    await page.waitForURL('**/findSch/list**');
    await page.locator('li.sa-sch-row').getByRole('link', { name: scholarship.name, exact: true }).first().waitFor();
    expect(suite.pageErrors).toEqual([]);
  });

  it('the favourite heart asks a signed-out visitor to sign in', async () => {
    const page = await suite.openPage(`/schdetail/${scholarship.schId}`);
    await page.getByRole('heading', { level: 1, name: scholarship.name }).waitFor();
    const heart = page.getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: scholarship.name }), exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    const dialog = page.getByRole('dialog', { name: messages.signInTitle });
    await dialog.waitFor();
    await text(dialog, favouriteMessages.favouriteSignIn).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
