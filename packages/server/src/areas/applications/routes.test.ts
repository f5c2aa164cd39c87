import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { TEST_PUBLIC_URL, bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { anApplication, seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';

const LOAD = '/api/OnlineApp/MyApplicationLoad';
const DELETE = '/api/OnlineApp/DeleteApplication';
const PARAMETERS = '/api/OnlineApp/ApplicationParameters';
const COURSE_STATUS = '/api/OnlineApp/CourseStatus';

interface Row {
  applicationId: number;
  status: string;
  withdrawnAt: string | null;
  courses: Array<{ entryId: number; status: string; conditions: string; seats: number | null; seatsLeft: number | null; surveyId: number; timeline: Array<{ status: string; actor: string; at: string }> }>;
}

describe.each(await testDialects())('my applications on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;
  let cat: ApplicationsCatalogue;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    ana = await signedInMember(t, { firstName: 'Ana', surname: 'Silva' });
    ben = await signedInMember(t, { firstName: 'Ben', surname: 'Okafor' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, query: Record<string, string | number>, token: string | null = ana.token) =>
    t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: token ? bearer(token) : {} });
  const respond = (entryId: number, status: string, token: string | null = ana.token) =>
    t.app.inject({ method: 'POST', url: COURSE_STATUS, payload: { entryId, status }, headers: token ? bearer(token) : {} });
  const rows = async (token = ana.token) => json<{ rows: Row[] }>(await get(LOAD, {}, token)).rows;
  const seatsTaken = async (intakeId: number) =>
    Number((await t.database.db.selectFrom('intakes').select('seats_taken').where('id', '=', intakeId).executeTakeFirstOrThrow()).seats_taken);

  it('lists the member’s applications newest first, with each course’s names, seats, status and timeline', async () => {
    const member = await signedInMember(t);
    const older = await anApplication(t.database.db, member.clientId, { status: 'S', courses: [cat.nursingJuly, cat.design], at: '2026-02-01T08:00:00.000Z' });
    const newer = await anApplication(t.database.db, member.clientId, { courses: [cat.nursingFebruary], at: '2026-02-20T08:00:00.000Z' });
    await anApplication(t.database.db, ben.clientId, { status: 'S', courses: [cat.design] });

    const response = await get(LOAD, {}, member.token);
    expect(response.statusCode).toBe(200);
    const list = json<{ rows: Row[] }>(response).rows;
    expect(list.map((r) => [r.applicationId, r.status])).toEqual([
      [newer.applicationId, 'D'],
      [older.applicationId, 'S'],
    ]);
    expect(list[0]).toMatchObject({ key: 'SAS_PAP', step: 'C', createdAt: '2026-02-20T08:00:00.000Z', submittedAt: null, withdrawnAt: null });
    expect(list[0]!.courses).toEqual([
      expect.objectContaining({ courseName: 'Bachelor of Nursing', institutionName: 'Harbour University', intakeDate: '2027-02-15', seats: null, seatsLeft: null, status: '', timeline: [] }),
    ]);
    const [nursing, design] = list[1]!.courses;
    expect(nursing).toEqual({
      entryId: older.entryIds[0],
      courseId: expect.any(Number),
      courseName: 'Bachelor of Nursing',
      institutionId: cat.harbour,
      institutionName: 'Harbour University',
      locationId: expect.any(Number),
      campus: 'City Campus',
      city: 'Sydney',
      country: 'Australia',
      intakeId: cat.nursingJuly,
      intakeDate: '2026-07-20',
      studyModeId: 1,
      studyMode: expect.any(String),
      award: 'Bachelor',
      seats: 2,
      seatsLeft: 1,
      surveyId: expect.any(Number),
      status: 'SUB',
      conditions: '',
      timeline: [{ status: 'SUB', at: '2026-02-01T08:00:00.000Z', actor: 'S', conditions: '' }],
    });
    expect(nursing!.surveyId).toBeGreaterThan(0);
    expect(design).toMatchObject({ courseName: 'Master of Design', institutionName: 'Bridge College of Design', award: 'Master', seats: 10, seatsLeft: 8 }); // this one and Ben's
  });

  it('answers an empty list to a member with no application, and 401 signed out', async () => {
    const member = await signedInMember(t);
    expect(await rows(member.token)).toEqual([]);
    const anonymous = await get(LOAD, {}, null);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ message: messages.signInRequired });
  });

  it('deletes a draft with its courses', async () => {
    const draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.nursingJuly, cat.design] });
    const response = await get(DELETE, { appId: draft.applicationId });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ outcome: 'deleted', message: 'Application deleted.' });
    expect(await t.database.db.selectFrom('applications').select('id').where('id', '=', draft.applicationId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('application_courses').select('id').where('application_id', '=', draft.applicationId).execute()).toEqual([]);
    const again = await get(DELETE, { appId: draft.applicationId });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ message: 'Application not found.' });
  });

  it('withdraws a submitted application: its courses move to WDR, their seats go back, its history stays; a second time is 409', async () => {
    const before = await seatsTaken(cat.nursingJuly);
    const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingJuly, cat.design] });
    expect(await seatsTaken(cat.nursingJuly)).toBe(before + 1);
    t.clock.advance(60_000);
    const response = await get(DELETE, { appId: submitted.applicationId });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ outcome: 'withdrawn', message: 'Application withdrawn.' });
    expect(await seatsTaken(cat.nursingJuly)).toBe(before);

    const row = (await rows()).find((r) => r.applicationId === submitted.applicationId)!;
    expect(row.status).toBe('W');
    expect(row.withdrawnAt).toBe('2026-03-02T09:01:00.000Z');
    for (const course of row.courses) {
      expect(course.status).toBe('WDR');
      expect(course.timeline.map((e) => `${e.status}/${e.actor}`)).toEqual(['SUB/S', 'WDR/S']);
    }
    const held = await t.database.db.selectFrom('application_courses').select('holds_seat').where('application_id', '=', submitted.applicationId).execute();
    expect(held.map((h) => Number(h.holds_seat))).toEqual([0, 0]);
    const mail = await t.latestMail(ana.email);
    expect(mail.subject).toMatch(/^Your application for (Bachelor of Nursing|Master of Design): Withdrawn$/);

    const again = await get(DELETE, { appId: submitted.applicationId });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: 'This application has already been withdrawn.' });
  });

  it('keeps a final course as it is when the application is withdrawn', async () => {
    const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingFebruary, cat.design] });
    await t.database.db.updateTable('application_courses').set({ status: 'REJ', holds_seat: 0 }).where('id', '=', submitted.entryIds[1]!).execute();
    expect((await get(DELETE, { appId: submitted.applicationId })).statusCode).toBe(200);
    const row = (await rows()).find((r) => r.applicationId === submitted.applicationId)!;
    expect(row.courses.map((c) => c.status)).toEqual(['WDR', 'REJ']);
  });

  it('answers 404 for another member’s application, and 400 for a bad id', async () => {
    const bens = await anApplication(t.database.db, ben.clientId, { status: 'S', courses: [cat.design] });
    for (const [url, query] of [
      [DELETE, { appId: bens.applicationId }],
      [PARAMETERS, { appFk: bens.applicationId }],
    ] as const) {
      const response = await get(url, query);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toEqual({ message: 'Application not found.' });
    }
    expect((await rows(ben.token)).find((r) => r.applicationId === bens.applicationId)!.status).toBe('S');
    const bad = await get(DELETE, { appId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors).toHaveProperty('appId');
  });

  it('answers the stored course parameters to resubmit, IntakeDate dd-Mon-yyyy', async () => {
    const draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.nursingJuly, cat.design] });
    const response = await get(PARAMETERS, { appFk: draft.applicationId });
    expect(response.statusCode).toBe(200);
    const courseData = json<{ courseData: Array<Record<string, unknown>> }>(response).courseData;
    expect(courseData).toEqual([
      { CourseFk: expect.any(Number), LocationFk: expect.any(Number), IntakeFk: cat.nursingJuly, CourseStudyModeFk: 1, IntakeDate: '20-Jul-2026', AppliedForLegalId: cat.harbour },
      { CourseFk: expect.any(Number), LocationFk: expect.any(Number), IntakeFk: cat.design, CourseStudyModeFk: 1, IntakeDate: '01-Sep-2026', AppliedForLegalId: cat.bridge },
    ]);
  });

  describe('the student’s answer to an offer', () => {
    it('refuses to accept before an offer (409 with the timeline’s words)', async () => {
      const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingFebruary] });
      const response = await respond(submitted.entryIds[0]!, 'ACC');
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({ message: 'This application cannot move from Submitted to Accepted.' });
    });

    it('accepts an offer, records it (actor S), mails the student and answers the updated application', async () => {
      const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingFebruary, cat.design] });
      await t.database.db.updateTable('application_courses').set({ status: 'OFU' }).where('id', '=', submitted.entryIds[0]!).execute();
      t.clock.advance(60_000);
      const response = await respond(submitted.entryIds[0]!, 'ACC');
      expect(response.statusCode).toBe(200);
      const row = json<Row>(response);
      expect(row.applicationId).toBe(submitted.applicationId);
      expect(row.courses.map((c) => c.status)).toEqual(['ACC', 'SUB']);
      expect(row.courses[0]!.timeline.at(-1)).toEqual({ status: 'ACC', actor: 'S', at: t.clock.now().toISOString(), conditions: '' });
      const mail = await t.latestMail(ana.email);
      expect(mail.subject).toBe('Your application for Bachelor of Nursing: Accepted');
      expect(mail.text).toContain('Hello Ana,');
      expect(mail.text).toContain('Bachelor of Nursing at Harbour University (City Campus, intake 15-Feb-2027) is now: Accepted.');
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/apps`);
      const again = await respond(submitted.entryIds[0]!, 'DEC');
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ message: 'This application cannot move from Accepted to Declined.' });
    });

    it('withdraws one course and gives its seat back', async () => {
      const before = await seatsTaken(cat.nursingJuly);
      const submitted = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingJuly] });
      expect(await seatsTaken(cat.nursingJuly)).toBe(before + 1);
      const response = await respond(submitted.entryIds[0]!, 'WDR');
      expect(response.statusCode).toBe(200);
      expect(json<Row>(response).courses[0]!.status).toBe('WDR');
      expect(await seatsTaken(cat.nursingJuly)).toBe(before);
    });

    it('answers 404 for another member’s course or a draft’s unknown entry, 400 for a status the student may not set', async () => {
      const bens = await anApplication(t.database.db, ben.clientId, { status: 'S', courses: [cat.design] });
      const other = await respond(bens.entryIds[0]!, 'WDR');
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ message: 'Application course not found.' });
      expect((await rows(ben.token)).find((r) => r.applicationId === bens.applicationId)!.courses[0]!.status).toBe('SUB');
      expect((await respond(99_999_999, 'WDR')).statusCode).toBe(404);
      const offer = await respond(bens.entryIds[0]!, 'OFU', ben.token);
      expect(offer.statusCode).toBe(400);
      expect((await respond(bens.entryIds[0]!, 'WDR', null)).statusCode).toBe(401);
    });

    it('refuses any move of a draft’s course', async () => {
      const draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.design] });
      const response = await respond(draft.entryIds[0]!, 'WDR');
      expect(response.statusCode).toBe(409);
    });
  });
});
