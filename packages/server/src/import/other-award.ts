import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { AWARD_GROUPS, awardGroupId } from '../seed/reference-data.js';
import { OTHER_AWARD } from '../catalogue/other-award-names.js';

/**
 * Where an award name no level or award map knows lands (issue 25): the "Other award" level of the
 * group its words (or else the course name's) point to, or of the "Other" group when they point to
 * none. The levels are made on first use with fixed ids (group id × 10 + 9; the Other group is id 6),
 * so catalogues that never need them do not list them, and ids agree between catalogues.
 */
export const OTHER_GROUP = 'Other';
const OTHER_GROUP_ID = AWARD_GROUPS.length + 1;
export const otherAwardId = (groupId: number): number => groupId * 10 + 9;

/** First match wins: the postgraduate words before "degree", "advanced diploma" before "diploma". */
const GROUP_WORDS: ReadonlyArray<[string, RegExp]> = [
  ['Postgraduate', /\b(masters?|mba|doctor(al|ate)?|phd|postgraduate|graduate (certificate|diploma))\b/],
  ['Vocational', /\b(advanced diploma|certificate (i|ii|iii|iv|1|2|3|4)|vocational|vet|trade|apprentice(ship)?|traineeship)\b/],
  ['Undergraduate', /\b(bachelors?|undergraduate|associate degree|degree|diploma)\b/],
  ['English language', /\b(english|elicos|ielts|toefl|esl|efl|pte)\b/],
  ['School', /\b(school|secondary|foundation|year (10|11|12)|high school)\b/],
  ['Vocational', /\bcertificate\b/],
];

/** The group a name's words point to, if any. */
export function groupOfWords(text: string): string | undefined {
  const lower = text.toLowerCase();
  return GROUP_WORDS.find(([, words]) => words.test(lower))?.[0];
}

export interface OtherAward {
  id: number;
  group: string;
  /** What chose the group: the award name, the course name, or nothing. */
  by: 'award' | 'course' | null;
}

/** The Other award level for an award name on a course of that name; the level and group rows are made when missing. */
export async function otherAward(db: Kysely<Database>, award: string, course: string): Promise<OtherAward> {
  const fromAward = groupOfWords(award);
  const fromCourse = fromAward ? undefined : groupOfWords(course);
  const group = fromAward ?? fromCourse ?? OTHER_GROUP;
  const index = AWARD_GROUPS.findIndex((g) => g.group === group);
  const groupId = index >= 0 ? awardGroupId(index) : OTHER_GROUP_ID;
  const id = otherAwardId(groupId);
  if (index < 0 && !(await db.selectFrom('award_groups').select('id').where('id', '=', groupId).executeTakeFirst())) {
    await db.insertInto('award_groups').values({ id: groupId, name: OTHER_GROUP, sort_order: groupId }).execute();
  }
  if (!(await db.selectFrom('award_levels').select('id').where('id', '=', id).executeTakeFirst())) {
    await db.insertInto('award_levels').values({ id, group_id: groupId, name: OTHER_AWARD, sort_order: 9 }).execute();
  }
  return { id, group, by: fromAward ? 'award' : fromCourse ? 'course' : null };
}
