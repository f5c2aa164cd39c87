import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages } from '@studyatlas/core';
import { bearer, json, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { courseSearchVersion } from '../../db/search/version.js';
import { num } from '../../db/numbers.js';
import { applicationFixture, type ApplicationFixture } from '../application/test-fixture.js';

interface Intake { id: number; locationId: number; studyModeId: number; startDate: string; seats: number | null; seatsTaken: number; annualFee: number | null; totalFee: number | null; currency: string }
interface Course { id: number; status: string; name: string; campusIds: number[]; intakes: Intake[]; majorId: number; minorId: number | null; awardId: number; durationMonths: number | null }
interface History { entries: Array<{ who: string; record: string; action: string; changes: Array<{ field: string; before: string; after: string }> }>; total: number }

describe.each(await testDialects())('the workspace catalogue on %s', (dialect) => {
  let f: ApplicationFixture;
  let orgA: number;
  let orgB: number;
  let campusA: number;
  let editorA: TestMember;
  let viewerA: TestMember;
  let admissionsA: TestMember;
  let ownerB: TestMember;
  let ref: { majorId: number; minorId: number; awardId: number; modeId: number; countryId: number; groupId: number };
  let course: Course;
  let intake: Intake;

  const call = (who: TestMember, path: string, org: number, payload?: Record<string, unknown>, query: Record<string, string | number> = {}) => {
    const q = { org: String(org), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) };
    const url = `/api/workspace/catalogue/${path}`;
    return payload ? f.t.app.inject({ method: 'POST', url, query: q, payload, headers: bearer(who.token) }) : f.t.app.inject({ url, query: q, headers: bearer(who.token) });
  };
  const searchFor = async (text: string) =>
    f.ok<{ total: number; rows: Array<{ courseFk: number }> }>(await f.t.app.inject({ method: 'POST', url: '/api/CoursesPublic/CoursesPublicSearchData', payload: { search: text, country_fk: ref.countryId, AwardG_fk: ref.groupId, from: 0, to: 10 } }));
  const detail = (courseId: number) => f.t.app.inject({ method: 'POST', url: '/api/CoursesPublic/CoursesPublicDetail', payload: { CourseId: courseId } });
  const fields = (over: Record<string, unknown> = {}) => ({
    name: 'Bachelor of Quokka Studies',
    courseCode: 'BQS1',
    majorId: ref.majorId,
    minorId: ref.minorId,
    awardId: ref.awardId,
    campusIds: [campusA],
    durationMonths: '36',
    durationText: '3 years full time',
    studentType: 'International',
    interviewRequired: true,
    minReference: 1,
    description: 'Marsupials, closely.',
    structure: '',
    ...over,
  });

  beforeAll(async () => {
    f = await applicationFixture(dialect);
    const { db } = f;
    const open = await db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').select(['i.id', 'c.legal_id', 'i.location_id']).where('i.id', 'in', f.intakes.open).orderBy('i.id').execute();
    const first = open[0]!;
    const second = open.find((row) => num(row.legal_id) !== num(first.legal_id))!;
    [orgA, orgB, campusA] = [num(first.legal_id), num(second.legal_id), num(first.location_id)];
    editorA = await aStaffMember(f.t, orgA, 'catalogue_editor', { firstName: 'Cat', surname: 'Editor' });
    viewerA = await aStaffMember(f.t, orgA, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    admissionsA = await aStaffMember(f.t, orgA, 'admissions', { firstName: 'Adi', surname: 'Admissions' });
    ownerB = await aStaffMember(f.t, orgB, 'owner', { firstName: 'Ben', surname: 'Owner' });
    const minor = await db.selectFrom('study_areas').select(['id', 'parent_id']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const award = await db.selectFrom('award_levels').select(['id', 'group_id']).where('name', '=', 'Bachelor').executeTakeFirstOrThrow();
    const country = await db.selectFrom('locations as l').innerJoin('cities as ci', 'ci.id', 'l.city_id').select('ci.country_id').where('l.id', '=', campusA).executeTakeFirstOrThrow();
    const mode = await db.selectFrom('study_modes').select('id').where('name', '=', 'Full time').executeTakeFirstOrThrow();
    ref = { majorId: num(minor.parent_id), minorId: num(minor.id), awardId: num(award.id), modeId: num(mode.id), countryId: num(country.country_id), groupId: num(award.group_id) };
  }, 180_000);
  afterAll(async () => f?.close());

  it("answers the form's problems with the importer's messages (400, nothing written)", async () => {
    const bad = await call(editorA, 'courses/create', orgA, fields({ name: '', durationMonths: '0', minorId: 999_999, campusIds: [] }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ message: 'name is required', errors: { name: 'name is required', durationMonths: 'duration_months must be a whole number from 1 to 240, got "0"' } });
    const wrongMinor = await call(editorA, 'courses/create', orgA, fields({ minorId: 999_999 }));
    expect(json(wrongMinor)).toMatchObject({ errors: { minorId: 'minor is not a minor of the chosen major' } });
    expect(await f.db.selectFrom('courses').select('id').where('name', '=', 'Bachelor of Quokka Studies').execute()).toEqual([]);
  });

  it('saves a draft that students never find, then publishes it: search and detail see it at once, the version moved', async () => {
    const created = await call(editorA, 'courses/create', orgA, fields());
    expect(created.statusCode, created.body).toBe(201);
    course = json<{ course: Course }>(created).course;
    expect(course).toMatchObject({ status: 'draft', name: 'Bachelor of Quokka Studies', campusIds: [campusA], durationMonths: 36, intakes: [] });
    expect((await searchFor('Quokka Studies')).rows.map((r) => r.courseFk)).not.toContain(course.id);
    expect(await f.db.selectFrom('course_search').select('id').where('course_id', '=', course.id).execute()).toEqual([]);
    expect((await detail(course.id)).statusCode).toBe(404);

    const before = await courseSearchVersion(f.db);
    const published = await call(editorA, 'courses/status', orgA, { courseId: course.id, newStatus: 'published' });
    expect(json<{ course: Course }>(published).course.status).toBe('published');
    expect(await courseSearchVersion(f.db)).toBeGreaterThan(before);
    expect((await searchFor('Quokka Studies')).rows.map((r) => r.courseFk)).toContain(course.id);
    expect((await detail(course.id)).statusCode).toBe(200);

    const renamed = await call(editorA, 'courses/update', orgA, { courseId: course.id, ...fields({ name: 'Bachelor of Wombat Studies' }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await searchFor('Wombat Studies')).rows.map((r) => r.courseFk)).toContain(course.id);
    expect((await searchFor('Quokka Studies')).rows.map((r) => r.courseFk)).not.toContain(course.id);
  });

  it('lists, searches and filters the organisation\'s courses; every role reads, a viewer\'s and an admissions officer\'s writes are 403', async () => {
    const listed = json<{ courses: Array<{ id: number; status: string; intakes: number }>; total: number }>(await call(viewerA, 'courses', orgA, undefined, { q: 'wombat', status: 'published' }));
    expect(listed).toMatchObject({ total: 1, courses: [{ id: course.id, status: 'published', intakes: 0 }] });
    expect(json<{ total: number }>(await call(admissionsA, 'courses', orgA, undefined, { status: 'draft' })).total).toBe(0);
    expect((await call(viewerA, 'course', orgA, undefined, { courseId: course.id })).statusCode).toBe(200);
    expect((await call(viewerA, 'options', orgA)).statusCode).toBe(200);
    for (const who of [viewerA, admissionsA]) {
      const refused = await call(who, 'courses/update', orgA, { courseId: course.id, ...fields({ name: 'Stolen' }) });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ message: 'Your role in this organisation does not allow this.' });
    }
  });

  it("answers another organisation's owner 404 on the course, its intakes and its history, changing nothing", async () => {
    const saved = json<{ course: Course }>(await call(editorA, 'intakes/save', orgA, { courseId: course.id, locationId: campusA, studyModeId: ref.modeId, startDate: '2027-02-22', seats: '2', annualFee: '30000', totalFee: '90000', currency: '' }));
    intake = saved.course.intakes[0]!;
    expect(intake).toMatchObject({ seats: 2, seatsTaken: 0, annualFee: 30000, totalFee: 90000, startDate: '2027-02-22' });
    expect(intake.currency).toMatch(/^[A-Z]{3}$/);
    const probes = [
      await call(ownerB, 'course', orgB, undefined, { courseId: course.id }),
      await call(ownerB, 'course/history', orgB, undefined, { courseId: course.id }),
      await call(ownerB, 'courses/update', orgB, { courseId: course.id, ...fields({ name: 'Stolen' }) }),
      await call(ownerB, 'courses/status', orgB, { courseId: course.id, newStatus: 'archived' }),
      await call(ownerB, 'intakes/save', orgB, { courseId: course.id, intakeId: intake.id, locationId: campusA, studyModeId: ref.modeId, startDate: '2027-02-22', seats: 0 }),
      await call(ownerB, 'intakes/delete', orgB, { intakeId: intake.id }),
    ];
    expect(probes.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(json<{ course: Course }>(await call(editorA, 'course', orgA, undefined, { courseId: course.id })).course).toMatchObject({ name: 'Bachelor of Wombat Studies', status: 'published', intakes: [{ seats: 2 }] });
  });

  it('keeps seats at or above the seats submitted applications took', async () => {
    const draft = await f.shortlist(f.demo.token, [intake.id]);
    await f.declare(f.demo.token, draft.applicationFk);
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toMatchObject({ result: 'S' });
    const read = json<{ course: Course }>(await call(editorA, 'course', orgA, undefined, { courseId: course.id })).course;
    expect(read.intakes[0]).toMatchObject({ seats: 2, seatsTaken: 1 });

    const lower = await call(editorA, 'intakes/save', orgA, { courseId: course.id, intakeId: intake.id, locationId: campusA, studyModeId: ref.modeId, startDate: '2027-02-22', seats: 0, annualFee: 30000, totalFee: 90000, currency: intake.currency });
    expect(lower.statusCode).toBe(400);
    expect(json(lower)).toEqual({ message: 'Seats cannot be fewer than the 1 already taken by submitted applications.', errors: { seats: 'Seats cannot be fewer than the 1 already taken by submitted applications.' } });
    const removed = await call(editorA, 'intakes/delete', orgA, { intakeId: intake.id });
    expect(json(removed)).toEqual({ message: 'Applications chose this intake, so it cannot be removed.' });
    const one = await call(editorA, 'intakes/save', orgA, { courseId: course.id, intakeId: intake.id, locationId: campusA, studyModeId: ref.modeId, startDate: '2027-02-22', seats: 1, annualFee: 30000, totalFee: 90000, currency: intake.currency });
    expect(json<{ course: Course }>(one).course.intakes[0]).toMatchObject({ seats: 1, seatsTaken: 1 });
  });

  it('archives: gone from search and detail, kept in the application and the favourites', async () => {
    const favourite = { client_id: f.demo.clientId, category: 'C' as const, reference_id: intake.id, created_at: '2026-03-01T08:00:00.000Z' };
    await f.db.insertInto('favourites').values(favourite).onConflict((oc) => oc.doNothing()).execute();
    const archived = await call(editorA, 'courses/status', orgA, { courseId: course.id, newStatus: 'archived' });
    expect(json<{ course: Course }>(archived).course.status).toBe('archived');
    expect((await searchFor('Wombat Studies')).rows.map((r) => r.courseFk)).not.toContain(course.id);
    expect((await detail(course.id)).statusCode).toBe(404);
    const applications = JSON.stringify(json(await f.get('/api/OnlineApp/MyApplicationLoad', f.demo.token)));
    expect(applications).toContain('Bachelor of Wombat Studies');
    const favourites = JSON.stringify(json(await f.get('/api/favourite/allFavourite', f.demo.token, { type: 'C' })));
    expect(favourites).toContain('Bachelor of Wombat Studies');
    // No student may choose it any more.
    const other = await f.member();
    const refused = await f.post('/api/OnlineApp/AddOrDeleteCourse', other.token, f.shortlistBody([intake.id]));
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ errors: { courseData: applicationMessages.intakeUnknown } });
  });

  it('keeps the history: who changed what and when, with the previous values, newest first; every write audited', async () => {
    const history = json<History>(await call(viewerA, 'course/history', orgA, undefined, { courseId: course.id }));
    expect(history.entries.map((e) => `${e.record} ${e.action}`)).toEqual(['course status', 'intake updated', 'intake created', 'course updated', 'course status', 'course created']);
    expect(history.entries.every((e) => e.who === 'Cat Editor')).toBe(true);
    expect(history.entries[0]!.changes).toEqual([{ field: 'status', before: 'published', after: 'archived' }]);
    expect(history.entries[1]!.changes).toEqual([{ field: 'seats', before: '2', after: '1' }]);
    expect(history.entries[3]!.changes).toEqual([{ field: 'name', before: 'Bachelor of Quokka Studies', after: 'Bachelor of Wombat Studies' }]);
    expect(history.entries[5]!.changes).toContainEqual({ field: 'duration_months', before: '', after: '36' });
    const audited = await f.db.selectFrom('workspace_audit').select('action').where('legal_id', '=', orgA).where('client_id', '=', editorA.clientId).where('action', 'like', 'workspace%').execute();
    expect(audited.map((a) => a.action).filter((a) => a !== 'workspaceCatalogueCourse')).toEqual(
      expect.arrayContaining(['workspaceCreateCourse', 'workspaceSetCourseStatus', 'workspaceUpdateCourse', 'workspaceSaveIntake']),
    );
  });
  it("keeps a course's translations (issue 28): the rule's messages by the form's paths, 403 and 404 as every write, the history by import column, search and detail in the reader's language", async () => {
    const spanish = [{ locale: 'es', name: 'Licenciatura en Estudios del Wombat', description: '' }];
    const update = (who: TestMember, org: number, over: Record<string, unknown>) => call(who, 'courses/update', org, { courseId: course.id, ...fields({ name: 'Bachelor of Wombat Studies', ...over }) });
    // Archived by an earlier test: published again, so students find it.
    expect((await call(editorA, 'courses/status', orgA, { courseId: course.id, newStatus: 'published' })).statusCode).toBe(200);
    const stored = () => f.db.selectFrom('course_translations').select(['locale', 'name', 'description']).where('course_id', '=', course.id).orderBy('locale').execute();

    const bad = await update(editorA, orgA, { translations: [{ locale: 'en', name: 'Wombats', description: '' }, { locale: 'fr', name: '', description: '' }, { locale: 'de', name: 'x'.repeat(301), description: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      message: 'translation language "en" is not one of es, fr, de, zh-CN, hi, vi, id, ar',
      errors: {
        'translations.0.locale': 'translation language "en" is not one of es, fr, de, zh-CN, hi, vi, id, ar',
        'translations.1.name': 'the fr translation needs a name or a description',
        'translations.2.name': 'name.de is 301 characters long; at most 300 are allowed',
      },
    });
    expect((await update(viewerA, orgA, { translations: spanish })).statusCode).toBe(403);
    expect((await update(ownerB, orgB, { translations: spanish })).statusCode).toBe(404);
    expect(await stored()).toEqual([]);

    const saved = await update(editorA, orgA, { translations: spanish });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ course: { translations: unknown } }>(saved).course.translations).toEqual(spanish);
    expect((await searchFor('Licenciatura Wombat')).rows.map((r) => r.courseFk)).toContain(course.id);
    const inSpanish = await f.t.app.inject({ method: 'POST', url: '/api/CoursesPublic/CoursesPublicDetail', payload: { CourseId: course.id }, headers: { 'accept-language': 'es' } });
    expect(json(inSpanish)).toMatchObject({ courseName: 'Licenciatura en Estudios del Wombat', description: 'Marsupials, closely.' });
    const history = json<History>(await call(editorA, 'course/history', orgA, undefined, { courseId: course.id }));
    expect(history.entries[0]).toMatchObject({ record: 'course', action: 'updated', changes: [{ field: 'name.es', before: '', after: 'Licenciatura en Estudios del Wombat' }] });

    // A body without translations (an older client) leaves them; an empty list removes them.
    expect((await update(editorA, orgA, {})).statusCode).toBe(200);
    expect(await stored()).toEqual([{ locale: 'es', name: 'Licenciatura en Estudios del Wombat', description: null }]);
    expect((await update(editorA, orgA, { translations: [] })).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await searchFor('Licenciatura Wombat')).rows.map((r) => r.courseFk)).not.toContain(course.id);
  });
});
