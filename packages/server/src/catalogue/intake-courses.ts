import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';

/**
 * Intakes with the catalogue rows behind them (aliases i, c course, le institution, l campus,
 * ci city, co country, sm study mode): what the application wizard's courses and the favourite
 * courses are read from. Add the selection, and any further joins or filters.
 */
export const intakeCourses = (db: Kysely<Database> | Transaction<Database>) =>
  db
    .selectFrom('intakes as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .innerJoin('legal_entities as le', 'le.id', 'c.legal_id')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .innerJoin('study_modes as sm', 'sm.id', 'i.study_mode_id');
