import type { Kysely, Transaction } from 'kysely';
import type { profile } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A record as its table holds it: the service adds its documents (record-documents.ts). */
export type WithoutDocuments<T> = Omit<T, 'documents'>;

const named = (rows: ReadonlyArray<{ id: number | string; name: string }>) => rows.map((r) => ({ id: num(r.id), name: r.name }));

/** Countries by name. */
export const listCountries = async (db: Db) => named(await db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute());

/** Qualification levels, languages or English tests in their order. */
export const listOrdered = async (db: Db, table: 'qualification_levels' | 'languages' | 'english_tests') =>
  named(await db.selectFrom(table).select(['id', 'name']).orderBy('sort_order').execute());

/** Whether a reference row exists. */
export async function exists(db: Db, table: 'countries' | 'qualification_levels' | 'languages' | 'english_tests', id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Catalogue institutions with a campus in the country, by name. */
export async function listInstitutions(db: Db, countryId: number) {
  const rows = await db
    .selectFrom('legal_entities as le')
    .innerJoin('locations as l', 'l.legal_id', 'le.id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .where('le.kind', '=', 'I')
    .where('ci.country_id', '=', countryId)
    .select(['le.id', 'le.name'])
    .distinct()
    .orderBy('le.name')
    .orderBy('le.id')
    .execute();
  return named(rows);
}

/** The institution's name when it is a catalogue institution with a campus in the country. */
export async function institutionIn(db: Db, legalId: number, countryId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('legal_entities as le')
    .innerJoin('locations as l', 'l.legal_id', 'le.id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .where('le.kind', '=', 'I')
    .where('le.id', '=', legalId)
    .where('ci.country_id', '=', countryId)
    .select('le.name')
    .executeTakeFirst();
  return row?.name;
}

/** Which of a country → state → city choice is unknown or does not belong to the one above ([] when all fit). */
export async function badPlaceParts(db: Db, countryId: number, stateId: number, cityId: number): Promise<Array<'country' | 'state' | 'city'>> {
  const [country, state, city] = await Promise.all([
    db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst(),
    db.selectFrom('states').select(['id', 'country_id']).where('id', '=', stateId).executeTakeFirst(),
    db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', cityId).executeTakeFirst(),
  ]);
  const bad: Array<'country' | 'state' | 'city'> = [];
  if (!country) bad.push('country');
  if (!state || num(state.country_id) !== countryId) bad.push('state');
  if (!city || num(city.state_id) !== stateId) bad.push('city');
  return bad;
}

// Qualifications

/** The member's qualifications (one when `id` is given), latest start first. */
export async function listQualifications(db: Db, clientId: number, id?: number): Promise<WithoutDocuments<profile.QualificationRow>[]> {
  let q = db
    .selectFrom('member_education as e')
    .leftJoin('countries as co', 'co.id', 'e.country_id')
    .leftJoin('qualification_levels as ql', 'ql.id', 'e.level_id')
    .leftJoin('languages as la', 'la.id', 'e.language_id')
    .where('e.client_id', '=', clientId)
    .select([
      'e.id',
      'e.country_id',
      'co.name as country',
      'e.qualification',
      'e.level_id',
      'ql.name as level',
      'e.legal_id',
      'e.institution_name',
      'e.language_id',
      'la.name as language',
      'e.date_from',
      'e.date_to',
      'e.estimated_completion',
      'e.awarding_body',
      'e.highest',
      'e.subject_grade_date',
    ]);
  if (id !== undefined) q = q.where('e.id', '=', id);
  const rows = await q.orderBy('e.date_from', 'desc').orderBy('e.id', 'desc').execute();
  return rows.map((r) => ({
    id: num(r.id),
    countryId: num(r.country_id ?? 0),
    country: r.country ?? '',
    qualification: r.qualification,
    levelId: num(r.level_id ?? 0),
    level: r.level ?? '',
    institutionId: num(r.legal_id ?? 0),
    institution: r.institution_name,
    languageId: num(r.language_id ?? 0),
    language: r.language ?? '',
    dateFrom: r.date_from ?? '',
    dateTo: r.date_to ?? '',
    currentlyStudying: r.date_to === null,
    estimatedCompletion: r.estimated_completion ?? '',
    awardingBody: r.awarding_body,
    highest: num(r.highest) === 1,
    subjectGradeDate: r.subject_grade_date,
  }));
}

export interface QualificationWrite {
  country_id: number;
  legal_id: number | null;
  institution_name: string;
  qualification: string;
  level_id: number;
  language_id: number;
  date_from: string;
  date_to: string | null;
  estimated_completion: string | null;
  awarding_body: string;
  highest: number;
  subject_grade_date: string;
}

/** Adds a qualification; its id. */
export async function insertQualification(db: Db, clientId: number, values: QualificationWrite, at: string): Promise<number> {
  const row = await db.insertInto('member_education').values({ ...values, client_id: clientId, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

/** Updates the member's qualification; false when it is not theirs. */
export async function updateQualification(db: Db, clientId: number, id: number, values: QualificationWrite, at: string): Promise<boolean> {
  const result = await db.updateTable('member_education').set({ ...values, updated_at: at }).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The highest flag is one qualification's: clears it on the member's others. */
export async function clearOtherHighest(db: Db, clientId: number, keepId: number): Promise<void> {
  await db.updateTable('member_education').set({ highest: 0 }).where('client_id', '=', clientId).where('id', '<>', keepId).execute();
}

/** Deletes the member's row of `table`; false when it is not theirs. */
export async function deleteOwned(db: Db, table: 'member_education' | 'member_english_tests' | 'member_employment', clientId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// English and other tests

/** The modules of an English test in their order, with the scores of `englishId` when given. */
export async function listModules(db: Db, testId: number, englishId = 0): Promise<profile.EnglishModuleRow[]> {
  const rows = await db
    .selectFrom('english_test_modules as m')
    .leftJoin('member_english_scores as s', (join) => join.onRef('s.module_id', '=', 'm.id').on('s.english_id', '=', englishId))
    .where('m.test_id', '=', testId)
    .select(['m.id', 'm.name', 'm.score_type', 'm.score_range', 'm.multiplier', 's.score_value'])
    .orderBy('m.sort_order')
    .execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name, scoreType: r.score_type, range: r.score_range, multiplier: Number(r.multiplier), scoreValue: r.score_value ?? '' }));
}

const testColumns = [
  't.id',
  't.test_id',
  't.test_name',
  'et.name as english_name',
  't.test_date',
  't.report_no',
  't.award_by',
  't.award_name',
  't.score_text',
  'co.id as country_id',
  'co.name as country',
  'st.id as state_id',
  'st.name as state',
  'ci.id as city_id',
  'ci.name as city',
] as const;

async function listTests(db: Db, clientId: number, kind: 'E' | 'O', id?: number) {
  let q = db
    .selectFrom('member_english_tests as t')
    .leftJoin('english_tests as et', 'et.id', 't.test_id')
    .innerJoin('countries as co', 'co.id', 't.country_id')
    .innerJoin('states as st', 'st.id', 't.state_id')
    .innerJoin('cities as ci', 'ci.id', 't.city_id')
    .where('t.client_id', '=', clientId)
    .where('t.kind', '=', kind)
    .select(testColumns);
  if (id !== undefined) q = q.where('t.id', '=', id);
  const rows = await q.orderBy('t.test_date', 'desc').orderBy('t.id', 'desc').execute();
  return rows.map((r) => ({
    id: num(r.id),
    testId: num(r.test_id ?? 0),
    testName: kind === 'E' ? (r.english_name ?? '') : r.test_name,
    testDate: r.test_date,
    reportNo: r.report_no,
    awardBy: r.award_by,
    awardName: r.award_name,
    scoreValue: r.score_text,
    countryId: num(r.country_id),
    country: r.country,
    stateId: num(r.state_id),
    state: r.state,
    cityId: num(r.city_id),
    city: r.city,
  }));
}

/** The member's English tests (one when `id` is given) with their score grids. */
export async function listEnglishTests(db: Db, clientId: number, id?: number): Promise<WithoutDocuments<profile.EnglishTestRow>[]> {
  const tests = await listTests(db, clientId, 'E', id);
  return Promise.all(
    tests.map(async ({ awardBy: _b, awardName: _n, scoreValue: _s, ...test }) => ({ ...test, scores: (await listModules(db, test.testId, test.id)).filter((m) => m.scoreValue !== '') })),
  );
}

/** The member's other tests (one when `id` is given). */
export async function listOtherTests(db: Db, clientId: number, id?: number): Promise<WithoutDocuments<profile.OtherTestRow>[]> {
  return (await listTests(db, clientId, 'O', id)).map(({ testId: _t, ...test }) => test);
}

export interface TestWrite {
  kind: 'E' | 'O';
  test_id: number | null;
  test_name: string;
  test_date: string;
  report_no: string;
  award_by: string;
  award_name: string;
  score_text: string;
  country_id: number;
  state_id: number;
  city_id: number;
}

/**
 * Adds (id 0) or updates the member's test and replaces its scores; the id, or 0 when `id` is not
 * theirs. `then` runs in the same transaction with the saved id (a document to attach): when it
 * throws, nothing is saved.
 */
export async function saveTest(
  db: Kysely<Database>,
  clientId: number,
  id: number,
  values: TestWrite,
  scores: ReadonlyArray<{ moduleId: number; value: string }>,
  at: string,
  then: (trx: Transaction<Database>, testId: number) => Promise<unknown> = async () => undefined,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let testId = id;
    if (id === 0) {
      testId = num((await trx.insertInto('member_english_tests').values({ ...values, client_id: clientId, status: 'A', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    } else {
      const result = await trx.updateTable('member_english_tests').set({ ...values, updated_at: at }).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return 0;
      await trx.deleteFrom('member_english_scores').where('english_id', '=', id).execute();
    }
    if (scores.length > 0) {
      await trx.insertInto('member_english_scores').values(scores.map((s) => ({ english_id: testId, module_id: s.moduleId, score_value: s.value }))).execute();
    }
    await then(trx, testId);
    return testId;
  });
}

/** The kind of the member's test, or undefined when it is not theirs. */
export async function testKind(db: Db, clientId: number, id: number): Promise<'E' | 'O' | undefined> {
  return (await db.selectFrom('member_english_tests').select('kind').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst())?.kind;
}
