import { describe, expect, it } from 'vitest';
import { applyMessages, catalogueLabels as c, catalogueMessages, format, publishingLabels, workspaceLabels as l } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { aCourseIntake } from './support/applications.js';
import { axeViolations } from './support/axe.js';
import { completeApplicantDetails, newIdentity, registeredMember } from './support/members.js';
import { signInOnLoginPage } from './support/login-page.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite } from './support/suite.js';
import { applyThroughWizard } from './support/wizard.js';

describe.skipIf(!chromiumAvailable())('the catalogue in the partner workspace (issue 27)', () => {
  const suite = browserSuite();

  it('a catalogue editor publishes a new course with a 2-seat intake; a student finds it at once and applies; one seat shows taken; seats cannot drop below it', async () => {
    const portal = suite.portal().url;
    const { db } = suite.portal().database;
    const { legalFk } = await aCourseIntake(portal);
    const editor = await registeredMember(portal, true, newIdentity('Cara', 'Catalogue'));
    await db.insertInto('workspace_members').values({ legal_id: legalFk, client_id: editor.clientId, role: 'catalogue_editor', created_at: new Date().toISOString() }).execute();
    // The form lists the campuses by name: the first one, and its country (the student's search names it).
    const campus = await db
      .selectFrom('locations as lo')
      .innerJoin('cities as ci', 'ci.id', 'lo.city_id')
      .select(['lo.name', 'ci.country_id'])
      .where('lo.legal_id', '=', legalFk)
      .orderBy('lo.name')
      .executeTakeFirstOrThrow();
    const bachelor = await db.selectFrom('award_levels').select('group_id').where('name', '=', 'Bachelor').executeTakeFirstOrThrow();
    const name = `Bachelor of Tidal Studies ${Date.now()}`;

    const page = await suite.openPage('/workspace/catalogue/new');
    await signInOnLoginPage(page, editor);
    await page.getByRole('heading', { name: c.newCourse, level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: l.sectionsLabel }).getByRole('link', { name: l.catalogue }).getAttribute('aria-current')).toBe('page');
    const form = page.getByRole('form', { name: c.courseDetails });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('combobox', { name: /^Study area/ }).selectOption({ index: 1 });
    await form.getByRole('combobox', { name: /^Award/ }).selectOption({ label: 'Bachelor' });
    await form.getByRole('checkbox', { name: campus.name, exact: true }).check();
    await form.getByRole('textbox', { name: /^Duration in months/ }).fill('36');
    await form.getByRole('button', { name: publishingLabels.saveAndPublish }).click();
    await page.waitForURL(/\/workspace\/catalogue\/\d+$/);
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    await page.getByText(`${c.status}: Published`).waitFor();

    await page.getByRole('button', { name: c.addIntake }).click();
    const intake = page.getByRole('form', { name: c.addIntake });
    await intake.getByRole('combobox', { name: /^Study mode/ }).selectOption({ label: 'Full time' });
    await intake.getByRole('textbox', { name: /^Start date/ }).fill('2027-07-19');
    await intake.getByRole('textbox', { name: /^Seats/ }).fill('2');
    await intake.getByRole('textbox', { name: /^Annual fee/ }).fill('31000');
    await intake.getByRole('button', { name: c.saveIntake }).click();
    await page.getByText(format(c.seatsOf, { taken: 0, seats: 2 })).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await pageOverflow(page), `a course at ${width} px`).toBeNull();
      expect(await axeViolations(page), `a course at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A student (profile filled in through the API: not this journey's subject) searches for it at once:
    // the course list shows it.
    const student = await registeredMember(portal, true, newIdentity('Tia', 'Tidal'));
    await completeApplicantDetails(portal, student);
    const studentPage = await suite.openPage('/login');
    await signInOnLoginPage(studentPage, student);
    await studentPage.waitForURL((u) => !u.pathname.startsWith('/login'));
    const search = new URLSearchParams({ search: name, country_fk: String(campus.country_id), AwardG_fk: String(bachelor.group_id) });
    await studentPage.goto(`${portal}/findCourse/list?${search}`);
    const found = studentPage.locator('.sa-course-row-name', { hasText: name }).first();
    await found.waitFor({ timeout: 10_000 });
    // … opens it and applies to its intake through the wizard.
    await found.click();
    await studentPage.getByRole('button', { name: format(applyMessages.applyCourse, { name }), exact: true }).click();
    await studentPage.waitForURL(/\/onlineApp\/coursedetail\?appId=\d+$/);
    await applyThroughWizard(studentPage);
    await studentPage.locator('[part="application"]').filter({ hasText: name }).waitFor();
    const row = await db.selectFrom('intakes as i').innerJoin('courses as co', 'co.id', 'i.course_id').select('i.id').where('co.name', '=', name).executeTakeFirstOrThrow();

    // The editor's intake shows the seat taken; lowering the seats below it is refused with the message.
    await page.reload();
    await page.getByText(format(c.seatsOf, { taken: 1, seats: 2 })).waitFor();
    await page.getByRole('button', { name: /^Edit intake/ }).click();
    const edit = page.getByRole('form', { name: c.editIntake });
    await edit.getByRole('textbox', { name: /^Seats/ }).fill('0');
    await edit.getByRole('button', { name: c.saveIntake }).click();
    await edit.getByText(format(catalogueMessages.seatsBelowTaken, { taken: 1 })).waitFor();
    expect(Number((await db.selectFrom('intakes').select('seats').where('id', '=', row.id).executeTakeFirstOrThrow()).seats)).toBe(2);

    // The catalogue list at both widths.
    const list = await suite.openPage('/workspace/catalogue');
    await signInOnLoginPage(list, editor);
    await list.getByRole('link', { name }).waitFor();
    for (const width of [1280, 375]) {
      await list.setViewportSize({ width, height: 900 });
      await list.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await pageOverflow(list), `the catalogue at ${width} px`).toBeNull();
      expect(await axeViolations(list), `the catalogue at ${width} px`).toEqual([]);
    }
    expect(suite.pageErrors).toEqual([]);
  });
});
