import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { intakeParameter } from '@studyatlas/core';
import type { ApplicationSummary, application, applications, workspace } from '@studyatlas/core/contracts';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { pdfPageTexts } from '../../testing/pdf-text.js';
import { anApplication, seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';

/*
 * Issue 28: a course's name in the reader's language wherever an application shows it — the wizard,
 * my applications, the PDF, the mails (the recipient's language) and the workspace (the staff
 * member's request language). A course without a translation into that language keeps its own name;
 * English is what it always was; the snapshot keeps the courses' own names.
 */

const NURSING = { en: 'Bachelor of Nursing', es: 'Grado en Enfermería', fr: 'Licence en soins infirmiers' };
/** Spanish only: in French the course keeps its own name. */
const DESIGN = { en: 'Master of Design', es: 'Máster en Diseño' };

const names = (courses: ReadonlyArray<{ courseName: string }>) => courses.map((c) => c.courseName);
const flat = (text: string) => text.replace(/\s+/g, '');

describe.each(await testDialects())("course names in the reader's language in applications, their PDF and mails, and the workspace on %s", (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let officer: TestMember;
  /** Ana's submitted application: nursing (July) and design. */
  let submitted: { applicationId: number; entryIds: number[] };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const { db } = t.database;
    cat = await seedApplicationsCatalogue(db, dialect);
    const courseOf = async (intakeId: number) => (await db.selectFrom('intakes').select('course_id').where('id', '=', intakeId).executeTakeFirstOrThrow()).course_id;
    const nursing = await courseOf(cat.nursingJuly);
    const design = await courseOf(cat.design);
    await db
      .insertInto('course_translations')
      .values([
        { course_id: nursing, locale: 'es', name: NURSING.es, description: null },
        { course_id: nursing, locale: 'fr', name: NURSING.fr, description: null },
        { course_id: design, locale: 'es', name: DESIGN.es, description: null },
        // A translation of the description only: the name stays the course's own.
        { course_id: design, locale: 'de', name: null, description: 'Gestaltung.' },
      ])
      .execute();
    ana = await signedInMember(t);
    submitted = await anApplication(db, ana.clientId, { status: 'S', courses: [cat.nursingJuly, cat.design] });
    officer = await aStaffMember(t, cat.harbour, 'admissions', { firstName: 'Adam', surname: 'Admissions' });
  });
  afterAll(async () => t?.close());

  const inLanguage = (locale?: string) => (locale ? { 'accept-language': locale } : {});
  const query = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  const get = (who: TestMember, url: string, values: Record<string, string | number> = {}, locale?: string) =>
    t.app.inject({ url, query: query(values), headers: { ...bearer(who.token), ...inLanguage(locale) } });
  const post = (who: TestMember, url: string, payload: object, locale?: string, values: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'POST', url, query: query(values), payload, headers: { ...bearer(who.token), ...inLanguage(locale) } });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const setLocale = (member: TestMember, locale: string) => t.database.db.updateTable('clients').set({ locale }).where('id', '=', member.clientId).execute();

  it('my applications: the list and the answer to a course move, in the request language; English and a missing translation as before', async () => {
    const load = async (locale?: string) =>
      ok<{ rows: applications.ApplicationRow[] }>(await get(ana, '/api/OnlineApp/MyApplicationLoad', {}, locale)).rows.find((r) => r.applicationId === submitted.applicationId)!;
    expect(names((await load('es-MX,es;q=0.9')).courses)).toEqual([NURSING.es, DESIGN.es]);
    expect(names((await load('fr')).courses)).toEqual([NURSING.fr, DESIGN.en]);
    expect(names((await load('de')).courses)).toEqual([NURSING.en, DESIGN.en]);
    expect(names((await load()).courses)).toEqual([NURSING.en, DESIGN.en]);
    const moved = ok<applications.ApplicationRow>(await post(ana, '/api/OnlineApp/CourseStatus', { entryId: submitted.entryIds[1], status: 'WDR' }, 'es'));
    expect(moved.courses.map((c) => [c.courseName, c.status])).toEqual([[NURSING.es, 'SUB'], [DESIGN.es, 'WDR']]);
  });

  it('the wizard: the chosen courses, the course details, the picker, the summary (draft and submitted) and the already-applied refusal', async () => {
    const member = await signedInMember(t);
    const state = ok<application.ApplicationState>(
      await post(member, '/api/OnlineApp/AddOrDeleteCourse', { SapClientId: 0, sListCourse: [], value: 'A', courseData: [intakeParameter(cat.nursingFebruary), intakeParameter(cat.design)], ApplicationFk: 0 }, 'es'),
    );
    expect(names(state.courses)).toEqual([NURSING.es, DESIGN.es]);
    const current = async (locale?: string) => ok<{ application: application.ApplicationState }>(await get(member, '/api/OnlineApp/CurrentApplication', { appFk: state.applicationFk }, locale)).application;
    expect(names((await current('fr')).courses)).toEqual([NURSING.fr, DESIGN.en]);
    expect(names((await current()).courses)).toEqual([NURSING.en, DESIGN.en]);

    const details = ok<{ courses: application.ApplicationState['courses'] }>(await post(member, '/api/OnlineApp/CourseDetailProfile', { courseData: [intakeParameter(cat.design)] }, 'es'));
    expect(names(details.courses)).toEqual([DESIGN.es]);
    const picker = ok<{ rows: application.ApplicationState['courses'] }>(await get(member, '/api/OnlineApp/FavouriteCourseSelect', { courseLegalId: 0, pageNo: 1 }, 'fr'));
    expect(names(picker.rows).sort()).toEqual([NURSING.fr, DESIGN.en].sort());

    const draftSummary = ok<ApplicationSummary>(await post(member, '/api/OnlineApp/LoadApplicationSummary', { applicationFk: state.applicationFk }, 'es'));
    expect(names(draftSummary.courses)).toEqual([NURSING.es, DESIGN.es]);
    const snapshot = async (locale?: string) => ok<ApplicationSummary>(await post(ana, '/api/OnlineApp/LoadApplicationSummary', { applicationFk: submitted.applicationId }, locale));
    expect(names((await snapshot('es')).courses)).toEqual([NURSING.es, DESIGN.es]);
    expect(names((await snapshot()).courses)).toEqual([NURSING.en, DESIGN.en]);

    // Ana has applied for the July nursing intake already: the refusal names the course in Spanish.
    const again = await post(ana, '/api/OnlineApp/AddOrDeleteCourse', { SapClientId: 0, sListCourse: [], value: 'A', courseData: [intakeParameter(cat.nursingJuly)], ApplicationFk: 0 }, 'es');
    expect(again.statusCode, again.body).toBe(409);
    expect(json<{ message: string }>(again).message).toContain(NURSING.es);
  });

  it('submits with the courses’ own names in the snapshot, and mails the member in their saved language, course names included', async () => {
    const member = await signedInMember(t);
    await setLocale(member, 'fr');
    const draft = await anApplication(t.database.db, member.clientId, { courses: [cat.nursingFebruary, cat.design] });
    ok(await get(member, '/api/OnlineApp/UpsertDeclaration', { applicationFk: draft.applicationId, privacyPolicyFk: 1, formKey: 'SAP_APP' }));
    // The request asks in Spanish; the mail goes in the member's French.
    expect(ok<{ result: string }>(await get(member, '/api/OnlineApp/SyncProfileData', { applicationFk: draft.applicationId }, 'es')).result).toBe('S');
    const mail = await t.latestMail(member.email);
    expect(mail.text).toContain(`${NURSING.fr}, Harbour University`);
    expect(mail.text).toContain(`${DESIGN.en}, Bridge College of Design`);
    expect(mail.text).not.toContain(NURSING.es);
    const stored = await t.database.db.selectFrom('applications').select('snapshot').where('id', '=', draft.applicationId).executeTakeFirstOrThrow();
    expect(names((JSON.parse(stored.snapshot!) as ApplicationSummary).courses)).toEqual([NURSING.en, DESIGN.en]);
  });

  it("prints the PDF's course names in the language it is printed in: the one the request names, else the member's saved one", async () => {
    const pdfText = async (values: Record<string, string | number>, locale?: string) => {
      const response = await get(ana, '/api/OnlineApp/GeneratePdf', { appId: submitted.applicationId, ...values }, locale);
      expect(response.statusCode).toBe(200);
      return flat((await pdfPageTexts(response.rawPayload)).join(''));
    };
    const spanish = await pdfText({ locale: 'es' });
    for (const name of [NURSING.es, DESIGN.es]) expect(spanish, `${name} in ${spanish.slice(0, 600)}`).toContain(flat(name));
    const french = await pdfText({}, 'fr');
    for (const name of [NURSING.fr, DESIGN.en]) expect(french, name).toContain(flat(name));
    const english = await pdfText({});
    for (const name of [NURSING.en, DESIGN.en]) expect(english, name).toContain(flat(name));
    expect(english).not.toContain(flat(NURSING.es));

    const saved = await signedInMember(t);
    await setLocale(saved, 'es');
    const own = await anApplication(t.database.db, saved.clientId, { status: 'S', courses: [cat.nursingFebruary] });
    const response = await get(saved, '/api/OnlineApp/GeneratePdf', { appId: own.applicationId });
    expect(response.statusCode).toBe(200);
    expect(flat((await pdfPageTexts(response.rawPayload)).join(''))).toContain(flat(NURSING.es));
  }, 30_000);

  it("the workspace: the inbox, its course filter, the application's page and a decision in the staff member's language; the status mail in the student's; the CSV as before", async () => {
    const student = await signedInMember(t, { firstName: 'Lucía', surname: 'García' });
    await setLocale(student, 'es');
    const theirs = await anApplication(t.database.db, student.clientId, { status: 'S', courses: [cat.nursingFebruary, cat.design], at: '2026-03-02T10:00:00.000Z' });
    const inbox = async (locale?: string) =>
      ok<{ rows: workspace.InboxRow[] }>(await get(officer, '/api/workspace/applications', { org: cat.harbour }, locale)).rows.find((r) => r.applicationId === theirs.applicationId)!;
    expect(names((await inbox('fr')).courses)).toEqual([NURSING.fr]);
    expect(names((await inbox('es')).courses)).toEqual([NURSING.es]);
    expect(names((await inbox()).courses)).toEqual([NURSING.en]);
    const filters = async (locale?: string) => ok<{ courses: Array<{ name: string }> }>(await get(officer, '/api/workspace/applications/filters', { org: cat.harbour }, locale)).courses;
    expect((await filters('fr')).map((c) => c.name)).toEqual([NURSING.fr]);
    expect((await filters()).map((c) => c.name)).toEqual([NURSING.en]);

    const page = ok<workspace.WorkspaceApplication>(await get(officer, '/api/workspace/application', { org: cat.harbour, applicationId: theirs.applicationId }, 'fr'));
    expect(names(page.courses)).toEqual([NURSING.fr]);
    expect(names(page.summary.courses)).toEqual([NURSING.fr]);

    // French-speaking staff decide; the Spanish student reads the course in Spanish.
    const decided = ok<workspace.WorkspaceApplication>(await post(officer, '/api/workspace/decision', { entryId: theirs.entryIds[0], status: 'REV' }, 'fr', { org: cat.harbour }));
    expect(names(decided.courses)).toEqual([NURSING.fr]);
    const mail = await t.latestMail(student.email);
    expect(mail.subject).toContain(NURSING.es);
    expect(mail.text).toContain(NURSING.es);
    expect(mail.text).not.toContain(NURSING.fr);

    // The export is read by other programs: the courses' own names, whatever the language.
    const csv = await get(officer, '/api/workspace/applications.csv', { org: cat.harbour }, 'es');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(NURSING.en);
    expect(csv.body).not.toContain(NURSING.es);
  });
});
