import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, type TestApp, type TestMember } from '../../testing/app.js';
import { anApplication, seedApplicationsCatalogue, twoApplicants, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { createPartnerKey, hashPartnerKey, revokePartnerKey } from './partner-keys.js';

const LIST = '/api/partner/applications';
const STATUS = '/api/partner/applications/status';
const FILES = '/api/partner/files';

interface PartnerRow {
  applicationId: number;
  submittedAt: string;
  student: { name: string; email: string; sapStudentId: string };
  courses: Array<{ entryId: number; institutionId: number; status: string; conditions: string; timeline: Array<{ status: string; actor: string; conditions: string }> }>;
  summary: { courses: Array<{ institutionId: number; courseName: string }>; answers: Array<{ question: string; answer: string }>; basic: { firstName: string } };
  documents: Array<{ id: number; name: string; url: string }>;
}

describe.each(await testDialects())('the partner API on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let ben: TestMember;
  let harbourKey: string;
  let bridgeKey: string;
  /** Ana: Harbour (nursing) and Bridge (design); Ben: Bridge only; Ana's draft: Harbour. */
  let both: { applicationId: number; entryIds: number[] };
  let bens: { applicationId: number; entryIds: number[] };
  let anasFile: number;
  let bensFile: number;
  /** Ana's CV, attached to her answer to Harbour's survey question. */
  let anasCv: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const { db } = t.database;
    cat = await seedApplicationsCatalogue(db, dialect);
    ({ ana, ben, both, bens, anasFile, bensFile, anasCv } = await twoApplicants(t, cat));
    harbourKey = (await createPartnerKey(db, cat.harbour, 'Admissions', t.clock.now())).key;
    bridgeKey = (await createPartnerKey(db, cat.bridge, '', t.clock.now())).key;
  });
  afterAll(async () => t?.close());

  const list = (key: string | null, query: Record<string, string> = {}) => t.app.inject({ url: LIST, query, headers: key ? bearer(key) : {} });
  const move = (key: string | null, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: STATUS, payload, headers: key ? bearer(key) : {} });
  const file = (key: string, id: number | string) => t.app.inject({ url: FILES, query: { id: String(id) }, headers: bearer(key) });

  it('stores keys hashed, never as given', async () => {
    expect(harbourKey).toMatch(/^sa_pk_[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.selectFrom('partner_keys').select(['key_hash', 'label']).where('legal_id', '=', cat.harbour).execute();
    expect(stored).toEqual([{ key_hash: hashPartnerKey(harbourKey), label: 'Admissions' }]);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the submitted applications to the institution’s courses only, newest first, with the snapshot filtered and the documents', async () => {
    const response = await list(harbourKey);
    expect(response.statusCode).toBe(200);
    const body = json<{ rows: PartnerRow[]; total: number }>(response);
    expect(body.total).toBe(1);
    const [row] = body.rows;
    expect(row!.applicationId).toBe(both.applicationId);
    expect(row!.submittedAt).toBe('2026-02-10T10:00:00.000Z');
    expect(row!.student).toEqual({ name: 'Ana Silva', email: ana.email, sapStudentId: `SAP${ana.clientId}` });
    expect(row!.courses.map((c) => [c.entryId, c.institutionId, c.status])).toEqual([[both.entryIds[0], cat.harbour, 'SUB']]);
    expect(row!.summary.courses.map((c) => c.courseName)).toEqual(['Bachelor of Nursing']);
    expect(row!.summary.basic.firstName).toBe('Ana');
    expect(row!.summary.answers).toEqual([{ question: cat.harbourQuestion, answer: 'To care for people.' }]);
    expect(row!.documents).toEqual([
      { id: anasFile, name: 'passport-ana.pdf', url: `/api/partner/files?id=${anasFile}` },
      { id: anasCv, name: 'cv-ana.pdf', url: `/api/partner/files?id=${anasCv}` },
    ]);

    const bridge = json<{ rows: PartnerRow[]; total: number }>(await list(bridgeKey));
    expect(bridge.rows.map((r) => r.applicationId)).toEqual([bens.applicationId, both.applicationId]);
    expect(bridge.rows[1]!.summary.courses.map((c) => c.courseName)).toEqual(['Master of Design']);
    expect(bridge.rows[1]!.summary.answers.map((a) => a.question)).toEqual([cat.bridgeQuestion]);
    // The CV answers Harbour's survey: Bridge sees Ana's profile documents, not it.
    expect(bridge.rows[1]!.documents.map((d) => d.name)).toEqual(['passport-ana.pdf']);
  });

  it('filters by a course status and pages', async () => {
    expect(json<{ total: number }>(await list(harbourKey, { status: 'OFC' })).total).toBe(0);
    expect(json<{ total: number }>(await list(harbourKey, { status: 'SUB', pageNo: '1' })).total).toBe(1);
    expect(json<{ rows: unknown[]; total: number }>(await list(harbourKey, { pageNo: '2' }))).toEqual({ rows: [], total: 1 });
    const bad = await list(harbourKey, { status: 'XYZ' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a key, with an unknown key, or a member’s token', async () => {
    const missing = await list(null);
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toEqual({ message: 'A partner key is required: send the header Authorization: Bearer <partner key>.' });
    for (const key of ['sa_pk_unknown', ana.token, 'x'.repeat(500)]) {
      const response = await list(key);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'This partner key is not valid or has been revoked.' });
    }
    // The key is checked before the input: no hint about the call's shape to someone without one.
    expect((await move(null, { junk: true })).statusCode).toBe(401);
  });

  it('moves a course along the timeline (actor I), stores an offer’s conditions and mails the student each time', async () => {
    const entryId = both.entryIds[0]!;
    const review = await move(harbourKey, { entryId, status: 'REV' });
    expect(review.statusCode).toBe(200);
    expect(json(review)).toMatchObject({ entryId, status: 'REV', conditions: '' });
    expect((await t.latestMail(ana.email)).subject).toBe('Your application for Bachelor of Nursing: Under review');

    t.clock.advance(60_000);
    const offer = await move(harbourKey, { entryId, status: 'OFC', conditions: 'IELTS 7.0 overall before enrolment.' });
    expect(offer.statusCode).toBe(200);
    const row = json<PartnerRow['courses'][number]>(offer);
    expect(row).toMatchObject({ status: 'OFC', conditions: 'IELTS 7.0 overall before enrolment.' });
    expect(row.timeline.map((e) => `${e.status}/${e.actor}`)).toEqual(['SUB/S', 'REV/I', 'OFC/I']);
    expect(row.timeline[2]!.conditions).toBe('IELTS 7.0 overall before enrolment.');
    const mail = await t.latestMail(ana.email);
    expect(mail.subject).toBe('Your application for Bachelor of Nursing: Conditional offer');
    expect(mail.text).toContain('is now: Conditional offer.');
    expect(mail.text).toContain('Conditions of the offer:\nIELTS 7.0 overall before enrolment.');
    expect(mail.html).toContain('IELTS 7.0 overall before enrolment.');

    // The student sees it in my applications.
    const mine = json<{ rows: Array<{ applicationId: number; courses: Array<{ status: string; conditions: string }> }> }>(
      await t.app.inject({ url: '/api/OnlineApp/MyApplicationLoad', headers: bearer(ana.token) }),
    );
    expect(mine.rows.find((r) => r.applicationId === both.applicationId)!.courses[0]).toMatchObject({ status: 'OFC', conditions: 'IELTS 7.0 overall before enrolment.' });

    const backwards = await move(harbourKey, { entryId, status: 'REV' });
    expect(backwards.statusCode).toBe(409);
    expect(json(backwards)).toEqual({ message: 'This application cannot move from Conditional offer to Under review.' });
    const unconditional = await move(harbourKey, { entryId, status: 'OFU' });
    expect(unconditional.statusCode).toBe(200);
    expect(json(unconditional)).toMatchObject({ status: 'OFU', conditions: '' });
  });

  it('needs the conditions of a conditional offer', async () => {
    const response = await move(bridgeKey, { entryId: bens.entryIds[0], status: 'OFC', conditions: '  ' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Please give the conditions of the offer.', errors: { conditions: 'Please give the conditions of the offer.' } });
  });

  it('answers 404, never 403, for another institution’s entry, a draft’s or an unknown one — and changes nothing', async () => {
    const draft = await anApplication(t.database.db, ana.clientId, { courses: [cat.nursingJuly] });
    for (const entryId of [bens.entryIds[0], both.entryIds[1], draft.entryIds[0], 99_999_999]) {
      const response = await move(harbourKey, { entryId, status: 'REJ' });
      expect(response.statusCode, String(entryId)).toBe(404);
      expect(json(response)).toEqual({ message: 'Application course not found.' });
    }
    const status = await t.database.db.selectFrom('application_courses').select('status').where('id', '=', bens.entryIds[0]!).executeTakeFirstOrThrow();
    expect(status.status).toBe('SUB');
  });

  it('rejecting gives the seat back', async () => {
    const seats = async () => Number((await t.database.db.selectFrom('intakes').select('seats_taken').where('id', '=', cat.design).executeTakeFirstOrThrow()).seats_taken);
    const before = await seats();
    const response = await move(bridgeKey, { entryId: bens.entryIds[0], status: 'REJ' });
    expect(response.statusCode).toBe(200);
    expect(await seats()).toBe(before - 1);
    expect((await move(bridgeKey, { entryId: bens.entryIds[0], status: 'OFU' })).statusCode).toBe(409);
  });

  it('serves an applicant’s document to the institution applied to, and 404 for any other file', async () => {
    const response = await file(harbourKey, anasFile);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="passport-ana.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Ben applied to Bridge only: Harbour may not read his document, Bridge may.
    const other = await file(harbourKey, bensFile);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ message: 'Resource file not found' });
    expect((await file(bridgeKey, bensFile)).statusCode).toBe(200);
    expect((await file(harbourKey, 99_999_999)).statusCode).toBe(404);
    expect((await file(harbourKey, 'abc')).statusCode).toBe(400);
    // A file attached to an answer: the survey's institution reads it, another institution applied to does not.
    expect((await file(harbourKey, anasCv)).statusCode).toBe(200);
    expect((await file(bridgeKey, anasCv)).statusCode).toBe(404);
  });

  it('lets exactly one of two moves at once win', async () => {
    const fresh = await anApplication(t.database.db, ana.clientId, { status: 'S', courses: [cat.nursingFebruary] });
    const entryId = fresh.entryIds[0]!;
    const answers = await Promise.all([move(harbourKey, { entryId, status: 'REJ' }), move(harbourKey, { entryId, status: 'OFU' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const events = await t.database.db.selectFrom('application_course_events').select('status').where('application_course_id', '=', entryId).execute();
    expect(events).toHaveLength(2);
  });

  it('refuses a revoked key', async () => {
    const { key, row } = await createPartnerKey(t.database.db, cat.harbour, 'temporary', t.clock.now());
    expect((await list(key)).statusCode).toBe(200);
    expect(await revokePartnerKey(t.database.db, row.id, t.clock.now())).toBe('revoked');
    const response = await list(key);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'This partner key is not valid or has been revoked.' });
    expect((await file(key, anasFile)).statusCode).toBe(401);
    expect(await revokePartnerKey(t.database.db, row.id, t.clock.now())).toBe('already');
  });
});
