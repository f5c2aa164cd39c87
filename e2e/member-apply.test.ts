import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  applicationMessages,
  applicationWizardLabels as t,
  applicationsMessages,
  myApplicationsLabels,
  applyMessages,
  format,
  loginMessages,
  messages,
  questionnaireMessages as q,
} from '@studyatlas/core';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/index.js';
import { DEMO_SURVEY_IDS } from '../packages/server/src/seed/demo/surveys.js';
import { createPartnerKey } from '../packages/server/src/areas/applications/partner-keys.js';
import { pdfPageTexts } from '../packages/server/src/testing/pdf-text.js';
import { chromiumAvailable } from './support/browser.js';
import { latestMailTo } from './support/mailbox.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field, text } from './support/suite.js';
import type { PortalServer } from './support/servers.js';
import { seeSuccess } from './support/notices.js';
import { stepHeading } from './support/wizard.js';

/*
 * The issue 12 journey: the demo student applies for two courses — one with a survey of every
 * question type — through every wizard step, leaves at W and comes back after signing in again,
 * submits, finds the application in my applications with its timeline and PDF, and sees the
 * institution move it to an offer (its partner API key) with the mail that says so.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (date: Date) => `${String(date.getDate()).padStart(2, '0')}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const courseNames = (page: Page) => page.locator('[part="application-course"] .sa-app-course-name').allTextContents();

interface Favourite {
  intakeId: number;
  courseName: string;
  legalId: number;
  survey: boolean;
}

/**
 * Gives the demo student at least `count` favourite course intakes (the demo seeds four; a sixth
 * course is refused only when there are six to choose), through the favourites call.
 */
async function topUpFavourites(portal: PortalServer, count: number): Promise<void> {
  const db = portal.database.db;
  const student = await db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow();
  const have = await db.selectFrom('favourites as f').innerJoin('intakes as i', 'i.id', 'f.reference_id').select('i.course_id').where('f.client_id', '=', student.id).where('f.category', '=', 'C').execute();
  if (have.length >= count) return;
  const taken = new Set(have.map((h) => Number(h.course_id)));
  const open = await db
    .selectFrom('intakes')
    .select(['id', 'course_id'])
    .where('start_date', '>', new Date().toISOString().slice(0, 10))
    .where('seats', 'is', null)
    .orderBy('id')
    .limit(200)
    .execute();
  const token = (
    (await (
      await fetch(`${portal.url}/authtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  for (const intake of open) {
    if (have.length >= count) break;
    if (taken.has(Number(intake.course_id))) continue;
    const added = await fetch(`${portal.url}/api/Favourite/AddFavourite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ReferenceFk: Number(intake.id), Category: 'C' }),
    });
    expect(added.status).toBe(200);
    taken.add(Number(intake.course_id));
    have.push({ course_id: intake.course_id });
  }
}

