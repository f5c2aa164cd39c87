import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema/index.js';
import { importRows } from '../import/import-rows.js';
import { seedDemo } from '../seed/demo/seed-demo.js';
import { seedReference } from '../seed/reference.js';

/** The demo catalogue the course tests search: small, fixed seed and reference date. */
export const COURSE_DEMO = { institutions: 12, courses: 240, agents: 2, seed: 7, today: '2026-03-01', members: false } as const;

const record = (values: Record<string, unknown>, line: number) => ({ line, values });

/**
 * A test institution (ZTI, Brisbane and Sydney) whose courses make the search semantics visible:
 * 'horti' is in A's and B's names, only in C's study area, only in D's description; E has accents;
 * G's name is one word PostgreSQL's parser would split.
 */
export const ZTI_RECORDS = [
  { type: 'institution', external_id: 'ZTI', name: 'Zephyr Test Institute', web_address: 'https://zti.example' },
  { type: 'location', external_id: 'ZTI-BNE', institution: 'ZTI', name: 'River Campus', country: 'AU', state: 'QLD', city: 'Brisbane', head_office: true },
  { type: 'location', external_id: 'ZTI-SYD', institution: 'ZTI', name: 'Harbour Campus', country: 'AU', state: 'NSW', city: 'Sydney' },
  { type: 'course', external_id: 'ZTI-A', institution: 'ZTI', name: 'Advanced Horticulture', major: 'Agriculture and Environment', minor: 'Horticulture', award: 'Advanced Diploma', campuses: ['ZTI-BNE'] },
  { type: 'course', external_id: 'ZTI-B', institution: 'ZTI', name: 'Bachelor of Horticultural Science', major: 'Agriculture and Environment', minor: 'Horticulture', award: 'Bachelor', campuses: ['ZTI-BNE', 'ZTI-SYD'] },
  { type: 'course', external_id: 'ZTI-C', institution: 'ZTI', name: 'Diploma of Garden Care', major: 'Agriculture and Environment', minor: 'Horticulture', award: 'Diploma', campuses: ['ZTI-BNE'] },
  {
    type: 'course', external_id: 'ZTI-D', institution: 'ZTI', name: 'Certificate of Land Care', major: 'Business and Management', minor: 'Marketing', award: 'Certificate IV',
    campuses: ['ZTI-BNE'], description: 'Practical skills for horticulture businesses.',
  },
  {
    type: 'course', external_id: 'ZTI-E', institution: 'ZTI', name: 'Énergie Renouvelable', major: 'Engineering', minor: 'Electrical Engineering', award: 'Master',
    campuses: ['ZTI-BNE'], description: 'Solar and wind power.', course_code: 'ER-1', duration_months: 24, duration_text: '2 years full time',
    student_type: 'International', interview_required: true, min_reference: 2, structure: 'Core units: grids.',
  },
  // PostgreSQL's text parser would split '3e4abc' into '3e4' and 'abc'; the index must not.
  { type: 'course', external_id: 'ZTI-G', institution: 'ZTI', name: '3e4abc Studio', major: 'Creative Arts and Design', minor: 'Graphic Design', award: 'Diploma', campuses: ['ZTI-BNE'] },
  { type: 'intake', course: 'ZTI-E', campus: 'ZTI-BNE', study_mode: 'Full time', start_date: '2026-01-10', annual_fee: 30000, total_fee: 60000 },
  { type: 'intake', course: 'ZTI-E', campus: 'ZTI-BNE', study_mode: 'Full time', start_date: '2026-02-15', annual_fee: 31000, total_fee: 62000, seats: 20 },
  { type: 'intake', course: 'ZTI-E', campus: 'ZTI-BNE', study_mode: 'Part time', start_date: '2026-07-20', annual_fee: 16000, total_fee: 64000 },
  { type: 'intake', course: 'ZTI-B', campus: 'ZTI-SYD', study_mode: 'Full time', start_date: '2026-07-01', annual_fee: 42000, total_fee: 126000 },
].map(record);

/** Reference data, the demo catalogue and the ZTI records (imported, so the importer keeps the index). */
export async function seedCourseFixture(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  await seedReference(db, dialect, { geo: 'sample' });
  await seedDemo(db, dialect, COURSE_DEMO);
  const report = await importRows(db, ZTI_RECORDS, { now: '2026-03-01T00:00:00.000Z' });
  if (report.rejected.length) throw new Error(`fixture rejected: ${JSON.stringify(report.rejected)}`);
}

/** Ids the tests need by name. */
export async function fixtureIds(db: Kysely<Database>) {
  const course = async (externalId: string) =>
    (await db.selectFrom('courses').select('id').where('external_id', '=', externalId).executeTakeFirstOrThrow()).id;
  const location = async (externalId: string) =>
    (await db.selectFrom('locations').select('id').where('external_id', '=', externalId).executeTakeFirstOrThrow()).id;
  const au = (await db.selectFrom('countries').select('id').where('iso2', '=', 'AU').executeTakeFirstOrThrow()).id;
  const zti = (await db.selectFrom('legal_entities').select('id').where('external_id', '=', 'ZTI').executeTakeFirstOrThrow()).id;
  return {
    au,
    zti,
    A: await course('ZTI-A'),
    B: await course('ZTI-B'),
    C: await course('ZTI-C'),
    D: await course('ZTI-D'),
    E: await course('ZTI-E'),
    G: await course('ZTI-G'),
    bne: await location('ZTI-BNE'),
    syd: await location('ZTI-SYD'),
  };
}
