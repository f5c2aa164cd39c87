import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { MemberStudyPreferencesTable } from '../../db/schema/friends.js';
import { AWARD_GROUPS, awardGroupId, awardLevelId, majorId, minorId, STUDY_AREAS } from '../reference-data.js';

/** The demo student's study preferences: Sydney, Australia (preferred) and the United Kingdom; computing; data science; a master. */
const DESTINATIONS = [
  { iso2: 'AU', city: 'Sydney' },
  { iso2: 'GB', city: null },
] as const;
const COMPUTING = 4; // STUDY_AREAS index: Computing and Information Technology
const DATA_SCIENCE = 2; // its minor: Data Science
const POSTGRADUATE = 4; // AWARD_GROUPS index
const MASTER = 2; // its level: Master

/**
 * Gives the demo student (`email`) a complete, fixed set of study preferences in place of the
 * generated ones — two destinations (one preferred), a study area, a major-minor and an award
 * level — when its profile was created by this seeding (`updated_at` = `createdAt`) and its
 * preferences are still the generated ones (no entry has a value: the form and this seed set
 * one), so a student's own choices are never overwritten. Returns whether it wrote them.
 */
export async function seedDemoStudyPreferences(db: Kysely<Database>, email: string, createdAt: string): Promise<boolean> {
  const member = await db
    .selectFrom('clients as c')
    .innerJoin('member_profiles as p', 'p.client_id', 'c.id')
    .select(['c.id', 'p.updated_at'])
    .where('c.email', '=', email)
    .executeTakeFirst();
  if (!member || member.updated_at !== createdAt) return false;
  const clientId = Number(member.id);
  const edited = await db.selectFrom('member_study_preferences').select('id').where('client_id', '=', clientId).where('value', '<>', '').executeTakeFirst();
  if (edited) return false;

  const countries = await db.selectFrom('countries').select(['id', 'iso2', 'name']).where('iso2', 'in', DESTINATIONS.map((d) => d.iso2)).execute();
  if (countries.length < DESTINATIONS.length) return false; // no geography seeded
  const rows: Insertable<MemberStudyPreferencesTable>[] = [];
  for (const [order, destination] of DESTINATIONS.entries()) {
    const country = countries.find((c) => c.iso2 === destination.iso2)!;
    const city = destination.city
      ? await db.selectFrom('cities').select('id').where('country_id', '=', country.id).where('name', '=', destination.city).orderBy('id').executeTakeFirst()
      : undefined;
    rows.push(row(clientId, 'SD', Number(country.id), order + 1, country.name, { city_id: city ? Number(city.id) : null, preferred: order === 0 ? 1 : 0 }));
  }
  rows.push(row(clientId, 'SA', majorId(COMPUTING), 1, STUDY_AREAS[COMPUTING]!.major));
  rows.push(row(clientId, 'SM', minorId(COMPUTING, DATA_SCIENCE), 1, STUDY_AREAS[COMPUTING]!.minors[DATA_SCIENCE]!));
  rows.push(row(clientId, 'AL', awardLevelId(POSTGRADUATE, MASTER), 1, AWARD_GROUPS[POSTGRADUATE]!.levels[MASTER]!, { award_group_id: awardGroupId(POSTGRADUATE) }));

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_study_preferences').where('client_id', '=', clientId).execute();
    for (const values of rows) await trx.insertInto('member_study_preferences').values(values).execute();
  });
  return true;
}

const row = (
  clientId: number,
  category: MemberStudyPreferencesTable['category'],
  referenceId: number,
  order: number,
  value: string,
  extra: Partial<Insertable<MemberStudyPreferencesTable>> = {},
): Insertable<MemberStudyPreferencesTable> => ({
  client_id: clientId,
  category,
  reference_id: referenceId,
  city_id: null,
  award_group_id: null,
  value,
  preferred: 0,
  status: 'A',
  choice_order: order,
  ...extra,
});
