import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { importFile } from './import-rows.js';

const EXAMPLES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'examples');
const EXAMPLE_FILES = ['institutions.csv', 'locations.csv', 'courses.csv', 'intakes.csv', 'catalogue.json'];
const NOW = '2026-05-01T00:00:00.000Z';
const scratch = mkdtempSync(path.join(tmpdir(), 'studyatlas-import-'));

/** Writes a CSV file whose header is `columns`; each row gives only the columns it fills. */
function writeCsv(name: string, columns: string[], rows: Array<Record<string, string>>): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const file = path.join(scratch, name);
  writeFileSync(file, [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c] ?? '')).join(','))].join('\n'));
  return file;
}

describe.each(await testDialects())('import on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { content: 'sample-reference' });
  });
  afterAll(async () => t?.dispose());

  const TABLES = ['legal_entities', 'locations', 'courses', 'course_campuses', 'intakes'] as const;
  const counts = async () => {
    const result = {} as Record<(typeof TABLES)[number], number>;
    for (const table of TABLES) {
      result[table] = (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    }
    return result;
  };
  const importExamples = async () => {
    const reports = [];
    for (const file of EXAMPLE_FILES) reports.push((await importFile(t.db, path.join(EXAMPLES, file), { now: NOW })).report);
    return reports;
  };

  it('imports the example files: every row lands with its references resolved', async () => {
    const reports = await importExamples();
    for (const report of reports) expect(report.rejected).toEqual([]);
    expect(reports.map((r) => r.created)).toEqual([
      { institution: 2, agent: 1, location: 0, course: 0, intake: 0, survey: 0 },
      { institution: 0, agent: 0, location: 4, course: 0, intake: 0, survey: 0 },
      { institution: 0, agent: 0, location: 0, course: 3, intake: 0, survey: 0 },
      { institution: 0, agent: 0, location: 0, course: 0, intake: 5, survey: 0 },
      { institution: 1, agent: 0, location: 1, course: 1, intake: 1, survey: 0 },
    ]);
    expect(await counts()).toEqual({ legal_entities: 4, locations: 5, courses: 4, course_campuses: 5, intakes: 6 });

    const hcu = await t.db.selectFrom('legal_entities').selectAll().where('external_id', '=', 'HCU').executeTakeFirstOrThrow();
    expect(hcu).toMatchObject({ kind: 'I', name: 'Harbour City University', created_at: NOW, logo_path: null });
    expect(hcu.description).toContain('two campuses in Sydney.\nIts nursing');
    const cpp = await t.db.selectFrom('legal_entities').select('description').where('external_id', '=', 'CPP').executeTakeFirstOrThrow();
    expect(cpp.description).toContain('practical, "hands-on" courses');
    const agent = await t.db.selectFrom('legal_entities').select('kind').where('external_id', '=', 'EPE').executeTakeFirstOrThrow();
    expect(agent.kind).toBe('A');

    const parramatta = await t.db
      .selectFrom('locations')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .select(['locations.latitude', 'locations.longitude', 'cities.name as city', 'locations.is_head_office', 'locations.address'])
      .where('locations.external_id', '=', 'HCU-PAR')
      .executeTakeFirstOrThrow();
    expect(parramatta).toMatchObject({ city: 'Parramatta', is_head_office: 0, address: 'Level 3, 5 Church Street' });
    expect(parramatta.latitude).toBeCloseTo(-33.81, 1);
    const cbd = await t.db.selectFrom('locations').select(['latitude', 'longitude', 'is_head_office']).where('external_id', '=', 'HCU-CBD').executeTakeFirstOrThrow();
    expect(cbd).toEqual({ latitude: -33.8731, longitude: 151.2065, is_head_office: 1 });

    const nursing = await t.db
      .selectFrom('courses')
      .innerJoin('study_areas as minor', 'minor.id', 'courses.minor_id')
      .innerJoin('award_levels', 'award_levels.id', 'courses.award_id')
      .select(['courses.id', 'courses.interview_required', 'courses.min_reference', 'courses.duration_months', 'minor.name as minor', 'award_levels.name as award'])
      .where('courses.external_id', '=', 'HCU-BN')
      .executeTakeFirstOrThrow();
    expect(nursing).toMatchObject({ interview_required: 1, min_reference: 2, duration_months: 36, minor: 'Nursing', award: 'Bachelor' });
    const campuses = await t.db
      .selectFrom('course_campuses')
      .innerJoin('locations', 'locations.id', 'course_campuses.location_id')
      .select('locations.external_id')
      .where('course_id', '=', nursing.id)
      .orderBy('locations.external_id')
      .execute();
    expect(campuses.map((c) => c.external_id)).toEqual(['HCU-CBD', 'HCU-PAR']);

    const currencies = await t.db
      .selectFrom('intakes')
      .innerJoin('courses', 'courses.id', 'intakes.course_id')
      .select(['courses.external_id', 'intakes.currency', 'intakes.annual_fee', 'intakes.start_date'])
      .where('courses.external_id', 'in', ['HCU-MDS', 'RVC-DIT'])
      .orderBy('courses.external_id')
      .execute();
    expect(currencies).toEqual([
      { external_id: 'HCU-MDS', currency: 'AUD', annual_fee: 45600, start_date: '2027-02-22' },
      { external_id: 'RVC-DIT', currency: 'AUD', annual_fee: 16000, start_date: '2027-01-18' },
    ]);
  });

  it('re-imports idempotently: the same files update rows in place', async () => {
    const before = await counts();
    const reports = await importExamples();
    expect(await counts()).toEqual(before);
    expect(reports.every((r) => r.rejected.length === 0 && Object.values(r.created).every((n) => n === 0))).toBe(true);
    expect(reports.map((r) => r.updated.institution + r.updated.agent + r.updated.location + r.updated.course + r.updated.intake)).toEqual([3, 4, 3, 5, 4]);
  });

  it('updates changed fields, and a course’s campus list replaces the old one with its intakes', async () => {
    const columns = ['type', 'external_id', 'institution', 'name', 'major', 'minor', 'award', 'campuses', 'course', 'campus', 'study_mode', 'start_date', 'annual_fee', 'total_fee'];
    const file = writeCsv('update.csv', columns, [
      { type: 'institution', external_id: 'HCU', name: 'Harbour City University of Technology' },
      { type: 'course', external_id: 'HCU-BN', institution: 'HCU', name: 'Bachelor of Nursing (Pre-registration)', major: 'health sciences', minor: 'NURSING', award: 'bachelor', campuses: 'HCU-CBD' },
      { type: 'intake', course: 'HCU-BN', campus: 'HCU-CBD', study_mode: 'full time', start_date: '2027-02-22', annual_fee: '41000', total_fee: '123000' },
    ]);
    const { report } = await importFile(t.db, file, { now: NOW });
    expect(report.rejected).toEqual([]);
    expect(report.updated).toEqual({ institution: 1, agent: 0, location: 0, course: 1, intake: 1, survey: 0 });

    const hcu = await t.db.selectFrom('legal_entities').select(['name', 'description', 'web_address']).where('external_id', '=', 'HCU').executeTakeFirstOrThrow();
    expect(hcu).toEqual({ name: 'Harbour City University of Technology', description: '', web_address: null });
    const course = await t.db.selectFrom('courses').select(['id', 'name']).where('external_id', '=', 'HCU-BN').executeTakeFirstOrThrow();
    expect(course.name).toBe('Bachelor of Nursing (Pre-registration)');
    const intakes = await t.db
      .selectFrom('intakes')
      .innerJoin('locations', 'locations.id', 'intakes.location_id')
      .select(['locations.external_id', 'intakes.study_mode_id', 'intakes.annual_fee', 'intakes.total_fee', 'intakes.seats'])
      .where('course_id', '=', course.id)
      .orderBy('intakes.study_mode_id')
      .execute();
    expect(intakes).toEqual([
      { external_id: 'HCU-CBD', study_mode_id: 1, annual_fee: 41000, total_fee: 123000, seats: null },
      { external_id: 'HCU-CBD', study_mode_id: 2, annual_fee: 19920, total_fee: 119520, seats: 30 },
    ]);
    expect((await counts()).course_campuses).toBe(4);
  });

  it('lands the valid rows and reports every rejected row with its line and reasons', async () => {
    const columns = ['type', 'external_id', 'institution', 'name', 'country', 'state', 'city', 'major', 'minor', 'award', 'campuses', 'course', 'campus', 'study_mode', 'start_date', 'web_address'];
    const file = writeCsv('mixed.csv', columns, [
      /* 2 */ { type: 'institution', external_id: 'BAD1', web_address: 'ftp://bad.example' },
      /* 3 */ { type: 'institution', external_id: 'GOOD1', name: 'Good Institute' },
      /* 4 */ { type: 'location', external_id: 'GOOD1-X', institution: 'GOOD1', name: 'Nowhere Campus', country: 'XX', city: 'Paris' },
      /* 5 */ { type: 'location', external_id: 'GOOD1-AMB', institution: 'GOOD1', name: 'Springfield Campus', country: 'US', city: 'Springfield' },
      /* 6 */ { type: 'location', external_id: 'GOOD1-SPR', institution: 'GOOD1', name: 'Springfield Campus', country: 'us', state: 'IL', city: 'springfield' },
      /* 7 */ { type: 'location', external_id: 'GOOD1-SYD', institution: 'BAD1', name: 'Sydney Campus', country: 'AU', city: 'Sydnee' },
      /* 8 */ { type: 'course', external_id: 'GOOD1-C1', institution: 'GOOD1', name: 'Bachelor of Arts', major: 'Arts and Humanities', minor: 'Nursing', award: 'Bachelors', campuses: 'GOOD1-SPR;GOOD1-SYD' },
      /* 9 */ { type: 'course', external_id: 'GOOD1-C2', institution: 'GOOD1', name: 'Master of Business', major: 'Business and Management', award: 'Master', campuses: 'GOOD1-SPR' },
      /* 10 */ { type: 'course', external_id: 'EPE-C', institution: 'EPE', name: 'Agent course', major: 'Business and Management', award: 'Master' },
      /* 11 */ { type: 'intake', course: 'GOOD1-C2', campus: 'GOOD1-SPR', study_mode: 'Fulltime', start_date: '2027-02-30' },
      /* 12 */ { type: 'intake', course: 'GOOD1-C1', campus: 'HCU-CBD', study_mode: 'Full time', start_date: '2027-03-01' },
      /* 13 */ { type: 'intake', course: 'GOOD1-C2', campus: 'GOOD1-SPR', study_mode: 'Online', start_date: '2027-03-01' },
      /* 14 */ { type: 'campus', external_id: 'Z' },
      /* 15 */ { type: 'institution', external_id: 'GOOD1', name: 'Good Institute again' },
      /* 16 */ { type: 'agent', external_id: 'HCU', name: 'Not an agent' },
      /* 17 */ { type: 'institution', external_id: 'GOOD2', name: 'Has a course field', major: 'Engineering' },
    ]);
    const before = await counts();
    const { report } = await importFile(t.db, file, { now: NOW });
    expect(report.records).toBe(16);
    expect(report.created).toEqual({ institution: 1, agent: 0, location: 2, course: 1, intake: 1, survey: 0 });
    expect(report.rejected).toEqual([
      { line: 2, type: 'institution', key: 'BAD1', reason: 'name is required; web_address must be a web address such as https://www.example.edu or www.example.edu, got "ftp://bad.example"' },
      { line: 4, type: 'location', key: 'GOOD1-X', reason: 'country "XX" is not an ISO 3166-1 two-letter country code (such as AU, GB, US)' },
      { line: 7, type: 'location', key: 'GOOD1-SYD', reason: 'institution "BAD1" was rejected on line 2' },
      { line: 8, type: 'course', key: 'GOOD1-C1', reason: 'minor "Nursing" is not a minor of Arts and Humanities (it belongs to Health Sciences); campus "GOOD1-SYD" was rejected on line 7' },
      { line: 10, type: 'course', key: 'EPE-C', reason: '"EPE" is an agent; courses belong to institutions' },
      { line: 11, type: 'intake', key: 'GOOD1-C2 @ GOOD1-SPR, fulltime, 2027-02-30', reason: 'start_date must be a date written yyyy-MM-dd, got "2027-02-30"; study_mode "Fulltime" is not a study mode; did you mean "Full time"?' },
      { line: 12, type: 'intake', key: 'GOOD1-C1 @ HCU-CBD, full time, 2027-03-01', reason: 'course "GOOD1-C1" was rejected on line 8' },
      { line: 14, type: 'campus', key: 'Z', reason: 'unknown type "campus" (use institution, agent, location, course, intake, survey)' },
      { line: 15, type: 'institution', key: 'GOOD1', reason: 'external_id "GOOD1" appears again (first on line 3)' },
      { line: 16, type: 'agent', key: 'HCU', reason: 'external_id "HCU" already belongs to the institution "Harbour City University of Technology" (institutions and agents share external ids)' },
      { line: 17, type: 'institution', key: 'GOOD2', reason: '"major" is not a field of an institution' },
    ]);
    // A name 20 states share, without a state, lands at the most populous of them, and says so.
    expect(report.warnings.find((w) => w.line === 5)?.message).toMatch(
      /^city "Springfield" exists in several states of United States \((\w\w, )+\w\w\): took the one in MO, the largest \(population 166,810\) \(add the state to choose another\)$/,
    );
    const after = await counts();
    expect(after).toEqual({ ...before, legal_entities: before.legal_entities + 1, locations: before.locations + 2, courses: before.courses + 1, course_campuses: before.course_campuses + 1, intakes: before.intakes + 1 });
    const springfield = await t.db
      .selectFrom('locations')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['states.code', 'cities.name'])
      .where('locations.external_id', '=', 'GOOD1-SPR')
      .executeTakeFirstOrThrow();
    expect(springfield).toEqual({ code: 'IL', name: 'Springfield' });
  });
});
