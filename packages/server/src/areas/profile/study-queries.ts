import type { Insertable, Kysely, Transaction } from 'kysely';
import type { StudyPreferenceCategory } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import type { MemberStudyPreferencesTable } from '../../db/schema/friends.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

const CATEGORY_ORDER: Readonly<Record<StudyPreferenceCategory, number>> = { SD: 0, SA: 1, SM: 2, AL: 3 };

/** A member's study preferences with their names, by category (SD, SA, SM, AL) then choice order. */
export async function listStudyPreferences(db: Db, clientId: number, category?: StudyPreferenceCategory): Promise<profile.StudyPreference[]> {
  let query = db
    .selectFrom('member_study_preferences as p')
    .leftJoin('countries as co', (join) => join.onRef('co.id', '=', 'p.reference_id').on('p.category', '=', 'SD'))
    .leftJoin('cities as ci', 'ci.id', 'p.city_id')
    .leftJoin('study_areas as sa', (join) => join.onRef('sa.id', '=', 'p.reference_id').on('p.category', 'in', ['SA', 'SM']))
    .leftJoin('study_areas as mj', (join) => join.onRef('mj.id', '=', 'sa.parent_id').on('p.category', '=', 'SM'))
    .leftJoin('award_levels as al', (join) => join.onRef('al.id', '=', 'p.reference_id').on('p.category', '=', 'AL'))
    .leftJoin('award_groups as ag', 'ag.id', 'p.award_group_id')
    .where('p.client_id', '=', clientId)
    .select([
      'p.id',
      'p.category',
      'p.reference_id',
      'p.value',
      'p.status',
      'p.choice_order',
      'p.preferred',
      'p.city_id',
      'p.award_group_id',
      'co.name as country_name',
      'ci.name as city_name',
      'sa.name as area_name',
      'mj.id as major_id',
      'mj.name as major_name',
      'al.name as level_name',
      'ag.name as group_name',
    ]);
  if (category) query = query.where('p.category', '=', category);
  const rows = await query.orderBy('p.choice_order').orderBy('p.id').execute();
  return rows
    .map((row) => ({
      id: num(row.id),
      category: row.category,
      referenceFk: num(row.reference_id),
      name: row.country_name ?? row.area_name ?? row.level_name ?? '',
      value: row.value,
      status: row.status,
      choiceOrder: num(row.choice_order),
      preferred: num(row.preferred) === 1,
      cityFk: numOrNull(row.city_id) ?? 0,
      cityName: row.city_name ?? '',
      awardGroupFk: numOrNull(row.award_group_id) ?? 0,
      awardGroupName: row.group_name ?? '',
      majorFk: numOrNull(row.major_id) ?? 0,
      majorName: row.major_name ?? '',
    }))
    .sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category]);
}

/** Replaces a member's study preferences with `rows` (one transaction: never half a list). */
export async function replaceStudyPreferences(db: Kysely<Database>, clientId: number, rows: Insertable<MemberStudyPreferencesTable>[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('member_study_preferences').where('client_id', '=', clientId).execute();
    // One row at a time: SQLite has no DEFAULT in a multi-row insert, and the lists are short.
    for (const row of rows) await trx.insertInto('member_study_preferences').values(row).execute();
  });
}

/** The country of the member's preferred destination, null when none. */
export async function preferredDestinationId(db: Db, clientId: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_study_preferences')
    .select('reference_id')
    .where('client_id', '=', clientId)
    .where('category', '=', 'SD')
    .where('preferred', '=', 1)
    .executeTakeFirst();
  return row ? num(row.reference_id) : null;
}

/**
 * Makes a country the preferred destination (ChangeDestinationSave, member §4 "only one may be
 * preferred"): its SD row without a city (or its first with one) becomes the preferred one, added at
 * the end of the list when the member has none for that country.
 */