/** The demo student's favourite course intakes, with whether the course (or its institution) has a survey. */
async function demoFavourites(portal: PortalServer): Promise<{ everyType: Favourite; noSurvey: Favourite; all: Favourite[] }> {
  await topUpFavourites(portal, 6);
  const db = portal.database.db;
  const student = await db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('intakes as i', 'i.id', 'f.reference_id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.id as intakeId', 'c.id as courseId', 'c.name as courseName', 'c.legal_id as legalId'])
    .where('f.client_id', '=', student.id)
    .where('f.category', '=', 'C')
    .orderBy('f.id')
    .execute();
  const surveys = await db.selectFrom('surveys').select(['external_id', 'course_id', 'legal_id']).execute();
  const everyTypeCourse = surveys.find((s) => s.external_id === DEMO_SURVEY_IDS.everyType)!.course_id;
  const all = rows.map((r) => ({
    intakeId: Number(r.intakeId),
    courseName: r.courseName,
    legalId: Number(r.legalId),
    courseId: Number(r.courseId),
    survey: surveys.some((s) => s.course_id === r.courseId || (s.course_id === null && s.legal_id === r.legalId)),
  }));
  return {
    everyType: all.find((f) => f.courseId === Number(everyTypeCourse))!,
    noSurvey: all.find((f) => !f.survey)!,
    all,
  };
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await field(page, loginMessages.loginIdLabel).fill(DEMO_MEMBER_EMAIL);
  await field(page, loginMessages.passwordLabel).fill(DEMO_MEMBER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Opens the course picker and adds the first favourite not chosen yet (paging on); the picker's refusal if it refuses. */
async function addFromPicker(page: Page, chosen: readonly string[]): Promise<{ added: string } | { refused: string }> {
  await page.getByRole('button', { name: t.addFromFavourites, exact: true }).click();
  const picker = page.getByRole('dialog', { name: t.pickerTitle });
  const addButtons = picker.locator('button[aria-label]').filter({ hasText: t.add });
  for (;;) {
    await addButtons.first().waitFor();
    const labels = await addButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const label = labels.find((l) => !chosen.some((name) => l === format(t.addCourse, { name })));
    if (label) {
      await picker.getByRole('button', { name: label, exact: true }).click();
      const refusal = picker.locator('[role="alert"]');
      const outcome = await Promise.race([
        picker.waitFor({ state: 'hidden' }).then(() => 'closed' as const),
        refusal.waitFor().then(() => 'refused' as const),
      ]);
      if (outcome === 'closed') return { added: label };
      const message = (await refusal.textContent())!;
      await picker.getByRole('button', { name: t.close, exact: true }).last().click();
      return { refused: message };
    }
    await picker.getByRole('button', { name: messages.nextPage }).click();
  }
}

/** A small valid one-page PDF, as a student's scanned document. */
function pdfFile(name: string) {
  const body = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

const progress = (page: Page, n: number) => text(page, format(q.progress, { n, total: 11 })).waitFor();
const nextQuestion = (page: Page) => page.getByRole('button', { name: q.next, exact: true }).click();

/** Answers the demo's every-type survey (catalogue/surveys.ts EVERY_TYPE_QUESTIONS), checking Back and the mandatory refusal. */
async function answerEveryType(page: Page): Promise<void> {
  await progress(page, 1);
  await nextQuestion(page);
  await text(page, q.answerRequired).waitFor();
  await field(page, 'Why do you want to study this course?').fill('To build bridges in the field I love.');
  await nextQuestion(page);

  await progress(page, 2);
  await page.getByRole('button', { name: q.back, exact: true }).click();
  await progress(page, 1);
  expect(await field(page, 'Why do you want to study this course?').inputValue()).toBe('To build bridges in the field I love.');
  await nextQuestion(page);

  await progress(page, 2);
  await field(page, format(q.textFieldLabel, { n: 1 })).fill('Mathematics');
  await field(page, format(q.textFieldLabel, { n: 2 })).fill('Physics');
  await nextQuestion(page);
  await progress(page, 3);
  await field(page, 'Describe any relevant work or volunteering experience.').fill('Two summers teaching children to read.');
  await nextQuestion(page);
  await progress(page, 4);
  await field(page, 'From which date could you start?').fill(shown(inDays(200)));
  await nextQuestion(page);
  await progress(page, 5);
  await field(page, format(q.dateFieldLabel, { n: 1 })).fill(shown(inDays(-400)));
  await field(page, format(q.dateFieldLabel, { n: 2 })).fill(shown(inDays(-30)));
  await nextQuestion(page);
  await progress(page, 6);
  // Issue 24: each radio button sits beside its label's text (their middles within 2 px), not above it.
  const middles = await page.locator('.sa-questionnaire-choices label').first().evaluate((label) => {
    const middle = (r: DOMRect) => r.top + r.height / 2;
    const range = document.createRange();
    range.selectNodeContents(label.lastChild!);
    return [middle(label.querySelector('input')!.getBoundingClientRect()), middle(range.getBoundingClientRect())];
  });
  expect(Math.abs(middles[0]! - middles[1]!)).toBeLessThanOrEqual(2);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await nextQuestion(page);
  await progress(page, 7);
  await page.getByRole('checkbox', { name: 'English', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Nepali', exact: true }).check();
  await nextQuestion(page);
  await progress(page, 8);
  await page.getByRole('combobox', { name: 'How did you hear about this course?' }).selectOption({ label: 'The web' });
  await nextQuestion(page);
  await progress(page, 9);
  await page.getByRole('listbox', { name: 'Which kinds of accommodation would suit you?' }).selectOption([{ label: 'On campus' }, { label: 'Homestay' }]);
  await nextQuestion(page);
  await progress(page, 10);
  await page.locator('input[type="file"]').setInputFiles(pdfFile('cv.pdf'));
  await text(page, format(q.currentFile, { name: 'cv.pdf' })).waitFor();
  await nextQuestion(page);
  await progress(page, 11);
  await page.locator('input[type="file"]').setInputFiles(pdfFile('reference-letter.pdf'));
  await text(page, format(q.currentFile, { name: 'reference-letter.pdf' })).waitFor();
  await page.getByRole('textbox', { name: q.commentLabel }).fill('Written by my physics teacher.');
  await page.getByRole('button', { name: q.submit, exact: true }).click();
}

/** The text of a PDF, its pages joined, read with pdf.js. */
const pdfText = async (bytes: Buffer): Promise<string> => (await pdfPageTexts(bytes, ' ')).join('\n').replace(/\s+/g, ' ');

async function clickNext(page: Page, step: keyof typeof t.steps, child: string): Promise<void> {
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.waitForURL(new RegExp(`/onlineApp/${child}\\?appId=\\d+$`));
  await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps[step]);
}

const card = (scope: Page | Locator, name: string) => scope.locator('[part="application-course"]').filter({ hasText: name });

describe.skipIf(!chromiumAvailable())('applying online, from favourites to an offer, in Chromium', () => {
  const suite = browserSuite();

  it('the demo student applies for two courses (one with a survey of every type), comes back at W, submits, gets the PDF and sees the offer', async () => {
    const portal = suite.portal();
    const url = portal.url;
    const { everyType, noSurvey, all } = await demoFavourites(portal);
    expect(all.length).toBeGreaterThanOrEqual(6);

    const page = await suite.openPage();
    await signIn(page, url);

    // Apply from the favourites on the course with a survey: the wizard opens at C with it.
    await page.goto(`${url}/favourite`);
    await page.getByRole('button', { name: format(applyMessages.applyCourse, { name: everyType.courseName }), exact: true }).click();
    await page.waitForURL(/\/onlineApp\/coursedetail\?appId=\d+$/);
    const appId = Number(new URL(page.url()).searchParams.get('appId'));
    await expect.poll(() => courseNames(page)).toEqual([everyType.courseName]);
    expect(await page.getByRole('button', { name: t.back, exact: true }).count()).toBe(0);

    // Add the course without a survey, then fill up to five; a sixth is refused.
    await page.getByRole('button', { name: t.addFromFavourites, exact: true }).click();
    const picker = page.getByRole('dialog', { name: t.pickerTitle });
    for (;;) {
      const add = picker.getByRole('button', { name: format(t.addCourse, { name: noSurvey.courseName }), exact: true });
      await picker.locator('button[aria-label]').filter({ hasText: t.add }).first().waitFor();
      if ((await add.count()) > 0) {
        await add.click();
        break;
      }
      await picker.getByRole('button', { name: messages.nextPage }).click();
    }
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => courseNames(page)).toEqual([everyType.courseName, noSurvey.courseName]);
    const extra: string[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await addFromPicker(page, await courseNames(page));
      expect(outcome).toHaveProperty('added');
      await expect.poll(async () => (await courseNames(page)).length).toBe(3 + i);
      extra.push((await courseNames(page)).at(-1)!);
    }
    expect(await addFromPicker(page, await courseNames(page))).toEqual({ refused: applicationMessages.maxCourses });
    for (const name of extra) {
      await card(page, name).getByRole('button', { name: format(t.removeCourse, { name }), exact: true }).click();
      await expect.poll(async () => (await courseNames(page)).includes(name)).toBe(false);
    }
    await expect.poll(() => courseNames(page)).toEqual([everyType.courseName, noSurvey.courseName]);

    // C → B → E → W, then leave: signed out and in again, /onlineApp reopens the same application at W.
    await clickNext(page, 'B', 'contactDetail');
    await page.getByRole('button', { name: t.save, exact: true }).waitFor();
    await clickNext(page, 'E', 'educationdet');
    await clickNext(page, 'W', 'workexp');
    await page.getByRole('button', { name: messages.signOutAction, exact: true }).first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/onlineApp'));
    await signIn(page, url);
    await page.goto(`${url}/onlineApp`);
    await page.waitForURL(`**/onlineApp/workexp?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.W);

    // W → P → AD: the questionnaire of the course that has one, every type answered (a file included).
    await clickNext(page, 'P', 'passportdet');
    await clickNext(page, 'AD', 'questionnaire');
    await answerEveryType(page);
    await page.waitForURL(`**/onlineApp/appsummary?appId=${appId}`);
    await expect.poll(() => stepHeading(page).textContent()).toBe(t.steps.AS);

    // Back from the summary is the questionnaire again, then forward to the summary.
    await page.getByRole('button', { name: t.back, exact: true }).click();
    await page.waitForURL(`**/onlineApp/questionnaire?appId=${appId}`);
    await text(page, q.done).waitFor();
    await page.getByRole('button', { name: q.next, exact: true }).click();
    await page.waitForURL(`**/onlineApp/appsummary?appId=${appId}`);

    await page.getByRole('button', { name: messages.expandAll, exact: true }).click();
    const summary = page.locator('[part="application-step"]');
    await text(summary, 'The web').waitFor();
    for (const name of [everyType.courseName, noSurvey.courseName, 'reference-letter.pdf']) {
      expect(await summary.textContent()).toContain(name);
    }
    expect(await pageOverflow(page)).toBeNull();

    // Declaration and submit → my applications, with the timeline and the PDF.
    await clickNext(page, 'DC', 'declaration');
    await page.getByRole('checkbox', { name: t.accept }).check();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await page.waitForURL(/\/apps/);
    await seeSuccess(page, applicationMessages.submitted);
    const application = page.locator('[part="application"]').filter({ hasText: everyType.courseName });
    await application.waitFor();
    expect(await application.textContent()).toContain(noSurvey.courseName);
    expect(await application.textContent()).toContain(applicationsMessages.statusLabels.SUB);

    const download = page.waitForEvent('download');
    await application.getByRole('button', { name: format(myApplicationsLabels.pdfApplication, { number: String(appId) }) }).click();
    const file = await download;
    const bytes = Buffer.from(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
    const pdf = await pdfText(bytes);
    const student = await portal.database.db.selectFrom('clients').select(['first_name', 'surname']).where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow();
    for (const expected of [student.first_name, student.surname, everyType.courseName, noSurvey.courseName]) expect(pdf).toContain(expected);

    // The institution moves the survey course to a conditional offer with its partner key.
    const { key } = await createPartnerKey(portal.database.db, everyType.legalId, 'e2e', new Date());
    const partner = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const listed = (await (await fetch(`${url}/api/partner/applications`, { headers: partner })).json()) as {
      rows: Array<{ applicationId: number; courses: Array<{ entryId: number; courseName: string }> }>;
    };
    const entry = listed.rows.find((r) => r.applicationId === appId)!.courses.find((c) => c.courseName === everyType.courseName)!;
    const conditions = 'Send your final transcript by 1 March.';
    const moved = await fetch(`${url}/api/partner/applications/status`, {
      method: 'POST',
      headers: partner,
      body: JSON.stringify({ entryId: entry.entryId, status: 'OFC', conditions }),
    });
    expect(moved.status).toBe(200);

    await page.reload();
    await application.waitFor();
    await expect.poll(() => application.textContent()).toContain(conditions);
    expect(await application.textContent()).toContain(applicationsMessages.statusLabels.OFC);
    const mail = await latestMailTo(url, DEMO_MEMBER_EMAIL);
    expect(mail.subject).toBe(format(applicationsMessages.mailStatusSubject, { course: everyType.courseName, status: applicationsMessages.statusLabels.OFC }));
    expect(suite.pageErrors).toEqual([]);
  });
});
