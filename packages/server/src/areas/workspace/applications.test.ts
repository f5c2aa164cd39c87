import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { anApplication, seedApplicationsCatalogue, twoApplicants, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { csvCell, inboxCsv } from './csv.js';

interface InboxRow {
  applicationId: number;
  status: string;
  student: { name: string; email: string };
  courses: Array<{ entryId: number; courseName: string; status: string }>;
  unread: boolean;
  assignee: { clientId: number; name: string } | null;
}
interface Inbox { rows: InboxRow[]; total: number; unread: number; pageNo: number; pageSize: number }
interface Page {
  applicationId: number;
  student: { name: string; email: string };
  summary: { courses: Array<{ institutionId: number; courseName: string }>; answers: Array<{ question: string }> };
  courses: Array<{ entryId: number; institutionId: number; status: string; conditions: string; timeline: Array<{ status: string; actor: string; conditions: string }> }>;
  documents: Array<{ id: number; name: string; url: string }>;
  documentsZip: string;
  notes: Array<{ author: { name: string }; text: string }>;
  audit: Array<{ actor: { clientId: number; name: string }; action: string; entryId: number | null; fromStatus: string; toStatus: string; detail: string }>;
  assignee: { clientId: number; name: string } | null;
}

describe.each(await testDialects())('the workspace applications on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;
  let ana: TestMember;
  let ben: TestMember;
  let officer: TestMember;
  let viewer: TestMember;
  let editor: TestMember;
  let bridgeOfficer: TestMember;
  /** Ana: Harbour (nursing) and Bridge (design); Ben: Bridge only; Chloé: Harbour, withdrawn. */
  let both: { applicationId: number; entryIds: number[] };
  let bens: { applicationId: number; entryIds: number[] };
  let chloes: { applicationId: number; entryIds: number[] };
  let anasPassport: number;
  let anasCv: number;
  let bensPassport: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const { db } = t.database;
    cat = await seedApplicationsCatalogue(db, dialect);
    // Ana's draft at Harbour is never in an inbox.
    ({ ana, ben, both, bens, anasFile: anasPassport, bensFile: bensPassport, anasCv } = await twoApplicants(t, cat));
    const chloe = await signedInMember(t, { firstName: 'Chloé', surname: 'Durand' });
    chloes = await anApplication(db, chloe.clientId, { status: 'W', courses: [cat.nursingFebruary], at: '2026-02-12T10:00:00.000Z' });
    officer = await aStaffMember(t, cat.harbour, 'admissions', { firstName: 'Adam', surname: 'Admissions' });
    viewer = await aStaffMember(t, cat.harbour, 'viewer', { firstName: 'Victor', surname: 'Viewer' });
    editor = await aStaffMember(t, cat.harbour, 'catalogue_editor', { firstName: 'Edith', surname: 'Editor' });
    bridgeOfficer = await aStaffMember(t, cat.bridge, 'admissions', { firstName: 'Bea', surname: 'Bridge' });
  });
  afterAll(async () => t?.close());

  const q = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const get = (who: TestMember | null, url: string, query: Record<string, string | number> = {}) => t.app.inject({ url, query: q(query), headers: who ? bearer(who.token) : {} });
  const post = (who: TestMember, url: string, org: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, query: { org: String(org) }, payload, headers: bearer(who.token) });
  const inbox = async (who: TestMember, org: number, query: Record<string, string | number> = {}) => {
    const response = await get(who, '/api/workspace/applications', { org, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return json<Inbox>(response);
  };

  it("lists the organisation's applications only, with its own courses only, unread, newest first", async () => {
    const harbour = await inbox(officer, cat.harbour);
    expect(harbour.total).toBe(2);
    expect(harbour.unread).toBe(2);
    expect(harbour.rows.map((r) => [r.applicationId, r.status, r.student.name, r.unread])).toEqual([
      [chloes.applicationId, 'W', 'Chloé Durand', true],
      [both.applicationId, 'S', 'Ana Silva', true],
    ]);
    expect(harbour.rows[1]!.courses).toEqual([{ entryId: both.entryIds[0], courseId: expect.any(Number), courseName: 'Bachelor of Nursing', campus: 'City Campus', intakeDate: '2026-07-20', status: 'SUB' }]);
    const bridge = await inbox(bridgeOfficer, cat.bridge);
    expect(bridge.rows.map((r) => r.applicationId)).toEqual([bens.applicationId, both.applicationId]);
    expect(bridge.rows[1]!.courses.map((c) => c.courseName)).toEqual(['Master of Design']);
  });

  it('filters by status, course, campus, intake, dates, search and unread; sorts; pages with an exact total', async () => {
    expect((await inbox(officer, cat.harbour, { status: 'WDR' })).rows.map((r) => r.applicationId)).toEqual([chloes.applicationId]);
    expect((await inbox(officer, cat.harbour, { intake: '2026-07-20' })).rows.map((r) => r.applicationId)).toEqual([both.applicationId]);
    expect((await inbox(officer, cat.harbour, { submittedFrom: '2026-02-11', submittedTo: '2026-02-12' })).rows.map((r) => r.applicationId)).toEqual([chloes.applicationId]);
    expect((await inbox(officer, cat.harbour, { search: 'SILVA' })).total).toBe(1);
    expect((await inbox(officer, cat.harbour, { search: ana.email.slice(0, ana.email.indexOf('@')) })).rows.map((r) => r.applicationId)).toEqual([both.applicationId]);
    expect((await inbox(officer, cat.harbour, { search: '%' })).total).toBe(0);
    expect((await inbox(officer, cat.harbour, { sort: 'name_asc' })).rows.map((r) => r.student.name)).toEqual(['Chloé Durand', 'Ana Silva']);
    expect((await inbox(officer, cat.harbour, { sort: 'submitted_asc' })).rows.map((r) => r.applicationId)).toEqual([both.applicationId, chloes.applicationId]);
    const page2 = await inbox(officer, cat.harbour, { pageSize: 10, pageNo: 2 });
    expect([page2.total, page2.rows.length, page2.pageNo]).toEqual([2, 0, 2]);
    const filters = json<{ courses: Array<{ name: string }>; campuses: Array<{ name: string }>; intakes: string[] }>(await get(officer, '/api/workspace/applications/filters', { org: cat.harbour }));
    expect(filters).toEqual({ courses: [{ id: expect.any(Number), name: 'Bachelor of Nursing' }], campuses: [{ id: expect.any(Number), name: 'City Campus' }], intakes: ['2026-07-20', '2027-02-15'] });
    const campus = filters.campuses[0] as unknown as { id: number };
    expect((await inbox(officer, cat.harbour, { campusId: campus.id })).total).toBe(2);
  });

  it('refuses bad filters with a clear message, never a 500', async () => {
    const range = await get(officer, '/api/workspace/applications', { org: cat.harbour, submittedFrom: '2026-03-01', submittedTo: '2026-02-01' });
    expect(range.statusCode).toBe(400);
    expect(json(range)).toEqual({ message: 'The end of the date range comes before its start.', errors: { submittedTo: 'The end of the date range comes before its start.' } });
    for (const query of [{ status: 'XXX' }, { sort: 'drop table' }, { pageSize: '1000' }, { intake: 'July' }, { org: 'x' }] as Array<Record<string, string>>) {
      const response = await get(officer, '/api/workspace/applications', { org: cat.harbour, ...query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(typeof json(response).message).toBe('string');
    }
  });

  it("shows one application with this organisation's courses, answers and documents only; opening it marks it read for the organisation", async () => {
    const response = await get(officer, '/api/workspace/application', { org: cat.harbour, applicationId: both.applicationId });
    expect(response.statusCode, response.body).toBe(200);
    const page = json<Page>(response);
    expect(page.student.name).toBe('Ana Silva');
    expect(page.courses.map((c) => [c.entryId, c.institutionId, c.status])).toEqual([[both.entryIds[0], cat.harbour, 'SUB']]);
    expect(page.summary.courses.map((c) => c.courseName)).toEqual(['Bachelor of Nursing']);
    expect(page.summary.answers.map((a) => a.question)).toEqual(['Why nursing?']);
    expect(page.documents.map((d) => [d.id, d.name])).toEqual([[anasPassport, 'passport-ana.pdf'], [anasCv, 'cv-ana.pdf']]);
    expect(page.documents[0]!.url).toBe(`/api/workspace/document?org=${cat.harbour}&applicationId=${both.applicationId}&fileId=${anasPassport}`);
    // Read for every staff member of Harbour, not for Bridge.
    expect((await inbox(viewer, cat.harbour)).rows.find((r) => r.applicationId === both.applicationId)!.unread).toBe(false);
    expect((await inbox(viewer, cat.harbour)).unread).toBe(1);
    const unreadOnly = await inbox(viewer, cat.harbour, { unread: '1' });
    expect([unreadOnly.total, unreadOnly.unread, unreadOnly.rows.map((r) => r.applicationId)]).toEqual([1, 1, [chloes.applicationId]]);
    const unreadSearch = await inbox(viewer, cat.harbour, { unread: '1', search: 'silva' });
    expect([unreadSearch.total, unreadSearch.rows.length]).toEqual([0, 0]);
    expect((await inbox(bridgeOfficer, cat.bridge)).rows.find((r) => r.applicationId === both.applicationId)!.unread).toBe(true);
    // Bridge sees Ana's Bridge choice only.
    const bridgePage = json<Page>(await get(bridgeOfficer, '/api/workspace/application', { org: cat.bridge, applicationId: both.applicationId }));
    expect(bridgePage.courses.map((c) => c.institutionId)).toEqual([cat.bridge]);
    expect(bridgePage.documents.map((d) => d.name)).toEqual(['passport-ana.pdf']);
  });

  it("answers 404 for another organisation's application, entry and document, and 403 to a catalogue editor", async () => {
    const other = await get(officer, '/api/workspace/application', { org: cat.harbour, applicationId: bens.applicationId });
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ message: 'Application not found.' });
    expect((await get(officer, '/api/workspace/application', { org: cat.harbour, applicationId: 99999999 })).statusCode).toBe(404);
    expect((await get(officer, '/api/workspace/document', { org: cat.harbour, applicationId: both.applicationId, fileId: bensPassport })).statusCode).toBe(404);
    expect((await get(officer, '/api/workspace/document', { org: cat.harbour, applicationId: bens.applicationId, fileId: bensPassport })).statusCode).toBe(404);
    const move = await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[1], status: 'REV' });
    expect(move.statusCode).toBe(404);
    expect(json(move)).toEqual({ message: 'Application course not found.' });
    expect((await get(editor, '/api/workspace/applications', { org: cat.harbour })).statusCode).toBe(403);
    // Another organisation's staff naming Harbour get 403 (not on its staff), never its data.
    expect((await get(bridgeOfficer, '/api/workspace/application', { org: cat.harbour, applicationId: both.applicationId })).statusCode).toBe(403);
  });

  it('serves the documents with the download headers, one by one and as a zip', async () => {
    const one = await get(officer, '/api/workspace/document', { org: cat.harbour, applicationId: both.applicationId, fileId: anasCv });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['x-filename']).toBe('cv-ana.pdf');
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="cv-ana.pdf"; filename*=UTF-8''cv-ana.pdf`);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inline = await get(officer, '/api/workspace/document', { org: cat.harbour, applicationId: both.applicationId, fileId: anasCv, inline: '1' });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    // Viewed in the browser from the API's origin: nothing in it may run.
    expect(String(inline.headers['content-security-policy'])).toContain("default-src 'none'");
    const zip = await get(viewer, '/api/workspace/documents.zip', { org: cat.harbour, applicationId: both.applicationId });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['x-filename']).toBe(`application-${both.applicationId}-documents.zip`);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('passport-ana.pdf'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('cv-ana.pdf'))).toBe(true);
  });

  it('decides through the timeline: the student sees it and gets the mail; the audit log keeps who, when and from which status', async () => {
    const missing = await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'OFC', conditions: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ message: 'Please give the conditions of the offer.', errors: { conditions: 'Please give the conditions of the offer.' } });
    expect((await post(viewer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'REV' })).statusCode).toBe(403);

    const review = await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'REV' });
    expect(review.statusCode, review.body).toBe(200);
    const offered = await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'OFC', conditions: 'IELTS 7.0 overall' });
    const page = json<Page>(offered);
    expect(page.courses[0]!.status).toBe('OFC');
    expect(page.courses[0]!.conditions).toBe('IELTS 7.0 overall');
    expect(page.audit.filter((a) => a.action === 'workspaceDecide').map((a) => [a.actor.name, a.entryId, a.fromStatus, a.toStatus, a.detail])).toEqual([
      ['Adam Admissions', both.entryIds[0], 'REV', 'OFC', 'IELTS 7.0 overall'],
      ['Adam Admissions', both.entryIds[0], 'SUB', 'REV', ''],
    ]);
    // The student's side, as today.
    const mine = json<{ rows: Array<{ applicationId: number; courses: Array<{ entryId: number; status: string; conditions: string }> }> }>(
      await t.app.inject({ url: '/api/OnlineApp/MyApplicationLoad', headers: bearer(ana.token) }),
    );
    expect(mine.rows.find((r) => r.applicationId === both.applicationId)!.courses.map((c) => [c.entryId, c.status, c.conditions])).toEqual([
      [both.entryIds[0], 'OFC', 'IELTS 7.0 overall'],
      [both.entryIds[1], 'SUB', ''],
    ]);
    const mail = await t.latestMail(ana.email);
    expect(mail.subject).toBe('Your application for Bachelor of Nursing: Conditional offer');
    expect(mail.text).toContain('Conditions of the offer:\nIELTS 7.0 overall');
    // A move the timeline forbids: 409 with its message.
    const back = await post(officer, '/api/workspace/decision', cat.harbour, { entryId: both.entryIds[0], status: 'REV' });
    expect(back.statusCode).toBe(409);
    expect(json(back)).toEqual({ message: 'This application cannot move from Conditional offer to Under review.' });
  });

  it('rejects with a reason the student reads in the mail', async () => {
    const noReason = await post(bridgeOfficer, '/api/workspace/decision', cat.bridge, { entryId: bens.entryIds[0], status: 'REJ' });
    expect(json(noReason)).toEqual({ message: 'Please give the reason for the rejection.', errors: { reason: 'Please give the reason for the rejection.' } });
    const rejected = json<Page>(await post(bridgeOfficer, '/api/workspace/decision', cat.bridge, { entryId: bens.entryIds[0], status: 'REJ', reason: 'Portfolio missing' }));
    expect(rejected.courses[0]!.timeline.at(-1)).toMatchObject({ status: 'REJ', actor: 'I', conditions: 'Portfolio missing' });
    const mail = await t.latestMail(ben.email);
    expect(mail.text).toContain('Reason given:\nPortfolio missing');
  });

  it('keeps internal notes and an assignee for the organisation only', async () => {
    expect(json(await post(officer, '/api/workspace/note', cat.harbour, { applicationId: both.applicationId, text: ' ' }))).toEqual({
      message: 'Please write the note.',
      errors: { text: 'Please write the note.' },
    });
    const noted = await post(officer, '/api/workspace/note', cat.harbour, { applicationId: both.applicationId, text: 'Call about the IELTS date.' });
    expect(noted.statusCode).toBe(201);
    expect(json<{ notes: Page['notes'] }>(noted).notes.map((n) => [n.author.name, n.text])).toEqual([['Adam Admissions', 'Call about the IELTS date.']]);
    expect((await post(officer, '/api/workspace/note', cat.harbour, { applicationId: bens.applicationId, text: 'x' })).statusCode).toBe(404);
    expect((await post(viewer, '/api/workspace/note', cat.harbour, { applicationId: both.applicationId, text: 'x' })).statusCode).toBe(403);
    // Bridge's staff never see Harbour's notes.
    expect(json<Page>(await get(bridgeOfficer, '/api/workspace/application', { org: cat.bridge, applicationId: both.applicationId })).notes).toEqual([]);
    // The student's own view has no notes anywhere.
    expect((await t.app.inject({ url: '/api/OnlineApp/MyApplicationLoad', headers: bearer(ana.token) })).body).not.toContain('IELTS date');

    const notHandling = await post(officer, '/api/workspace/assign', cat.harbour, { applicationId: both.applicationId, clientId: viewer.clientId });
    expect(notHandling.statusCode).toBe(400);
    expect(json(notHandling).message).toBe('Applications can be assigned only to staff of this organisation who handle applications.');
    expect((await post(officer, '/api/workspace/assign', cat.harbour, { applicationId: both.applicationId, clientId: bridgeOfficer.clientId })).statusCode).toBe(400);
    const assigned = json<{ assignee: Page['assignee'] }>(await post(officer, '/api/workspace/assign', cat.harbour, { applicationId: both.applicationId, clientId: officer.clientId }));
    expect(assigned.assignee).toEqual({ clientId: officer.clientId, name: 'Adam Admissions' });
    expect((await inbox(viewer, cat.harbour, { assignee: officer.clientId })).rows.map((r) => [r.applicationId, r.assignee?.name])).toEqual([[both.applicationId, 'Adam Admissions']]);
    const page = json<Page>(await get(viewer, '/api/workspace/application', { org: cat.harbour, applicationId: both.applicationId }));
    expect(page.audit.map((a) => a.action).slice(0, 2)).toEqual(['workspaceAssign', 'workspaceAddNote']);
  });

  it('exports the filtered inbox as CSV with a byte-order mark, one row per course of the organisation', async () => {
    const response = await get(viewer, '/api/workspace/applications.csv', { org: cat.harbour, sort: 'submitted_asc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-filename']).toBe(`applications-${cat.harbour}.csv`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Application,Submitted,Student,E-mail,Course,Campus,Intake,Status,Assigned to');
    expect(lines[1]).toBe(`${both.applicationId},2026-02-10T10:00:00.000Z,Ana Silva,${ana.email},Bachelor of Nursing,City Campus,2026-07-20,Conditional offer,Adam Admissions`);
    expect(lines[2]).toBe(`${chloes.applicationId},2026-02-12T10:00:00.000Z,Chloé Durand,${(await t.database.db.selectFrom('clients').select('email').where('first_name', '=', 'Chloé').executeTakeFirstOrThrow()).email},Bachelor of Nursing,City Campus,2027-02-15,Withdrawn,`);
    expect(lines.length).toBe(4);
    // Machine-stable in every language (issue 28): English headings and statuses, ISO dates.
    const spanish = await get(viewer, '/api/workspace/applications.csv', { org: cat.harbour, sort: 'submitted_asc', locale: 'es' });
    expect(spanish.rawPayload.subarray(3).toString('utf8')).toBe(bytes.subarray(3).toString('utf8'));
    const filtered = await get(viewer, '/api/workspace/applications.csv', { org: cat.harbour, status: 'WDR' });
    expect(filtered.rawPayload.subarray(3).toString('utf8').split('\r\n').length).toBe(3);
  });

  it('exports chunk by chunk in every order exactly what one chunk holds (keyset paging), and escapes cells', async () => {
    const text = async (stream: NodeJS.ReadableStream) => {
      let all = '';
      for await (const part of stream) all += String(part);
      return all;
    };
    for (const sort of ['submitted_desc', 'submitted_asc', 'name_asc', 'name_desc'] as const) {
      const whole = await text(inboxCsv(t.database, cat.bridge, {}, sort));
      expect(whole.split('\r\n').length, sort).toBe(4);
      expect(await text(inboxCsv(t.database, cat.bridge, {}, sort, 1)), sort).toBe(whole);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Ana, Silva')).toBe('"Ana, Silva"');
    expect(csvCell('Chloé')).toBe('Chloé');
  });

  it('audits every call that reached an organisation', async () => {
    const rows = await t.database.db.selectFrom('workspace_audit').select(['action', 'client_id']).where('client_id', '=', viewer.clientId).execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['workspaceInbox', 'workspaceApplication', 'workspaceDocumentsZip', 'workspaceExportInbox']) expect(actions.has(action), action).toBe(true);
    // Refused calls change nothing.
    expect(actions.has('workspaceDecide')).toBe(false);
  });
});
