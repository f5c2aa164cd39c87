import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, format as formatDate } from 'date-fns';
import { eventLabels, messages, searchPanelLabels, type EventFilterData, type EventSearchReply, eventMessages, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember } from './support/members.js';

/** A day relative to today as a visitor types it (dd/MM/yyyy). */
const typed = (days: number) => formatDate(addDays(new Date(), days), 'dd/MM/yyyy');

/** The country of the seeded catalogue with the most upcoming events, and how many (through the API). */
async function busiestCountry(portalUrl: string): Promise<{ name: string; total: number }> {
  const data = (await (await fetch(`${portalUrl}/api/EventP/EventPFilterData`)).json()) as EventFilterData;
  let best = { name: '', total: 0 };
  for (const country of data.countries) {
    const response = await fetch(`${portalUrl}/api/EventP/EventPSearchRData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country_fk: country.id, rowTo: 1 }),
    });
    const { total } = (await response.json()) as EventSearchReply;
    if (total > best.total) best = { name: country.name, total };
  }
  return best;
}

describe.skipIf(!chromiumAvailable())('event search and registration in Chromium, as a signed-out newcomer', () => {
  const suite = browserSuite();
  let country: { name: string; total: number };

  beforeAll(async () => {
    country = await busiestCountry(suite.portal().url);
  });

  it('E tab: each validation message, the search, the detail, registering after signing in; the action stays hidden after a reload', async () => {
    expect(country.total).toBeGreaterThan(0);
    const me = await registeredMember(suite.portal().url, true, newIdentity('Kiri', 'Walker'));
    const page = await suite.openPage('/');
    await page.waitForURL('**/findDashBoard');
    await page.getByRole('tab', { name: searchPanelLabels.tabs.E, exact: true }).click();
    const form = page.getByRole('form', { name: eventLabels.searchTitle, exact: true });
    const countrySelect = form.getByRole('combobox', { name: eventLabels.country, exact: true });
    const from = field(form, eventLabels.dateFrom);
    const to = field(form, eventLabels.dateTo);
    const submit = form.getByRole('button', { name: eventLabels.search, exact: true });

    // No country.
    await submit.click();
    await text(form, eventMessages.eventCountryRequired).waitFor();
    expect(page.url()).toMatch(/\/findDashBoard$/);

    // A from date before today.
    await countrySelect.selectOption({ label: country.name });
    await from.fill(typed(-1));
    await submit.click();
    await text(form, eventMessages.eventFromDateBeforeToday).waitFor();
    expect(await text(form, eventMessages.eventCountryRequired).count()).toBe(0);

    // A to date that is no date.
    await from.fill(typed(0));
    await to.fill('31/13/2030');
    await submit.click();
    await text(form, messages.invalidDate).waitFor();
    expect(await text(form, eventMessages.eventFromDateBeforeToday).count()).toBe(0);

    // A to date before the from date.
    await from.fill(typed(30));
    await to.fill(typed(20));
    await submit.click();
    await text(form, eventMessages.eventDateToBeforeFrom).waitFor();

    // A to date without a from date.
    await from.fill('');
    await submit.click();
    await text(form, eventMessages.eventFromDateRequired).waitFor();

    // No date range at all: searched from today — the whole country's upcoming events.
    await to.fill('');
    await submit.click();
    await page.waitForURL('**/findEvent/list**');
    await page.getByRole('heading', { level: 1, name: eventLabels.resultsTitle, exact: true }).waitFor();
    await text(page, `${country.total} events found · Showing 1–${Math.min(10, country.total)} of ${country.total}`).waitFor();
    const rows = page.locator('li.sa-event-row');
    expect(await rows.count()).toBe(Math.min(10, country.total));

    // The first event's detail.
    const link = rows.first().locator('a.sa-event-row-name');
    const name = (await link.textContent())!;
    await link.click();
    await page.waitForURL('**/detail/**');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    for (const section of [eventLabels.costs, eventLabels.contacts, eventLabels.documents, eventLabels.locations, eventLabels.participants]) {
      await page.getByRole('button', { name: new RegExp(`^${section} \\(\\d+\\)$`) }).waitFor();
    }
    const detailUrl = page.url();

    // Register while signed out: the login dialog, then the registration completes.
    await page.getByRole('button', { name: eventLabels.register, exact: true }).click();
    await signInThroughDialog(page, me, eventMessages.eventRegisterSignIn);
    await text(page, 'You have now registered to attend this Event.').waitFor();
    expect(await page.getByRole('button', { name: eventLabels.register, exact: true }).count()).toBe(0);

    // A reload: still registered, the action stays hidden.
    await page.reload();
    expect(page.url()).toBe(detailUrl);
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await text(page, 'You have now registered to attend this Event.').waitFor();
    expect(await page.getByRole('button', { name: eventLabels.register, exact: true }).count()).toBe(0);

    // Signed in, an event document (EEM; the demo catalogue gives every event one or two) downloads at once.
    await page.getByRole('button', { name: new RegExp(`^${eventLabels.documents} \\(\\d+\\)$`) }).click();
    const documentButton = page.locator('.sa-event-document').first();
    const fileName = (await documentButton.textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), documentButton.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    // The browser shows the download: no 'Successful: …' popup (issue 24).
    expect(await text(page, `Successful: ${fileName}`).count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  });
});
