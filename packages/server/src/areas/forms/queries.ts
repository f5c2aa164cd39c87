import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

type Db = Kysely<Database>;

export { listFormCategories, listFormsOf } from '../../catalogue/forms.js';

/**
 * Countries (id, name) of institution campuses: those of institution `legalId` when given (whether
 * or not it has forms: a partner page presets its country), otherwise of every institution with forms.
 */
export function listCountries(db: Db, filter: { countryId: number | null; legalId: number | null }) {
  let query = db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select(['co.id as id', 'co.name as name'])
    .distinct()
    .where('le.kind', '=', 'I');
  if (filter.legalId) query = query.where('le.id', '=', filter.legalId);
  else query = query.where(({ exists, selectFrom }) => exists(selectFrom('forms as f').select('f.id').whereRef('f.legal_id', '=', 'le.id').where('f.status', '=', 'published')));
  if (filter.countryId) query = query.where('co.id', '=', filter.countryId);
  return query.execute();
}

/** Institutions with a campus in the country that have forms. */
export const listInstitutes = (db: Db, countryId: number) =>
  db
    .selectFrom('legal_entities as le')
    .select(['le.id as legalFk', 'le.name as name'])
    .where('le.kind', '=', 'I')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('locations as l')
          .innerJoin('cities as ci', 'ci.id', 'l.city_id')
          .select('l.id')
          .whereRef('l.legal_id', '=', 'le.id')
          .where('ci.country_id', '=', countryId),
      ),
    )
    .where(({ exists, selectFrom }) => exists(selectFrom('forms as f').select('f.id').whereRef('f.legal_id', '=', 'le.id').where('f.status', '=', 'published')))
    .execute();

/** An institution, and whether it has a campus in the country (when one is given). */
export async function findInstitution(db: Db, legalId: number, countryId: number | null) {
  const entity = await db.selectFrom('legal_entities').select(['id', 'name']).where('id', '=', legalId).where('kind', '=', 'I').executeTakeFirst();
  if (!entity) return null;
  if (!countryId) return { ...entity, inCountry: true };
  const campus = await db
    .selectFrom('locations as l')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .select('l.id')
    .where('l.legal_id', '=', legalId)
    .where('ci.country_id', '=', countryId)
    .limit(1)
    .executeTakeFirst();
  return { ...entity, inCountry: campus !== undefined };
}

/** Forms per category over every institution. */
export const countFormsByCategory = (db: Db) =>
  db
    .selectFrom('forms')
    .where('status', '=', 'published')
    .select(['category_id as categoryFk', (eb) => eb.fn.countAll().as('count')])
    .groupBy('category_id')
    .execute();
