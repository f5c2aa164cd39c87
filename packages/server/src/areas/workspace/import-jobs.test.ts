import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { seedApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { multipartFile } from '../../testing/multipart.js';
import { importFile } from '../../import/index.js';

interface Job { id: number; fileName: string; dryRun: boolean; state: string; records: number; imported: number; rejected: number; warnings: number; report: string }
type Line = { job: Job } | { progress: { pass: number; step: string; rowsRead: number } };

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../import/examples');

describe.each(await testDialects())('the catalogue import and export from the workspace on %s', (dialect) => {
  let t: TestApp;
  let org1: number;
  let org2: number;
  let hcu: number;
  let owner1: TestMember;
  let editor1: TestMember;
  let viewer1: TestMember;
  let admissions1: TestMember;
  let ownerHcu: TestMember;

  const exportOf = async (who: TestMember, org: number) => {
    const response = await t.app.inject({ url: '/api/workspace/export.jsonl', query: { org: String(org) }, headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const upload = async (who: TestMember, org: number, fileName: string, content: string, dryRun = false) => {
    const body = multipartFile(fileName, content);
    const response = await t.app.inject({ method: 'POST', url: '/api/workspace/import', query: { org: String(org), ...(dryRun ? { dryRun: '1' } : {}) }, payload: body.payload, headers: { ...body.headers, ...bearer(who.token) } });
    return { response, lines: response.statusCode === 201 ? response.body.trim().split('\n').map((line) => JSON.parse(line) as Line) : [] };
  };
  const finished = (lines: Line[]) => (lines.at(-1) as { job: Job }).job;
  /** Everything of an organisation a round trip must leave as it was. */
  const catalogueRows = async (legalId: number) => {
    const { db } = t.database;
    const courses = await db.selectFrom('courses').selectAll().where('legal_id', '=', legalId).orderBy('id').execute();
    const ids = courses.map((c) => c.id);
    return {
      legal: await db.selectFrom('legal_entities').selectAll().where('id', '=', legalId).execute(),
      locations: await db.selectFrom('locations').selectAll().where('legal_id', '=', legalId).orderBy('id').execute(),
      courses,
      campuses: ids.length ? await db.selectFrom('course_campuses').selectAll().where('course_id', 'in', ids).orderBy('course_id').orderBy('location_id').execute() : [],
      intakes: ids.length ? await db.selectFrom('intakes').selectAll().where('course_id', 'in', ids).orderBy('id').execute() : [],
      surveys: await db.selectFrom('surveys').selectAll().orderBy('id').execute(),
      questions: await db.selectFrom('survey_questions').selectAll().orderBy('id').execute(),
      choices: await db.selectFrom('survey_choices').selectAll().orderBy('id').execute(),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const cat = await seedApplicationsCatalogue(t.database.db, dialect);
    [org1, org2] = [cat.harbour, cat.bridge];
    // The example catalogue, imported by the operator's CLI: institutions with external ids, campuses, courses, intakes, surveys.
    for (const file of ['institutions.csv', 'locations.csv', 'courses.csv', 'intakes.csv', 'surveys.json']) await importFile(t.database.db, path.join(EXAMPLES, file));
    hcu = Number((await t.database.db.selectFrom('legal_entities').select('id').where('external_id', '=', 'HCU').executeTakeFirstOrThrow()).id);
    // The fixture's courses are taught at their institution's campus (as the importer and the seed keep them).
    for (const legalId of [org1, org2]) {
      const course = await t.database.db.selectFrom('courses').select('id').where('legal_id', '=', legalId).executeTakeFirstOrThrow();
      const campus = await t.database.db.selectFrom('locations').select('id').where('legal_id', '=', legalId).executeTakeFirstOrThrow();
      await t.database.db.insertInto('course_campuses').values({ course_id: course.id, location_id: campus.id }).execute();
    }
    // Organisation 2 keeps external ids of its own, so a file can name them.
    await t.database.db.updateTable('legal_entities').set({ external_id: 'BRIDGE' }).where('id', '=', org2).execute();
    await t.database.db.updateTable('courses').set({ external_id: 'BRIDGE-MD' }).where('legal_id', '=', org2).execute();
    owner1 = await aStaffMember(t, org1, 'owner', { firstName: 'Ada', surname: 'Owner' });
    editor1 = await aStaffMember(t, org1, 'catalogue_editor', { firstName: 'Eve', surname: 'Editor' });
    viewer1 = await aStaffMember(t, org1, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    admissions1 = await aStaffMember(t, org1, 'admissions', { firstName: 'Ann', surname: 'Admissions' });
    ownerHcu = await aStaffMember(t, hcu, 'owner', { firstName: 'Hal', surname: 'Owner' });
  }, 180_000);
  afterAll(async () => t?.close());

  it('exports the catalogue in the import format, rows without external ids under the names the import knows', async () => {
    const response = await exportOf(owner1, org1);
    expect(response.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(response.headers['x-filename']).toBe(`catalogue-${org1}.jsonl`);
    const records = response.body.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((r) => r.type)).toEqual(['institution', 'location', 'course', 'intake', 'intake', 'survey']);
    expect(records[0]).toEqual({ type: 'institution', external_id: `studyatlas:institution:${org1}`, name: 'Harbour University' });
    expect(records[2]).toMatchObject({ type: 'course', institution: `studyatlas:institution:${org1}`, name: 'Bachelor of Nursing', campuses: [records[1]!.external_id] });
    expect(records[5]).toMatchObject({ type: 'survey', course: records[2]!.external_id, questions: [{ type: 'FT', text: 'Why nursing?', mandatory: true }] });
  });

  it.each([
    ['demo rows without external ids', () => [owner1, org1] as const],
    ['the example catalogue’s institution with its own ids', () => [ownerHcu, hcu] as const],
  ])('a round trip changes nothing: export, import, export again gives the same bytes (%s)', async (_, who) => {
    const [member, org] = who();
    const before = await catalogueRows(org);
    const first = (await exportOf(member, org)).rawPayload;
    const { response, lines } = await upload(member, org, 'catalogue.jsonl', first.toString('utf8'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const job = finished(lines);
    expect(job).toMatchObject({ fileName: 'catalogue.jsonl', state: 'done', rejected: 0, warnings: 0, dryRun: false });
    expect(job.imported).toBe(first.toString('utf8').trim().split('\n').length);
    expect(job.report).toMatch(/^catalogue\.jsonl: \d+ records read, \d+ imported, 0 rejected/);
    expect(job.report).toMatch(/ 0 created, \d+ updated/);
    const second = (await exportOf(member, org)).rawPayload;
    expect(second.equals(first)).toBe(true);
    expect(await catalogueRows(org)).toEqual(before);
  });

  it("carries each course's status out and in: a draft and an archived course export as such, an import sets a status and refuses an unknown one", async () => {
    const { db } = t.database;
    const [draft, archived] = await db.selectFrom('courses').select(['id', 'external_id']).where('legal_id', '=', hcu).orderBy('id').limit(2).execute();
    await db.updateTable('courses').set({ status: 'draft' }).where('id', '=', draft!.id).execute();
    await db.updateTable('courses').set({ status: 'archived' }).where('id', '=', archived!.id).execute();
    try {
      const records = (await exportOf(ownerHcu, hcu)).body.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      const statusOf = (externalId: string | null) => records.find((r) => r.type === 'course' && r.external_id === externalId)?.status;
      expect([statusOf(draft!.external_id), statusOf(archived!.external_id)]).toEqual(['draft', 'archived']);

      const course = records.find((r) => r.type === 'course' && r.external_id === draft!.external_id)!;
      const refused = finished((await upload(ownerHcu, hcu, 'hidden.jsonl', JSON.stringify({ ...course, status: 'hidden' }))).lines);
      expect([refused.imported, refused.rejected]).toEqual([0, 1]);
      expect(refused.report).toContain('status must be draft, published or archived, got "hidden"');
      const published = finished((await upload(ownerHcu, hcu, 'published.jsonl', JSON.stringify({ ...course, status: 'Published' }))).lines);
      expect([published.imported, published.rejected]).toEqual([1, 0]);
      expect((await db.selectFrom('courses').select('status').where('id', '=', draft!.id).executeTakeFirstOrThrow()).status).toBe('published');
    } finally {
      await db.updateTable('courses').set({ status: 'published' }).where('id', 'in', [draft!.id, archived!.id]).execute();
    }
  });

  it("refuses another organisation's rows and new institutions in the report, never writing them; its own rows land", async () => {
    const before2 = await catalogueRows(org2);
    const courseKey = `studyatlas:course:${(await t.database.db.selectFrom('courses').select('id').where('legal_id', '=', org1).executeTakeFirstOrThrow()).id}`;
    const csv = [
      'type,external_id,institution,name,major,award,course,campus,study_mode,start_date',
      'institution,BRIDGE,,Taken Over College,,,,,,',
      'institution,NEWU,,A New University,,,,,,',
      'course,BRIDGE-NEW,BRIDGE,Sneaked Course,Health Sciences,Bachelor,,,,',
      'course,BRIDGE-MD,HCU,Moved Course,Health Sciences,Bachelor,,,,',
      `course,${courseKey},studyatlas:institution:${org1},Bachelor of Nursing (Honours),Health Sciences,Bachelor,,,,`,
      'intake,,,,,,BRIDGE-MD,X,Full time,2027-02-01',
    ].join('\n');
    const { response, lines } = await upload(editor1, org1, 'mixed.csv', csv);
    expect(response.statusCode, response.body).toBe(201);
    const job = finished(lines);
    expect(job).toMatchObject({ state: 'done', records: 6, imported: 1, rejected: 5 });
    const refusal = 'is not your organisation’s: a workspace import changes your organisation’s own catalogue only';
    expect(job.report).toContain(`line 2 (institution BRIDGE): institution "BRIDGE" ${refusal}`);
    expect(job.report).toContain(`line 3 (institution NEWU): institution "NEWU" ${refusal}`);
    expect(job.report).toContain(`line 4 (course BRIDGE-NEW): institution "BRIDGE" ${refusal}`);
    expect(job.report).toContain(`line 5 (course BRIDGE-MD): institution "HCU" ${refusal}`);
    expect(job.report).toContain(`line 7 (intake BRIDGE-MD @ X, full time, 2027-02-01): course "BRIDGE-MD" ${refusal}`);
    expect(await catalogueRows(org2)).toEqual(before2);
    expect(await t.database.db.selectFrom('legal_entities').select('id').where('external_id', '=', 'NEWU').executeTakeFirst()).toBeUndefined();
    const renamed = await t.database.db.selectFrom('courses').select(['name', 'external_id']).where('legal_id', '=', org1).executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: 'Bachelor of Nursing (Honours)', external_id: null });
  });

  it('a dry run reports and writes nothing; a file it cannot read is a failed job with the reason; the jobs list keeps the reports', async () => {
    const jsonl = `{"type":"course","external_id":"studyatlas:course:1","institution":"studyatlas:institution:${org1}","name":"Renamed","major":"Health Sciences","award":"Bachelor"}\n`;
    const before = await catalogueRows(org1);
    const dry = finished((await upload(owner1, org1, 'check.jsonl', jsonl, true)).lines);
    expect(dry).toMatchObject({ state: 'done', dryRun: true });
    expect(dry.report).toContain('check.jsonl: dry run, nothing was written.');
    expect(await catalogueRows(org1)).toEqual(before);

    const broken = finished((await upload(owner1, org1, 'broken.csv', 'type,external_id,name\ninstitution,"X,Y\n')).lines);
    expect(broken.state).toBe('failed');
    expect(broken.report).toMatch(/^broken\.csv: not imported, /);

    const listed = json<{ jobs: Job[] }>(await t.app.inject({ url: '/api/workspace/import/jobs', query: { org: String(org1) }, headers: bearer(editor1.token) }));
    expect(listed.jobs.slice(0, 3).map((j) => [j.fileName, j.state])).toEqual([['broken.csv', 'failed'], ['check.jsonl', 'done'], ['mixed.csv', 'done']]);
    expect(listed.jobs[2]!.report).toContain('line 2 (institution BRIDGE)');
  });

  it('a job left running by a stopped server is shown as interrupted (nothing of it was written)', async () => {
    const { id } = await t.database.db
      .insertInto('import_jobs')
      .values({ legal_id: org1, client_id: owner1.clientId, file_name: 'lost.csv', state: 'running', created_at: '2026-03-02T08:00:00.000Z', heartbeat_at: '2026-03-02T08:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = json<{ jobs: Job[] }>(await t.app.inject({ url: '/api/workspace/import/jobs', query: { org: String(org1) }, headers: bearer(owner1.token) }));
    expect(listed.jobs.find((j) => j.id === Number(id))).toMatchObject({ state: 'interrupted', report: 'The server stopped while the file was imported; nothing of it was written. Import it again.' });
  });

  it('viewers and admissions staff get 403; a missing file 400; every upload is audited', async () => {
    for (const who of [viewer1, admissions1]) {
      expect((await upload(who, org1, 'x.csv', 'type,external_id\n')).response.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/workspace/export.jsonl', query: { org: String(org1) }, headers: bearer(who.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/workspace/import/jobs', query: { org: String(org1) }, headers: bearer(who.token) })).statusCode).toBe(403);
    }
    const wrongField = multipartFile('x.csv', 'type\n', 'other');
    const missing = await t.app.inject({ method: 'POST', url: '/api/workspace/import', query: { org: String(org1) }, payload: wrongField.payload, headers: { ...wrongField.headers, ...bearer(owner1.token) } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ message: 'Please choose a file.' });
    const audit = await t.database.db.selectFrom('workspace_audit').select('detail').where('action', '=', 'workspaceImportCatalogue').where('legal_id', '=', org1).orderBy('id').execute();
    expect(audit.map((a) => a.detail)).toEqual([
      expect.stringMatching(/^import \d+ catalogue\.jsonl$/),
      expect.stringMatching(/^import \d+ mixed\.csv$/),
      expect.stringMatching(/^import \d+ check\.jsonl \(dry run\)$/),
      expect.stringMatching(/^import \d+ broken\.csv$/),
    ]);
  });
});
