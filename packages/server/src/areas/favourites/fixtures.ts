import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { DialectName } from '../../db/dialect.js';
import { seedReference } from '../../seed/reference.js';

const NOW = '2026-01-15T00:00:00.000Z';
/** Sydney in the sample geography. */
const SYDNEY = 7408;

/** One of each favourite target: an institution with two campuses, an agent, an intake, an event, a scholarship. */
export interface FavouriteCatalogue {
  institutionId: number;
  agentId: number;
  campusId: number;
  courseId: number;
  intakeId: number;
  eventId: number;
  scholarshipId: number;
  city: string;
  country: string;
  countryId: number;
  studyMode: string;
}

/** The sample reference data and a minimal catalogue for the favourites suites. */
export async function seedFavouriteCatalogue(db: Kysely<Database>, dialect: DialectName): Promise<FavouriteCatalogue> {
  await seedReference(db, dialect, { geo: 'sample' });
  const city = await db
    .selectFrom('cities as ci')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select(['ci.name as city', 'co.name as country', 'co.id as countryId'])
    .where('ci.id', '=', SYDNEY)
    .executeTakeFirstOrThrow();
  const studyMode = await db.selectFrom('study_modes').select(['id', 'name']).where('id', '=', 1).executeTakeFirstOrThrow();
  const legal = (kind: 'I' | 'A', name: string, logo: string | null) =>
    db
      .insertInto('legal_entities')
      .values({ kind, name, logo_path: logo, external_id: null, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: institutionId } = await legal('I', 'Harbour University', '/logos/harbour.png');
  const { id: agentId } = await legal('A', 'Bridge Study Agents', null);
  const location = (name: string, headOffice: number) =>
    db
      .insertInto('locations')
      .values({ legal_id: institutionId, name, city_id: SYDNEY, latitude: -33.87, longitude: 151.21, is_head_office: headOffice })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: campusId } = await location('City Campus', 0);
  await location('Head Office', 1);
  const { id: courseId } = await db
    .insertInto('courses')
    .values({ legal_id: institutionId, name: 'Bachelor of Nursing', major_id: 9, minor_id: 901, award_id: 43, created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: intakeId } = await db
    .insertInto('intakes')
    .values({ course_id: courseId, location_id: campusId, study_mode_id: studyMode.id, start_date: '2026-07-20', seats: 40, annual_fee: 32500.5, total_fee: 97501.5, currency: 'AUD' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: eventId } = await db
    .insertInto('events')
    .values({ legal_id: institutionId, location_id: campusId, city_id: SYDNEY, name: 'Open Day', date_from: '2026-05-02', date_to: '2026-05-03', reg_url: null, web_site: null, created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: scholarshipId } = await db
    .insertInto('scholarships')
    .values({ legal_id: institutionId, name: 'Merit Award', amount: 5000, currency: 'AUD', country_id: city.countryId, award_group_id: null, web_address: null, open_date: '2026-01-01', close_date: '2026-09-30', created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { institutionId, agentId, campusId, courseId, intakeId, eventId, scholarshipId, ...city, studyMode: studyMode.name };
}
