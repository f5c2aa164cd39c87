import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applicationMessages, applicationWizardLabels as t, applyMessages, basicLabels, format, loginMessages, messages, profileLabels } from '@studyatlas/core';
import { pdfPageTexts } from '../packages/server/src/testing/pdf-text.js';
import { chromiumAvailable } from './support/browser.js';
import { broadCourseSearch, searchCoursesApi, type CourseRowData } from './support/catalogue.js';
import { browserSuite, field } from './support/suite.js';
import { readyApplicant, registeredMember, tokenOf, type TestMember } from './support/members.js';
import { bearerCall } from './support/api.js';
import { stepHeading } from './support/wizard.js';

/*
 * Issue 24, what a new student hit in the application, the profile and the PDF: a questionnaire date
 * shown raw, a fresh account's checklist asking for what sign-up filled, Gender without its '*', a
 * second identical application made without a word, and PDF columns that split words.
 */


async function signIn(page: Page, member: TestMember): Promise<void> {
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}


describe.skipIf(!chromiumAvailable())('issue 24: applying, the profile and the PDF in Chromium', () => {
  const suite = browserSuite();
  const courses: CourseRowData[] = [];
  /** A catalogue course intake of its own for each journey that applies. */
  const nextCourse = async (): Promise<CourseRowData> => {
    if (courses.length === 0) {
      const { country } = await broadCourseSearch(suite.portal().url);
      courses.push(...(await searchCoursesApi(suite.portal().url, { country_fk: country.id })).rows.filter((row) => row.intakeId > 0));
    }
    return courses.shift()!;
  };

  /** A fresh account (signed up with its names and e-mail), signed in on its profile. */
  const freshProfile = async (): Promise<Page> => {
    const me = await registeredMember(suite.portal().url, true);
    const page = await suite.openPage('/login');
    await signIn(page, me);
    await page.goto(`${suite.portal().url}/profile`);
    return page;
  };

  it('a fresh account: the profile checklist does not ask for the names and e-mail sign-up gave', async () => {
    const page = await freshProfile();
    const checklist = page.getByRole('navigation', { name: profileLabels.checklistTitle });
    await checklist.getByText(basicLabels.title, { exact: false }).first().waitFor();
    const missing = (await checklist.textContent()) ?? '';
    expect(missing).toContain(basicLabels.dateOfBirth);
    for (const filled of [basicLabels.firstName, basicLabels.surname, basicLabels.email]) expect(missing).not.toContain(filled);
    expect(suite.pageErrors).toEqual([]);
  });

  it('Gender is marked required (*), as the rule requires it', async () => {
    const page = await freshProfile();
    const gender = page.getByRole('radiogroup', { name: basicLabels.gender });
    await gender.waitFor();
    expect(await gender.locator('legend').textContent()).toBe(`${basicLabels.gender} *`);
    expect(await gender.getAttribute('aria-required')).toBe('true');
    expect(suite.pageErrors).toEqual([]);
  });

  /**
   * A ready applicant's draft for a course that asks a date question, answered 2027-02-01 (as the
   * questionnaire stores it), and a job whose position is one long word beside long texts.
   */
  const draftWithDateAnswer = async () => {
    const url = suite.portal().url;
    const me = await readyApplicant(url);
    const call = bearerCall(url, await tokenOf(url, me));
    const course = await nextCourse();
    const db = suite.portal().database.db;
    const at = new Date().toISOString();
    // The course asks a date question: its own survey (or the one it already has) gets one.
    await db.insertInto('surveys').values({ title: 'Entry', course_id: course.courseFk, legal_id: null, created_at: at }).execute();
    const courseData = [{ CourseFk: 0, LocationFk: 0, IntakeFk: course.intakeId, CourseStudyModeFk: 0, IntakeDate: '', AppliedForLegalId: 0 }];
    const draft = await call<{ applicationFk: number; surveyId: number }>('/api/OnlineApp/AddOrDeleteCourse', { SapClientId: 0, ApplicationFk: 0, value: 'A', courseData });
    expect(draft.surveyId).toBeGreaterThan(0);
    const question = await db.insertInto('survey_questions').values({ survey_id: draft.surveyId, position: 99, question_type: 'D', text: 'When could you start?' }).returning('id').executeTakeFirstOrThrow();
    const participant = await db.insertInto('survey_participants').values({ survey_id: draft.surveyId, client_id: me.clientId, application_id: draft.applicationFk, created_at: at }).returning('id').executeTakeFirstOrThrow();
    const response = await db.insertInto('survey_responses').values({ participant_id: Number(participant.id), question_id: Number(question.id), text: '', updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('survey_response_details').values({ response_id: Number(response.id), position: 1, choice_id: null, file_id: null, text: '2027-02-01' }).execute();
    return { me, call, course, applicationFk: draft.applicationFk };
  };

  it('a questionnaire date answer reads dd-MMM-yyyy on the summary', async () => {
    const { me, applicationFk } = await draftWithDateAnswer();
    const page = await suite.openPage('/login');
    await signIn(page, me);
    await page.goto(`${suite.portal().url}/onlineApp/appsummary?appId=${applicationFk}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.AS);
    await page.getByRole('button', { name: messages.expandAll, exact: true }).click();
    const answers = page.getByRole('region', { name: t.sections.answers });
    await answers.getByText('When could you start?').waitFor();
    expect(await answers.textContent()).toContain('01-Feb-2027');
    expect(await answers.textContent()).not.toContain('2027-02-01');
    expect(suite.pageErrors).toEqual([]);
  });

  it('a link into the wizard opened while the page before still loads its header data shows its step: the cut-off load signs nobody out', async () => {
    const { me, applicationFk } = await draftWithDateAnswer();
    const page = await suite.openPage('/login');
    // The first header load after sign-in is cut off, as the browser cuts a leaving page's calls off…
    let cut = 0;
    await page.route('**/api/Profile/UserProfileData', (route) => (cut++ === 0 ? route.abort('aborted') : route.continue()));
    await signIn(page, me);
    await expect.poll(() => cut).toBeGreaterThan(0);
    // …and the member follows a link into the wizard a moment later.
    await page.waitForTimeout(300);
    await page.goto(`${suite.portal().url}/onlineApp/appsummary?appId=${applicationFk}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.AS);
    expect(new URL(page.url()).pathname).toBe('/onlineApp/appsummary');
    expect(suite.pageErrors).toEqual([]);
  });

  it("the submitted application's PDF (from my applications) wraps its columns at word boundaries and shows the date answer dd-MMM-yyyy", async () => {
    const { me, call, course, applicationFk } = await draftWithDateAnswer();
    const { privacyPolicyFk } = await call<{ privacyPolicyFk: number }>(`/api/OnlineApp/LoadDeclaration?applicationFk=${applicationFk}&courseLegalFk=0`);
    await call(`/api/OnlineApp/UpsertDeclaration?applicationFk=${applicationFk}&privacyPolicyFk=${privacyPolicyFk}&formKey=SAP_APP&sapClientFk=0&courseFk=0`);
    expect((await call<{ result: string }>(`/api/OnlineApp/SyncProfileData?applicationFk=${applicationFk}&courseLegalId=0&sapClientFk=0`)).result).toBe('S');
    const page = await suite.openPage('/login');
    await signIn(page, me);
    await page.goto(`${suite.portal().url}/apps/${applicationFk}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF of application ${applicationFk}` }).click();
    const pdf = await readFile((await (await download).path())!);
    // pdf.js gives each drawn line as a text item: a word split across two lines comes back in two items.
    const items = (await pdfPageTexts(pdf, '\n')).join('\n').split('\n');
    const words = new Set(items.flatMap((item) => item.trim().split(/\s+/)));
    const expected = ['Submitted', ...`${course.name} ${course.institutionName}`.split(/\s+/)].filter((word) => /^[\p{L}]+$/u.test(word));
    for (const word of expected) expect(words, word).toContain(word);
    expect(items.join(' ')).toContain('01-Feb-2027');
    expect(items.join(' ')).not.toContain('2027-02-01');
  });

  it('applying twice for the same course and intake is refused with a link that opens the first application', async () => {
    const url = suite.portal().url;
    const me = await readyApplicant(url);
    const course = await nextCourse();
    const page = await suite.openPage('/login');
    await signIn(page, me);
    const apply = async () => {
      await page.goto(`${url}/coudetail/${course.courseFk}/${course.locationId}/${course.intakeId}`);
      await page.getByRole('button', { name: format(applyMessages.applyCourse, { name: course.name }), exact: true }).click();
    };
    await apply();
    await page.waitForURL(/\/onlineApp\/coursedetail\?appId=\d+$/);
    const first = Number(new URL(page.url()).searchParams.get('appId'));
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.C);

    await apply();
    const refusal = page.locator('.sa-apply-refusal');
    await refusal.getByRole('alert').waitFor();
    expect(await refusal.getByRole('alert').textContent()).toMatch(new RegExp(`^You have already applied for .+ \\(intake \\d{2}-[A-Z][a-z]{2}-\\d{4}\\)\\.$`));
    expect(await refusal.getByRole('alert').textContent()).toContain(course.name);
    expect(await stepHeading(page).count()).toBe(0);
    await refusal.getByRole('link', { name: applicationMessages.openExistingApplication }).click();
    await page.waitForURL(`**/apps/${first}`);
    await page.locator(`[part="application"].is-highlighted`).waitFor();
    expect(await page.locator('[part="application"].is-highlighted').textContent()).toContain(course.name);

    const token = await tokenOf(url, me);
    const mine = (await bearerCall(url, token)<{ rows: Array<{ applicationId: number }> }>('/api/OnlineApp/MyApplicationLoad')).rows;
    expect(mine.map((row) => row.applicationId)).toEqual([first]);
    expect(suite.pageErrors).toEqual([]);
  });
});
