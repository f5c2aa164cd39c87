import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { refreshCourseSearch } from '../../db/search/index.js';
import { AWARD, GEO, seedInstitutionsFixture, type Fixture } from '../institutions/fixture.js';

/**
 * The institutions suite's catalogue (TODAY 2026-03-02; Harbour's Merit Award, Research Grant and the
 * closed Bursary) with its courses placed at campuses and indexed for the course search, and three
 * more scholarships:
 * - Bourse Étoile — Melbourne Institute of Technology, postgraduate, no amount, closes 2026-04-01;
 * - Kings Law Bursary — King's College London, undergraduate, 3000 GBP, long description, 2026-05-15;
 * - Melbourne Data Fellowship — Melbourne, undergraduate (Melbourne has no such course), 2026-12-01.
 */
export interface ScholarshipFixture extends Fixture {
  merit: number;
  research: number;
  closed: number;
  etoile: number;
  kingsLaw: number;
  fellowship: number;
}

export const LONG_DESCRIPTION = `${'Supports students of law who show outstanding promise and commitment to public service. '.repeat(4)}The end.`;

export async function seedScholarshipsFixture(db: Kysely<Database>): Promise<ScholarshipFixture> {
  const f = await seedInstitutionsFixture(db);
  const courseId = async (name: string) => (await db.selectFrom('courses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const kingsCampus = (await db.selectFrom('locations').select('id').where('legal_id', '=', f.kings).executeTakeFirstOrThrow()).id;
  await db
    .insertInto('course_campuses')
    .values([
      { course_id: await courseId('Bachelor of Nursing'), location_id: f.harbourSydney },
      { course_id: await courseId('Bachelor of Nursing'), location_id: f.harbourWollongong },
      { course_id: await courseId('Master of Computer Science'), location_id: f.harbourSydney },
      { course_id: await courseId('General English'), location_id: f.bondiSydney },
      { course_id: await courseId('Master of Data'), location_id: f.melbourneCampus },
      { course_id: await courseId('Bachelor of Laws'), location_id: kingsCampus },
    ])
    .execute();
  await refreshCourseSearch(db);

  const idOf = async (name: string) => (await db.selectFrom('scholarships').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const add = async (values: { legal_id: number; name: string; country_id: number; award_group_id: number | null; amount: number | null; currency: string; close_date: string; description?: string; web_address?: string }) =>
    (
      await db
        .insertInto('scholarships')
        .values({ web_address: null, open_date: '2026-01-15', created_at: '2026-01-15T00:00:00.000Z', ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const etoile = await add({ legal_id: f.melbourne, name: 'Bourse Étoile', country_id: GEO.australia, award_group_id: AWARD.postgraduate, amount: null, currency: 'AUD', close_date: '2026-04-01' });
  const kingsLaw = await add({
    legal_id: f.kings,
    name: 'Kings Law Bursary',
    country_id: GEO.unitedKingdom,
    award_group_id: AWARD.undergraduate,
    amount: 3000,
    currency: 'GBP',
    close_date: '2026-05-15',
    description: LONG_DESCRIPTION,
    web_address: 'https://kings.example/scholarships/law',
  });
  const fellowship = await add({ legal_id: f.melbourne, name: 'Melbourne Data Fellowship', country_id: GEO.australia, award_group_id: AWARD.undergraduate, amount: 12000, currency: 'AUD', close_date: '2026-12-01' });
  return {
    ...f,
    merit: await idOf('Harbour Merit Award'),
    research: await idOf('Harbour Research Grant'),
    closed: await idOf('Closed Bursary'),
    etoile,
    kingsLaw,
    fellowship,
  };
}
