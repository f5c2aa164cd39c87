import { describe, expect, it } from 'vitest';
import { institutionLabels, organisationProfileLabels as p, workspaceLabels as l } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake } from './support/applications.js';
import { newIdentity, registeredMember } from './support/members.js';
import { signInOnLoginPage } from './support/login-page.js';
import { browserSuite } from './support/suite.js';
import { measured } from './support/measured.js';

describe.skipIf(!chromiumAvailable())('the organisation profile and campuses in the partner workspace (issue 27)', () => {
  const suite = browserSuite();

  it("a catalogue editor changes the organisation's description and adds a campus; the discovery institution page shows both at once", async () => {
    const portal = suite.portal().url;
    const { db } = suite.portal().database;
    const { legalFk } = await aCourseIntake(portal);
    const editor = await registeredMember(portal, true, newIdentity('Pia', 'Profile'));
    await db.insertInto('workspace_members').values({ legal_id: legalFk, client_id: editor.clientId, role: 'catalogue_editor', created_at: new Date().toISOString() }).execute();
    // A place the catalogue knows: where the institution's first campus is.
    const place = await db
      .selectFrom('locations as lo')
      .innerJoin('cities as ci', 'ci.id', 'lo.city_id')
      .innerJoin('states as st', 'st.id', 'ci.state_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .select(['co.name as country', 'st.name as state', 'ci.name as city'])
      .where('lo.legal_id', '=', legalFk)
      .orderBy('lo.id')
      .executeTakeFirstOrThrow();
    const stamp = Date.now();
    const description = `Sea views from every lecture hall (${stamp}).`;
    const campusName = `Harbourside Campus ${stamp}`;

    const page = await suite.openPage('/workspace/profile');
    await signInOnLoginPage(page, editor);
    await page.getByRole('heading', { name: p.profileTitle, level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.profile }).getAttribute('aria-current')).toBe('page');
    const form = page.getByRole('form', { name: p.profileTitle });
    await form.getByRole('textbox', { name: /^Description/ }).fill(description);
    await form.getByRole('button', { name: p.save }).click();
    await page.getByText(p.saved).first().waitFor();
    await page.getByRole('region', { name: 'History' }).getByText(`description:`, { exact: false }).first().waitFor();
    await measured(page, 'the profile');

    await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.campuses }).click();
    await page.getByRole('link', { name: p.newCampus }).click();
    await page.waitForURL(/\/workspace\/campuses\/new$/);
    const campus = page.getByRole('form', { name: p.campusDetails });
    await campus.getByRole('textbox', { name: /^Campus name/ }).fill(campusName);
    await campus.getByRole('combobox', { name: /^Country/ }).selectOption({ label: place.country });
    await campus.getByRole('textbox', { name: /^State or region/ }).fill(place.state);
    await campus.getByRole('textbox', { name: /^City/ }).fill(place.city);
    await campus.getByRole('textbox', { name: /^Address/ }).fill('1 Harbour Walk');
    await campus.getByRole('region', { name: p.mapPin }).locator('.leaflet-marker-icon').waitFor();
    await campus.getByRole('button', { name: p.saveCampus }).click();
    await page.waitForURL(/\/workspace\/campuses\/\d+$/);
    await page.getByRole('heading', { name: campusName, level: 2 }).waitFor();
    // Saved at the city's position: the pin and the fields show it.
    expect(Number(await page.getByRole('textbox', { name: /^Latitude/ }).inputValue())).not.toBe(0);
    await measured(page, 'a campus');

    const detail = await suite.openPage(`/instdetail/${legalFk}`);
    await detail.getByText(description).waitFor();
    await detail.getByRole('button', { name: new RegExp(`^${institutionLabels.campuses}`) }).click();
    await detail.getByText(campusName, { exact: true }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
