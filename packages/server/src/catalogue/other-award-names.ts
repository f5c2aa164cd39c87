import type { Kysely } from 'kysely';
import { courseLabels, format } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';

/** The name of the level an award no level knows is filed under (issue 25; see import/other-award.ts). */
export const OTHER_AWARD = 'Other award';

/** How many of an Other award level's names its filter option spells out. */
const NAMES_SHOWN = 3;

/**
 * The awards as a filter lists them, each "Other award" level named by the awards the files gave its
 * courses, most courses first ("Other award: Non AQF Award, Diploma of Arts and 2 more"): a student
 * looks for the award as the institution calls it, not for the level it was filed under.
 */
export async function withGivenAwardNames<A extends { id: number; name: string }>(db: Kysely<Database>, awards: A[]): Promise<A[]> {
  const others = awards.filter((award) => award.name === OTHER_AWARD).map((award) => award.id);
  if (others.length === 0) return awards;
  const given = await db
    .selectFrom('courses')
    .select(['award_id', 'award_name', (eb) => eb.fn.countAll<number>().as('courses')])
    .where('award_id', 'in', others)
    .where('award_name', '!=', '')
    .groupBy(['award_id', 'award_name'])
    .orderBy('courses', 'desc')
    .orderBy('award_name')
    .execute();
  return awards.map((award) => {
    const names = given.filter((row) => row.award_id === award.id).map((row) => row.award_name);
    if (names.length === 0) return award;
    const shown = names.slice(0, NAMES_SHOWN).join(', ');
    const list = names.length > NAMES_SHOWN ? format(courseLabels.moreAwardNames, { names: shown, count: names.length - NAMES_SHOWN }) : shown;
    return { ...award, name: format(courseLabels.otherAwardNamed, { award: award.name, names: list }) };
  });
}
