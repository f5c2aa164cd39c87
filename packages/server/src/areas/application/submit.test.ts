import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { num } from '../../db/numbers.js';
import { applicationFixture, URL, type ApplicationFixture, type State } from './test-fixture.js';

const FAILED = { result: 'F', message: 'Application submission failed' };

describe.each(await testDialects())('submitting an application (SyncProfileData) on %s', (dialect) => {
  let f: ApplicationFixture;
  let ana: TestMember;
  beforeAll(async () => {
    f = await applicationFixture(dialect);
    ana = await f.member();
  }, 180_000);
  afterAll(async () => f?.close());

  const seatsTaken = async (intakeId: number) => num((await f.db.selectFrom('intakes').select('seats_taken').where('id', '=', intakeId).executeTakeFirstOrThrow()).seats_taken);
  const status = async (applicationFk: number) => (await f.db.selectFrom('applications').select('status').where('id', '=', applicationFk).executeTakeFirstOrThrow()).status;

  it("refuses with result F 'Application submission failed' before the declaration; 404 for another member's", async () => {
    const draft = await f.shortlist(ana.token, [f.intakes.open[0]!]);
    expect(f.ok(await f.submit(ana.token, draft.applicationFk))).toEqual(FAILED);
    expect((await f.submit(f.demo.token, draft.applicationFk)).statusCode).toBe(404);
    expect((await f.submit(ana.token, 99_999_999)).statusCode).toBe(404);
    expect((await f.get(URL.submit, ana.token, { applicationFk: 'abc' })).statusCode).toBe(400);
    expect(await status(draft.applicationFk)).toBe('D');
  });

  it('submits a declared draft: status S, a seat per intake, each course SUB with its first timeline event, a snapshot and a mail listing the courses', async () => {
    const [a, b] = f.intakes.open;
    const draft = await f.shortlist(f.demo.token, [a!, b!]);
    await f.declare(f.demo.token, draft.applicationFk);
    const before = [await seatsTaken(a!), await seatsTaken(b!)];
    f.t.clock.advance(60_000);
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toEqual({ result: 'S', message: 'Your application has been submitted.' });
    expect([await seatsTaken(a!), await seatsTaken(b!)]).toEqual(before.map((n) => n + 1));

    const row = await f.db.selectFrom('applications').selectAll().where('id', '=', draft.applicationFk).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'S', submitted_at: '2026-03-02T09:01:00.000Z', sap_student_id: `SA-${String(f.demo.clientId).padStart(7, '0')}` });
    expect(JSON.parse(row.snapshot!)).toMatchObject({ applicationId: draft.applicationFk, courses: [{ intakeId: a }, { intakeId: b }] });
    const courses = await f.db.selectFrom('application_courses').select(['id', 'status', 'holds_seat']).where('application_id', '=', draft.applicationFk).orderBy('position').execute();
    expect(courses.map((c) => [c.status, num(c.holds_seat)])).toEqual([['SUB', 1], ['SUB', 1]]);
    const events = await f.db.selectFrom('application_course_events').select(['application_course_id', 'status', 'actor', 'at']).where('application_course_id', 'in', courses.map((c) => num(c.id))).orderBy('id').execute();
    expect(events.map((e) => [num(e.application_course_id), e.status, e.actor, e.at])).toEqual(courses.map((c) => [num(c.id), 'SUB', 'S', '2026-03-02T09:01:00.000Z']));

    const mail = await f.t.latestMail(f.demo.email);
    expect(mail.subject).toBe(`Your application SA-${String(f.demo.clientId).padStart(7, '0')} has been submitted`);
    for (const course of draft.courses) expect(mail.text).toContain(course.courseName);
    expect(mail.text).toContain('http://portal.test/apps');

    // Submitted: a second submit fails and changes nothing; the wizard's changing calls no longer find it.
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toEqual(FAILED);
    expect([await seatsTaken(a!), await seatsTaken(b!)]).toEqual(before.map((n) => n + 1));
    expect((await f.post(URL.shortlist, f.demo.token, f.shortlistBody([a!], draft.applicationFk))).statusCode).toBe(404);
    expect((await f.post(URL.step, f.demo.token, { applicationFk: draft.applicationFk, step: 'B' })).statusCode).toBe(404);
    expect((await f.get(URL.declare, f.demo.token, { applicationFk: draft.applicationFk, privacyPolicyFk: 1, formKey: 'SAP_APP' })).statusCode).toBe(404);
    expect(f.ok<{ application: State }>(await f.get(URL.current, f.demo.token, { appFk: draft.applicationFk })).application.status).toBe('S');
    expect(f.ok<{ application: State | null }>(await f.get(URL.current, f.demo.token)).application?.applicationFk).not.toBe(draft.applicationFk);
  });

  it('the summary of a submitted application is its snapshot: a later profile edit shows in a draft, not in it', async () => {
    const submitted = await f.shortlist(f.demo.token, [f.intakes.open[2]!]);
    await f.declare(f.demo.token, submitted.applicationFk);
    const before = await f.summary(f.demo.token, submitted.applicationFk);
    expect(before.basic.firstName).not.toBe('');
    expect(before.qualifications.length).toBeGreaterThan(0);
    expect(before.passports.length).toBeGreaterThan(0);
    expect(f.ok(await f.submit(f.demo.token, submitted.applicationFk))).toMatchObject({ result: 'S' });

    const loaded = f.ok<{ detail: { basic: { middleName: string } } }>(await f.get(URL.aboutMe, f.demo.token));
    const edited = { ...loaded.detail, basic: { ...loaded.detail.basic, middleName: 'Changedlater' } };
    expect(f.ok(await f.post(URL.updateAboutMe, f.demo.token, edited))).toEqual({ result: 'S', message: 'Data save successfully' });

    const after = await f.summary(f.demo.token, submitted.applicationFk);
    expect(after.basic.middleName).toBe(before.basic.middleName);
    expect(after).toEqual({ ...before, courses: after.courses });
    const draft = await f.shortlist(f.demo.token, [f.intakes.open[3]!]);
    expect((await f.summary(f.demo.token, draft.applicationFk)).basic.middleName).toBe('Changedlater');
    expect((await f.post(URL.summary, ana.token, { applicationFk: submitted.applicationFk })).statusCode).toBe(404);
    expect((await f.post(URL.summary, ana.token, { applicationFk: 'abc' })).statusCode).toBe(400);
  });

  it('the summary lists the questionnaire answers of the application: choices, texts, file names and dates shown dd-MMM-yyyy', async () => {
    const [intake] = f.intakes.open.slice(5);
    const course = await f.db.selectFrom('intakes').select('course_id').where('id', '=', intake!).executeTakeFirstOrThrow();
    const at = '2026-03-01T00:00:00.000Z';
    const survey = num((await f.db.insertInto('surveys').values({ title: 'Entry', course_id: num(course.course_id), legal_id: null, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    const question = async (position: number, type: 'FT' | 'MC' | 'FC' | 'D', text: string) =>
      num((await f.db.insertInto('survey_questions').values({ survey_id: survey, position, question_type: type, text }).returning('id').executeTakeFirstOrThrow()).id);
    const why = await question(1, 'FT', 'Why this course?');
    const langs = await question(2, 'MC', 'Languages you speak');
    const cv = await question(3, 'FC', 'Your CV');
    const start = await question(4, 'D', 'When could you start?');
    const choice = async (position: number, text: string) => num((await f.db.insertInto('survey_choices').values({ question_id: langs, position, text }).returning('id').executeTakeFirstOrThrow()).id);
    const english = await choice(1, 'English');
    await choice(2, 'French');
    const hindi = await choice(3, 'Hindi');

    const draft = await f.shortlist(ana.token, [intake!]);
    expect(draft.surveyId).toBe(survey);
    const participant = num((await f.db.insertInto('survey_participants').values({ survey_id: survey, client_id: ana.clientId, application_id: draft.applicationFk, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    const response = async (questionId: number, text: string) => num((await f.db.insertInto('survey_responses').values({ participant_id: participant, question_id: questionId, text, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    await response(why, 'I love it.');
    const langsResponse = await response(langs, '');
    const cvResponse = await response(cv, 'Updated in May');
    await f.db.insertInto('survey_response_details').values([
      { response_id: langsResponse, position: 2, choice_id: hindi, file_id: null },
      { response_id: langsResponse, position: 1, choice_id: english, file_id: null },
    ]).execute();
    const file = num((await f.db.insertInto('stored_files').values({ kind: 'UPL', reference_id: null, legal_id: null, client_id: ana.clientId, file_name: 'cv.pdf', content_type: 'application/pdf', size: 3, storage_key: null, created_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    await f.db.insertInto('survey_response_details').values({ response_id: cvResponse, position: 1, choice_id: null, file_id: file }).execute();
    // A date question's dates are stored yyyy-MM-dd (member §9: sent so) and shown dd-MMM-yyyy (issue 24).
    const startResponse = await response(start, '');
    await f.db.insertInto('survey_response_details').values([
      { response_id: startResponse, position: 1, choice_id: null, file_id: null, text: '2027-02-01' },
      { response_id: startResponse, position: 2, choice_id: null, file_id: null, text: '2027-07-15' },
    ]).execute();

    expect((await f.summary(ana.token, draft.applicationFk)).answers).toEqual([
      { question: 'Why this course?', answer: 'I love it.' },
      { question: 'Languages you speak', answer: 'English, Hindi' },
      { question: 'Your CV', answer: 'cv.pdf, Updated in May' },
      { question: 'When could you start?', answer: '01-Feb-2027, 15-Jul-2027' },
    ]);
  });

  it('two members submitting at once for the last seat: exactly one S, one F, and one seat taken', async () => {
    const ben = await f.member();
    const cara = await f.member();
    const drafts = [];
    for (const member of [ben, cara]) {
      const draft = await f.shortlist(member.token, [f.intakes.open[6]!, f.intakes.last]);
      await f.declare(member.token, draft.applicationFk);
      drafts.push({ member, draft });
    }
    const openBefore = await seatsTaken(f.intakes.open[6]!);
    const replies = await Promise.all(drafts.map(({ member, draft }) => f.submit(member.token, draft.applicationFk)));
    const results = replies.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return json<{ result: string }>(r).result;
    });
    expect(results.sort()).toEqual(['F', 'S']);
    expect(await seatsTaken(f.intakes.last)).toBe(1);
    // The failed submit keeps nothing: its other intake's seat is not taken, its application stays a draft.
    expect(await seatsTaken(f.intakes.open[6]!)).toBe(openBefore + 1);
    const statuses = await Promise.all(drafts.map(({ draft }) => status(draft.applicationFk)));
    expect([...statuses].sort()).toEqual(['D', 'S']);
    const loser = drafts[statuses.indexOf('D')]!;
    const loserCourses = await f.db.selectFrom('application_courses').select(['status', 'holds_seat']).where('application_id', '=', loser.draft.applicationFk).execute();
    expect(loserCourses.every((c) => c.status === '' && num(c.holds_seat) === 0)).toBe(true);
    // The start check now tells about the seats.
    expect(f.ok(await f.get(URL.start, f.demo.token, { intakeFk: f.intakes.last }))).toEqual({
      refusal: 'Our record show that there are no seats available for this intake. Please contact the institution',
    });
  });
});
