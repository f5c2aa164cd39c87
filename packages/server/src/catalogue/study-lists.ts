import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { withGivenAwardNames } from './other-award-names.js';

/** The study areas (majors, minors), award groups, awards and study modes, as the search filters list them. */
export async function studyLists(db: Kysely<Database>) {
  const areas = await db.selectFrom('study_areas').select(['id', 'name', 'parent_id']).orderBy('name').orderBy('id').execute();
  const awardGroups = await db.selectFrom('award_groups').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
  const awards = await db.selectFrom('award_levels').select(['id', 'name', 'group_id as groupId']).orderBy('group_id').orderBy('sort_order').orderBy('id').execute();
  const studyModes = await db.selectFrom('study_modes').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
  return {
    majors: areas.filter((a) => a.parent_id === null).map(({ id, name }) => ({ id, name })),
    minors: areas.filter((a) => a.parent_id !== null).map(({ id, name, parent_id }) => ({ id, name, parentFk: parent_id! })),
    awardGroups,
    awards: await withGivenAwardNames(db, awards),
    studyModes,
  };
}
