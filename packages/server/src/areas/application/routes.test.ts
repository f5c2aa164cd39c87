import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { applicationMessages, COURSE_PICKER_PAGE_SIZE, formatDisplayDate } from '@studyatlas/core';
import { application, callPaths, type ApplicationCourse } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { json, type TestMember } from '../../testing/app.js';
import { num } from '../../db/numbers.js';
import { DEMO_FAVOURITE_INTAKES } from '../../seed/demo/application-ready.js';
import { applicationFixture, param, URL, type ApplicationFixture, type State } from './test-fixture.js';
import { PRIVACY_POLICY_VERSION } from './service.js';

describe.each(await testDialects())('the application wizard on %s', (dialect) => {
  let f: ApplicationFixture;
  let ana: TestMember;
  beforeAll(async () => {
    f = await applicationFixture(dialect);
  }, 180_000);
  // A new member each test: one member may hold a course and intake in one live application only (issue 24).
  beforeEach(async () => {
    ana = await f.member();
  });
  afterAll(async () => f?.close());

  const refused = (response: { statusCode: number; body: string }, status: number, message: string, field?: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response as never)).toEqual(field ? { message, errors: { [field]: message } } : expect.objectContaining({ message }));
  };

  it('every wizard call needs a sign-in (401)', async () => {
    const calls = Object.values(application).filter((c): c is typeof application.startCheck => typeof c === 'object' && c !== null && 'id' in c && 'path' in c);
    expect(calls.length).toBe(12);
    for (const call of calls) {
      for (const url of callPaths(call)) {
        const response = call.method === 'GET' ? await f.get(url, null, { applicationFk: 1, intakeFk: 1 }) : await f.post(url, null, { applicationFk: 1 });
        expect(response.statusCode, `${call.id} ${response.body}`).toBe(401);
      }
    }
    expect((await f.get(URL.aboutMe, null)).statusCode).toBe(401);
    expect((await f.post(URL.updateAboutMe, null, {})).statusCode).toBe(401);
  });

  describe('StartCheck (member §5 online start checks)', () => {
    it("a member who never saved basic details: 'Your basic detail not configured'", async () => {
      expect(f.ok(await f.get(URL.start, ana.token, { intakeFk: f.intakes.open[0]! }))).toEqual({ refusal: 'Your basic detail not configured' });
    });

    it("saved basic details with gaps: 'Your basic details is incomplete.'", async () => {
      const cara = await f.member();
      await sql`insert into member_profiles (client_id, first_name, surname, updated_at, basic_saved_at) values (${cara.clientId}, 'Cara', 'Lee', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')`.execute(f.db);
      expect(f.ok(await f.get(URL.start, cara.token, { intakeFk: f.intakes.open[0]! }))).toEqual({ refusal: 'Your basic details is incomplete.' });
    });

    it('a complete profile: null for an intake with seats (or no limit), the no-seats message for a full one, 404 for an unknown one', async () => {
      expect(f.ok(await f.get(URL.start, f.demo.token, { intakeFk: f.intakes.open[0]! }))).toEqual({ refusal: null });
      expect(f.ok(await f.get(URL.start, f.demo.token, { intakeFk: f.intakes.last }))).toEqual({ refusal: null });
      expect(f.ok(await f.get(URL.start, f.demo.token, { intakeFk: f.intakes.full }))).toEqual({
        refusal: 'Our record show that there are no seats available for this intake. Please contact the institution',
      });
      expect((await f.get(URL.start, f.demo.token, { intakeFk: 99_999_999 })).statusCode).toBe(404);
      expect((await f.get(URL.start, f.demo.token, { intakeFk: 'abc' })).statusCode).toBe(400);
    });
  });

  describe('the demo student is ready to apply', () => {
    it('has complete details and favourite course intakes with free seats in the course picker', async () => {
      const page = f.ok<{ rows: ApplicationCourse[]; total: number }>(await f.get(URL.picker, f.demo.token, { pageNo: 1 }));
      expect(page.total).toBe(DEMO_FAVOURITE_INTAKES);
      expect(page.rows).toHaveLength(DEMO_FAVOURITE_INTAKES);
      for (const course of page.rows) {
        expect(course.seatsLeft).toBeGreaterThan(0);
        expect(f.ok(await f.get(URL.start, f.demo.token, { intakeFk: course.intakeId }))).toEqual({ refusal: null });
      }
      expect(new Set(page.rows.map((c) => c.institutionId)).size).toBe(DEMO_FAVOURITE_INTAKES);
    });
  });

  describe('AddOrDeleteCourse (member §4, §5 course selection)', () => {
    it("refuses an empty list, a course twice and a sixth course with the specification's words", async () => {
      const [a, b, c, d, e, g] = f.intakes.open;
      refused(await f.post(URL.shortlist, ana.token, f.shortlistBody([])), 400, 'At least one course must be selected.', 'courseData');
      refused(await f.post(URL.shortlist, ana.token, f.shortlistBody([a!, b!, a!])), 400, 'This course already exist. please choose another', 'courseData');
      refused(await f.post(URL.shortlist, ana.token, f.shortlistBody([a!, b!, c!, d!, e!, g!])), 400, 'You may add maximum five courses in application', 'courseData');
      refused(await f.post(URL.shortlist, ana.token, f.shortlistBody([a!, 99_999_999])), 400, applicationMessages.intakeUnknown, 'courseData');
      refused(await f.post(URL.shortlist, ana.token, f.shortlistBody([a!, f.intakes.full])), 400, applicationMessages.noSeats, 'courseData');
      expect(await f.db.selectFrom('applications').select('id').where('client_id', '=', ana.clientId).execute()).toEqual([]);
    });

    it('makes a draft with key SAS_PAP, shortlist value A for one course and P for more; the intake decides course, campus, mode and date', async () => {
      const [a, b] = f.intakes.open;
      const intake = await f.db.selectFrom('intakes').selectAll().where('id', '=', a!).executeTakeFirstOrThrow();
      const response = await f.post(URL.shortlist, ana.token, { ...f.shortlistBody([]), courseData: [param(a!, { CourseFk: 1, LocationFk: 1, CourseStudyModeFk: 1, IntakeDate: '01-Jan-1999' })] });
      const one = f.ok<State>(response);
      expect(one).toMatchObject({ key: 'SAS_PAP', shortlistValue: 'A', step: 'C', status: 'D', declared: false, sapStudentId: '' });
      expect(one.applicationFk).toBeGreaterThan(0);
      expect(one.courses).toHaveLength(1);
      expect(one.courses[0]).toMatchObject({ intakeId: a, courseId: num(intake.course_id), locationId: num(intake.location_id), studyModeId: num(intake.study_mode_id), intakeDate: intake.start_date, seats: null, seatsLeft: null });
      expect(one.courses[0]!.entryId).toBeGreaterThan(0);
      const row = await f.db.selectFrom('applications').selectAll().where('id', '=', one.applicationFk).executeTakeFirstOrThrow();
      expect(row.created_at).toBe('2026-03-02T09:00:00.000Z');

      const two = await f.shortlist(ana.token, [b!, a!], one.applicationFk);
      expect(two.applicationFk).toBe(one.applicationFk);
      expect(two.shortlistValue).toBe('P');
      expect(two.courses.map((c) => c.intakeId)).toEqual([b, a]);
      const stored = await f.db.selectFrom('application_courses').select(['intake_id', 'position']).where('application_id', '=', one.applicationFk).orderBy('position').execute();
      expect(stored.map((r) => num(r.intake_id))).toEqual([b, a]);
      expect((await f.shortlist(ana.token, [a!], one.applicationFk)).shortlistValue).toBe('A');
    });

    it('adds each chosen intake to the favourites once', async () => {
      const [, , c, d] = f.intakes.open;
      const favourites = async () =>
        (await f.db.selectFrom('favourites').select(['reference_id', 'category']).where('client_id', '=', ana.clientId).execute()).map((r) => `${r.category}${num(r.reference_id)}`);
      const state = await f.shortlist(ana.token, [c!]);
      expect(await favourites()).toContain(`C${c}`);
      await f.shortlist(ana.token, [c!, d!], state.applicationFk);
      const after = await favourites();
      expect(after.filter((x) => x === `C${c}`)).toHaveLength(1);
      expect(after).toContain(`C${d}`);
    });

    it("another member's application is 404 and stays as it was", async () => {
      const [a, b] = f.intakes.open;
      const mine = await f.shortlist(ana.token, [a!]);
      expect((await f.post(URL.shortlist, f.demo.token, f.shortlistBody([b!], mine.applicationFk))).statusCode).toBe(404);
      expect((await f.ok<{ application: State }>(await f.get(URL.current, ana.token, { appFk: mine.applicationFk }))).application.courses.map((c) => c.intakeId)).toEqual([a]);
    });

    it('a course and intake already in a live application of the member is refused 409 with that application id; withdrawn, declined or deleted ones free it (issue 24)', async () => {
      const dee = await f.member();
      const [a, b, c] = f.intakes.open;
      const course = await f.db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').select(['c.name', 'i.start_date']).where('i.id', '=', a!).executeTakeFirstOrThrow();
      const message = `You have already applied for ${course.name} (intake ${formatDisplayDate(course.start_date)}).`;
      const first = await f.shortlist(dee.token, [a!, b!]);
      const twice = await f.post(URL.shortlist, dee.token, f.shortlistBody([c!, a!]));
      expect(twice.statusCode, twice.body).toBe(409);
      expect(json(twice)).toEqual({ message, applicationId: first.applicationFk, errors: { courseData: message } });
      const generated = await f.get(URL.generate, dee.token, { courseParameter: JSON.stringify([param(a!)]) });
      expect([generated.statusCode, json(generated)]).toEqual([409, expect.objectContaining({ applicationId: first.applicationFk })]);
      // Adding it to another draft of the member's is refused the same way; its own draft keeps it.
      const other = await f.shortlist(dee.token, [c!]);
      expect((await f.post(URL.shortlist, dee.token, f.shortlistBody([c!, a!], other.applicationFk))).statusCode).toBe(409);
      expect((await f.shortlist(dee.token, [b!, a!], first.applicationFk)).courses.map((x) => x.intakeId)).toEqual([b, a]);
      expect(await f.db.selectFrom('applications').select('id').where('client_id', '=', dee.clientId).execute()).toHaveLength(2);
      // Another member may apply for it; a course the member withdrew (or declined, or was refused) may be applied for again.
      expect((await f.shortlist(ana.token, [a!])).courses).toHaveLength(1);
      await f.db.updateTable('application_courses').set({ status: 'WDR' }).where('application_id', '=', first.applicationFk).where('intake_id', '=', a!).execute();
      const again = await f.shortlist(dee.token, [a!]);
      expect(again.applicationFk).not.toBe(first.applicationFk);
      await f.db.deleteFrom('applications').where('id', '=', again.applicationFk).execute();
    });

    it('two requests of one member for the same intake at once: one draft, one 409', async () => {
      const eve = await f.member();
      const intake = f.intakes.open[3]!;
      const answers = await Promise.all([0, 1, 2].map(() => f.post(URL.shortlist, eve.token, f.shortlistBody([intake]))));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await f.db.selectFrom('applications').select('id').where('client_id', '=', eve.clientId).execute()).toHaveLength(1);
    });

    it('junk is 400, never 500', async () => {
      for (const body of [{ ...f.shortlistBody([f.intakes.open[0]!]), ApplicationFk: 'abc' }, { courseData: 'x' }, { courseData: [{ IntakeFk: -1 }] }, [1, 2]]) {
        expect((await f.post(URL.shortlist, ana.token, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('the survey of the AD step (member §4)', () => {
    it("is the first course's own survey, else the first course's institution's, else 0", async () => {
      const [a, b] = f.intakes.open;
      const ids = async (intake: number) => f.db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').select(['c.id', 'c.legal_id']).where('i.id', '=', intake).executeTakeFirstOrThrow();
      const ofA = await ids(a!);
      const ofB = await ids(b!);
      const member = await f.member();
      expect((await f.shortlist(member.token, [a!, b!])).surveyId).toBe(0);
      const created = '2026-01-01T00:00:00.000Z';
      const institutionSurvey = (await f.db.insertInto('surveys').values({ title: 'Institution', course_id: null, legal_id: num(ofA.legal_id), created_at: created }).returning('id').executeTakeFirstOrThrow()).id;
      const courseSurvey = (await f.db.insertInto('surveys').values({ title: 'Course', course_id: num(ofB.id), legal_id: num(ofB.legal_id), created_at: created }).returning('id').executeTakeFirstOrThrow()).id;
      const both = await f.shortlist(ana.token, [a!, b!]);
      expect(both.surveyId).toBe(num(courseSurvey));
      expect(both.courses.map((x) => x.surveyId)).toEqual([num(institutionSurvey), num(courseSurvey)]);
      expect((await f.shortlist(ana.token, [a!], both.applicationFk)).surveyId).toBe(num(institutionSurvey));
      const stored = await f.db.selectFrom('applications').select('survey_id').where('id', '=', both.applicationFk).executeTakeFirstOrThrow();
      expect(num(stored.survey_id)).toBe(num(institutionSurvey));
      await f.db.deleteFrom('surveys').execute();
    });
  });

  describe('CurrentApplication and SaveStep: the wizard reopens where the member left', () => {
    it('a member with no draft has none; SaveStep keeps the step and CurrentApplication reopens it', async () => {
      const ben = await f.member();
      expect(f.ok(await f.get(URL.current, ben.token))).toEqual({ application: null });
      const draft = await f.shortlist(ben.token, [f.intakes.open[4]!]);
      const saved = f.ok<State>(await f.post(URL.step, ben.token, { applicationFk: draft.applicationFk, step: 'W' }));
      expect(saved.step).toBe('W');
      const reopened = f.ok<{ application: State }>(await f.get(URL.current, ben.token));
      expect(reopened.application).toEqual(saved);
      expect(f.ok<{ application: State }>(await f.get(URL.current, ben.token, { appFk: draft.applicationFk })).application.step).toBe('W');
    });

    it("another member's application is 404; junk is 400", async () => {
      const draft = await f.shortlist(ana.token, [f.intakes.open[5]!]);
      expect((await f.get(URL.current, f.demo.token, { appFk: draft.applicationFk })).statusCode).toBe(404);
      expect((await f.post(URL.step, f.demo.token, { applicationFk: draft.applicationFk, step: 'B' })).statusCode).toBe(404);
      expect((await f.get(URL.current, ana.token, { appFk: 'abc' })).statusCode).toBe(400);
      expect((await f.post(URL.step, ana.token, { applicationFk: 'abc', step: 'B' })).statusCode).toBe(400);
      expect((await f.post(URL.step, ana.token, { applicationFk: draft.applicationFk, step: 'ZZ' })).statusCode).toBe(400);
    });
  });

  describe('CourseDetailProfile, GetSapStudentId, GenerateApplication', () => {
    it('CourseDetailProfile resolves the parameters in order, once each, leaving unknown intakes out', async () => {
      const [a, b] = f.intakes.open;
      const reply = f.ok<{ courses: ApplicationCourse[] }>(await f.post(URL.details, ana.token, { courseData: [param(b!), param(99_999_999), param(a!), param(b!)] }));
      expect(reply.courses.map((c) => [c.intakeId, c.entryId])).toEqual([[b, 0], [a, 0]]);
      expect(reply.courses[0]!.courseName).not.toBe('');
    });

    it('GetSapStudentId answers the member reference and keeps it; 404 for another member', async () => {
      const draft = await f.shortlist(ana.token, [f.intakes.open[0]!]);
      const expected = `SA-${String(ana.clientId).padStart(7, '0')}`;
      expect(f.ok(await f.get(URL.sap, ana.token, { applicationFk: draft.applicationFk }))).toEqual({ sapStudentId: expected });
      expect(f.ok(await f.get(URL.sap, ana.token, { applicationFk: draft.applicationFk, courseFk: 3 }))).toEqual({ sapStudentId: expected });
      expect(f.ok<{ application: State }>(await f.get(URL.current, ana.token, { appFk: draft.applicationFk })).application.sapStudentId).toBe(expected);
      expect((await f.get(URL.sap, f.demo.token, { applicationFk: draft.applicationFk })).statusCode).toBe(404);
    });

    it('GenerateApplication makes a draft from a JSON course list; bad JSON or a bad list is 400', async () => {
      const [a, b] = f.intakes.open;
      const state = f.ok<State>(await f.get(URL.generate, ana.token, { courseParameter: JSON.stringify([param(a!), param(b!)]) }));
      expect(state).toMatchObject({ key: 'SAS_PAP', shortlistValue: 'P', status: 'D' });
      expect(state.courses.map((c) => c.intakeId)).toEqual([a, b]);
      refused(await f.get(URL.generate, ana.token, { courseParameter: '[{' }), 400, applicationMessages.courseParameterInvalid, 'courseParameter');
      refused(await f.get(URL.generate, ana.token, { courseParameter: '{"a":1}' }), 400, applicationMessages.courseParameterInvalid, 'courseParameter');
      refused(await f.get(URL.generate, ana.token, { courseParameter: JSON.stringify(f.intakes.open.slice(0, 6).map((id) => param(id))) }), 400, 'You may add maximum five courses in application', 'courseData');
      refused(await f.get(URL.generate, ana.token, { courseParameter: '[]' }), 400, 'At least one course must be selected.', 'courseData');
    });
  });

  describe('FavouriteCourseSelect: the course picker', () => {
    it(`pages the favourite course intakes ${COURSE_PICKER_PAGE_SIZE} at a time, optionally of one institution`, async () => {
      const dana = await f.member();
      const five = f.intakes.open.slice(0, 5);
      await f.shortlist(dana.token, five);
      const first = f.ok<{ rows: ApplicationCourse[]; total: number }>(await f.get(URL.picker, dana.token, { pageNo: 1 }));
      const second = f.ok<{ rows: ApplicationCourse[]; total: number }>(await f.get(URL.picker, dana.token, { pageNo: 2 }));
      expect(first.total).toBe(5);
      expect(first.rows).toHaveLength(4);
      expect(second.rows).toHaveLength(1);
      expect(new Set([...first.rows, ...second.rows].map((c) => c.intakeId))).toEqual(new Set(five));
      expect(f.ok<{ rows: ApplicationCourse[] }>(await f.get(URL.picker, dana.token)).rows).toEqual(first.rows);
      const legal = first.rows[0]!.institutionId;
      const ofOne = f.ok<{ rows: ApplicationCourse[]; total: number }>(await f.get(URL.picker, dana.token, { courseLegalId: legal }));
      expect(ofOne.rows.length).toBeGreaterThan(0);
      expect(ofOne.rows.every((c) => c.institutionId === legal)).toBe(true);
      expect(ofOne.total).toBe([...first.rows, ...second.rows].filter((c) => c.institutionId === legal).length);
      expect((await f.get(URL.picker, dana.token, { pageNo: 'abc' })).statusCode).toBe(400);
    });
  });

  describe('LoadDeclaration and UpsertDeclaration', () => {
    it('shows the declaration, records its acceptance with the current privacy policy only', async () => {
      const draft = await f.shortlist(ana.token, [f.intakes.open[1]!]);
      const before = f.ok<{ privacyPolicyFk: number; title: string; paragraphs: string[]; accepted: boolean }>(await f.get(URL.declaration, ana.token, { applicationFk: draft.applicationFk }));
      expect(before).toEqual({ privacyPolicyFk: PRIVACY_POLICY_VERSION, title: applicationMessages.declarationTitle, paragraphs: [...applicationMessages.declarationParagraphs], accepted: false });
      refused(await f.get(URL.declare, ana.token, { applicationFk: draft.applicationFk, privacyPolicyFk: 2, formKey: 'SAP_APP' }), 400, applicationMessages.privacyPolicyOutdated, 'privacyPolicyFk');
      expect((await f.get(URL.declare, ana.token, { applicationFk: draft.applicationFk, privacyPolicyFk: 1, formKey: 'EDN_EDU' })).statusCode).toBe(400);
      expect((await f.get(URL.declare, f.demo.token, { applicationFk: draft.applicationFk, privacyPolicyFk: 1, formKey: 'SAP_APP' })).statusCode).toBe(404);
      expect((await f.get(URL.declaration, f.demo.token, { applicationFk: draft.applicationFk })).statusCode).toBe(404);
      expect(await f.declare(ana.token, draft.applicationFk)).toEqual({ message: 'Data saved successfully.' });
      expect(f.ok<{ accepted: boolean }>(await f.get(URL.declaration, ana.token, { applicationFk: draft.applicationFk })).accepted).toBe(true);
      const row = await f.db.selectFrom('applications').select(['declared_at', 'privacy_policy_id']).where('id', '=', draft.applicationFk).executeTakeFirstOrThrow();
      expect({ ...row, privacy_policy_id: num(row.privacy_policy_id) }).toEqual({ declared_at: '2026-03-02T09:00:00.000Z', privacy_policy_id: 1 });
      expect(f.ok<{ application: State }>(await f.get(URL.current, ana.token, { appFk: draft.applicationFk })).application.declared).toBe(true);
    });
  });

  describe('LoadAboutMe and UpdateAboutMe (the B step)', () => {
    it("loads the basic details and saves them with 'Data save successfully'; the rule's messages otherwise", async () => {
      const loaded = f.ok<{ detail: Record<string, unknown>; saved: boolean }>(await f.get(URL.aboutMe, f.demo.token));
      expect(loaded.saved).toBe(true);
      expect(f.ok(await f.post(URL.updateAboutMe, f.demo.token, loaded.detail))).toEqual({ result: 'S', message: 'Data save successfully' });
      const refusedSave = await f.post(URL.updateAboutMe, f.demo.token, {});
      expect(refusedSave.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(refusedSave).errors['basic.title']).toBe('Required');
    });
  });
});