export async function preferDestinationCountry(db: Kysely<Database>, clientId: number, countryId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('member_study_preferences')
      .select(['id', 'reference_id', 'city_id', 'choice_order'])
      .where('client_id', '=', clientId)
      .where('category', '=', 'SD')
      .execute();
    await trx.updateTable('member_study_preferences').set({ preferred: 0 }).where('client_id', '=', clientId).where('category', '=', 'SD').execute();
    const ofCountry = rows.filter((row) => num(row.reference_id) === countryId).sort((a, b) => (a.city_id === null ? -1 : 0) - (b.city_id === null ? -1 : 0));
    if (ofCountry[0]) {
      await trx.updateTable('member_study_preferences').set({ preferred: 1 }).where('id', '=', ofCountry[0].id).execute();
      return;
    }
    const last = Math.max(0, ...rows.map((row) => num(row.choice_order)));
    await trx
      .insertInto('member_study_preferences')
      .values({ client_id: clientId, category: 'SD', reference_id: countryId, city_id: null, preferred: 1, status: 'A', choice_order: last + 1 })
      .execute();
  });
}

// ---- choice lists -----------------------------------------------------------------------------

export const listCountries = async (db: Db) =>
  (await db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute()).map((r) => ({ id: num(r.id), name: r.name }));

/** Cities of a country where the catalogue has a campus, and `extra` (cities the member chose there). */
export async function listDestinationCities(db: Db, countryId: number, extra: readonly number[] = []) {
  const rows = await db
    .selectFrom('cities as ci')
    .select(['ci.id', 'ci.name', 'ci.state_id', 'ci.country_id'])
    .where('ci.country_id', '=', countryId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('locations as l')
            .innerJoin('course_campuses as cc', 'cc.location_id', 'l.id')
            .select('l.id')
            .whereRef('l.city_id', '=', 'ci.id'),
        ),
        ...(extra.length > 0 ? [eb('ci.id', 'in', [...extra])] : []),
      ]),
    )
    .orderBy('ci.name')
    .orderBy('ci.id')
    .execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name, stateFk: num(r.state_id), countryFk: num(r.country_id) }));
}

export async function listStudyAreas(db: Db) {
  const rows = await db.selectFrom('study_areas').select(['id', 'parent_id', 'name']).orderBy('name').orderBy('id').execute();
  return {
    majors: rows.filter((r) => r.parent_id === null).map((r) => ({ id: num(r.id), name: r.name })),
    minors: rows.filter((r) => r.parent_id !== null).map((r) => ({ id: num(r.id), name: r.name, parentFk: num(r.parent_id) })),
  };
}

export async function listAwards(db: Db) {
  const [groups, levels] = await Promise.all([
    db.selectFrom('award_groups').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('award_levels as l')
      .innerJoin('award_groups as g', 'g.id', 'l.group_id')
      .select(['l.id', 'l.name', 'l.group_id'])
      .orderBy('g.sort_order')
      .orderBy('l.sort_order')
      .orderBy('l.id')
      .execute(),
  ]);
  return {
    awardGroups: groups.map((g) => ({ id: num(g.id), name: g.name })),
    awardLevels: levels.map((l) => ({ id: num(l.id), name: l.name, groupFk: num(l.group_id) })),
  };
}

// ---- reference checks (a bad id is a 400, never a foreign-key 500) ------------------------------

const idsOf = (ids: Iterable<number>) => [...new Set(ids)];

export async function existingCountries(db: Db, ids: Iterable<number>): Promise<Set<number>> {
  const list = idsOf(ids);
  if (list.length === 0) return new Set();
  return new Set((await db.selectFrom('countries').select('id').where('id', 'in', list).execute()).map((r) => num(r.id)));
}

/** city id → its country. */
export async function cityCountries(db: Db, ids: Iterable<number>): Promise<Map<number, number>> {
  const list = idsOf(ids);
  if (list.length === 0) return new Map();
  const rows = await db.selectFrom('cities').select(['id', 'country_id']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [num(r.id), num(r.country_id)]));
}

/** study area id → its major (null for a major itself). */
export async function studyAreaParents(db: Db, ids: Iterable<number>): Promise<Map<number, number | null>> {
  const list = idsOf(ids);
  if (list.length === 0) return new Map();
  const rows = await db.selectFrom('study_areas').select(['id', 'parent_id']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [num(r.id), numOrNull(r.parent_id)]));
}

/** award level id → its group. */
export async function awardLevelGroups(db: Db, ids: Iterable<number>): Promise<Map<number, number>> {
  const list = idsOf(ids);
  if (list.length === 0) return new Map();
  const rows = await db.selectFrom('award_levels').select(['id', 'group_id']).where('id', 'in', list).execute();
  return new Map(rows.map((r) => [num(r.id), num(r.group_id)]));
}
