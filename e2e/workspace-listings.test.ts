import { describe, expect, it, onTestFinished } from 'vitest';
import { eventLabels, eventRecordLabels as ev, listingLabels as l, publishingLabels, scholarshipLabels, scholarshipRecordLabels as sch, searchPanelLabels, workspaceLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake } from './support/applications.js';
import { axeViolations } from './support/axe.js';
import { newIdentity, registeredMember } from './support/members.js';
import { signInOnLoginPage } from './support/login-page.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';

describe.skipIf(!chromiumAvailable())("the workspace's scholarships and events (issue 27)", () => {
  const suite = browserSuite();

  it('a catalogue editor publishes a scholarship and an event; the discovery scholarship and event searches find them at once', async () => {
    const portal = suite.portal().url;
    const { db } = suite.portal().database;
    const { legalFk } = await aCourseIntake(portal);
    const editor = await registeredMember(portal, true, newIdentity('Lia', 'Listings'));
    await db.insertInto('workspace_members').values({ legal_id: legalFk, client_id: editor.clientId, role: 'catalogue_editor', created_at: new Date().toISOString() }).execute();
    const campus = await db
      .selectFrom('locations as lo')
      .innerJoin('cities as ci', 'ci.id', 'lo.city_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .select(['lo.name', 'co.name as country'])
      .where('lo.legal_id', '=', legalFk)
      .orderBy('lo.name')
      .executeTakeFirstOrThrow();
    const stamp = Date.now();
    const grant = `Tidal Scholarship ${stamp}`;
    const openDay = `Tidal Open Day ${stamp}`;
    // The journeys share one portal: afterwards the two records leave the searches (archived), so a
    // later journey's "first event found" is still one of the seeded events.
    onTestFinished(async () => {
      await db.updateTable('events').set({ status: 'archived' }).where('name', '=', openDay).execute();
      await db.updateTable('scholarships').set({ status: 'archived' }).where('name', '=', grant).execute();
    });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

    // The scholarship, published at once.
    const page = await suite.openPage('/workspace/scholarships/new');
    await signInOnLoginPage(page, editor);
    await page.getByRole('heading', { name: sch.newRecord, level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: workspaceLabels.sectionsLabel }).getByRole('link', { name: workspaceLabels.catalogue }).getAttribute('aria-current')).toBe('page');
    const form = page.getByRole('form', { name: sch.details });
    await form.getByRole('textbox', { name: /^Name/ }).fill(grant);
    await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: campus.country });
    await form.getByRole('textbox', { name: /^Amount/ }).fill('2500');
    await form.getByRole('textbox', { name: /^Opens/ }).fill(inDays(-1));
    await form.getByRole('textbox', { name: /^Closes/ }).fill(inDays(90));
    await form.getByRole('button', { name: publishingLabels.saveAndPublish }).click();
    await page.waitForURL(/\/workspace\/scholarships\/\d+$/);
    await page.getByRole('heading', { name: grant, level: 2 }).waitFor();
    await page.getByText(`${l.status}: Published`).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await pageOverflow(page), `a scholarship at ${width} px`).toBeNull();
      expect(await axeViolations(page), `a scholarship at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The event, at the first campus, published at once.
    await page.getByRole('navigation', { name: l.catalogueGroup }).getByRole('link', { name: ev.title }).click();
    await page.getByRole('heading', { name: ev.title, level: 2 }).waitFor();
    await page.getByRole('link', { name: ev.newRecord }).click();
    const eventForm = page.getByRole('form', { name: ev.details });
    await eventForm.getByRole('textbox', { name: /^Name/ }).fill(openDay);
    await eventForm.getByRole('combobox', { name: /^Held at/ }).selectOption({ label: campus.name });
    await eventForm.getByRole('textbox', { name: /^From/ }).fill(inDays(20));
    await eventForm.getByRole('textbox', { name: /^To/ }).fill(inDays(21));
    await eventForm.getByRole('button', { name: ev.addCost }).click();
    await eventForm.getByRole('textbox', { name: /^What/ }).fill('Entry');
    await eventForm.getByRole('textbox', { name: /^Amount/ }).fill('15');
    await eventForm.getByRole('button', { name: publishingLabels.saveAndPublish }).click();
    await page.waitForURL(/\/workspace\/events\/\d+$/);
    await page.getByRole('heading', { name: openDay, level: 2 }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await pageOverflow(page), `an event at ${width} px`).toBeNull();
      expect(await axeViolations(page), `an event at ${width} px`).toEqual([]);
    }

    // A visitor's scholarship search finds the scholarship …
    const visitor = await suite.openPage('/findDashBoard');
    await visitor.getByRole('tab', { name: searchPanelLabels.tabs.S, exact: true }).click();
    const schForm = visitor.getByRole('search', { name: scholarshipLabels.searchTitle });
    await field(schForm, scholarshipLabels.keyword).fill(grant);
    await schForm.getByRole('button', { name: scholarshipLabels.search, exact: true }).click();
    await visitor.waitForURL('**/findSch/list**');
    await visitor.locator('li.sa-sch-row').getByRole('link', { name: grant, exact: true }).waitFor();

    // … and the event search the event.
    await visitor.goto(`${portal}/findDashBoard`);
    await visitor.getByRole('tab', { name: searchPanelLabels.tabs.E, exact: true }).click();
    const eventSearch = visitor.getByRole('form', { name: eventLabels.searchTitle, exact: true });
    await eventSearch.getByRole('combobox', { name: eventLabels.country, exact: true }).selectOption({ label: campus.country });
    await field(eventSearch, eventLabels.searchKey).fill(openDay);
    await eventSearch.getByRole('button', { name: eventLabels.search, exact: true }).click();
    await visitor.waitForURL('**/findEvent/list**');
    await visitor.locator('a.sa-event-row-name', { hasText: openDay }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
