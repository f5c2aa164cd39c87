import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { normaliseSearchText } from '@studyatlas/core';
import type { DialectMigration } from './registry.js';
import { refreshCourseSearch } from '../search/refresh.js';

/**
 * normaliseSearchText now keeps the letters of every script (issue 28: a course is found by its
 * name in any of its languages, 计算机科学, कंप्यूटर विज्ञान, علوم الحاسوب; core rules/courses-search-text.ts):
 * the course_search rows whose texts it now writes differently are recomputed, and the search
 * version bumped. Only those: a text of ASCII characters only is written as before, so the
 * database picks the courses with a non-ASCII name, description, translated name, study area or
 * place, and of those this compares the normaliser before issue 28 (`before`, kept here as it was)
 * with today's; a French accent gives the same words and is left alone. At 1,000,000 courses of
 * mostly English text that is one scan of the catalogue and a refresh of the few courses in other
 * scripts. Nothing to undo: the texts are derived from the catalogue.
 */
export const searchEveryScript: DialectMigration = {
  async up(db, dialect) {
    const courseIds = new Set<number>();
    for (const id of await changedCourses(db)) courseIds.add(id);
    for (const id of await changedTranslations(db)) courseIds.add(id);
    for (const id of await coursesOfChangedStudyAreas(db)) courseIds.add(id);
    for (const id of await coursesAtChangedPlaces(db)) courseIds.add(id);
    if (courseIds.size) await refreshCourseSearch(db, dialect, [...courseIds].sort((a, b) => a - b));
  },
};

/** The search normaliser before issue 28 (migrations 0023 to 0038): [a-z0-9 ] only. */
const BEFORE_FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
export const before = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => BEFORE_FOLDS[c] ?? c)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/[a-z0-9]{101,}/g, (word) => word.slice(0, 100))
    .trim();

const changed = (text: string | null): boolean => text !== null && normaliseSearchText(text) !== before(text);

/** A text with a character outside ASCII (more bytes than characters; the same test on both databases). */
const nonAscii = (column: string): RawBuilder<SqlBool> => sql<SqlBool>`octet_length(${sql.ref(column)}) <> length(${sql.ref(column)})`;

const CHUNK = 2_000;

/** Courses whose own name or description the normaliser now writes differently (read in id order, a chunk at a time). */
async function changedCourses(db: Kysely<any>): Promise<number[]> {
  const out: number[] = [];
  for (let after = 0; ; ) {
    const rows: Array<{ id: number; name: string; description: string }> = await db
      .selectFrom('courses')
      .select(['id', 'name', 'description'])
      .where('id', '>', after)
      .where((eb) => eb.or([nonAscii('name'), nonAscii('description')]))
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return out;
    for (const row of rows) if (changed(row.name) || changed(row.description)) out.push(row.id);
    after = rows[rows.length - 1]!.id;
  }
}

/** Courses with a translated name the normaliser now writes differently (the search reads names only). */
async function changedTranslations(db: Kysely<any>): Promise<number[]> {
  const rows: Array<{ course_id: number; name: string | null }> = await db.selectFrom('course_translations').select(['course_id', 'name']).where(nonAscii('name')).execute();
  return rows.filter((r) => changed(r.name)).map((r) => r.course_id);
}

/** Courses whose major or minor study area has a name the normaliser now writes differently. */
async function coursesOfChangedStudyAreas(db: Kysely<any>): Promise<number[]> {
  const areas: Array<{ id: number; name: string }> = await db.selectFrom('study_areas').select(['id', 'name']).where(nonAscii('name')).execute();
  const ids = areas.filter((a) => changed(a.name)).map((a) => a.id);
  return inChunks(ids, async (chunk) =>
    (await db.selectFrom('courses').select('id').where((eb) => eb.or([eb('major_id', 'in', chunk), eb('minor_id', 'in', chunk)])).execute()).map((r) => r.id as number),
  );
}

/** Courses taught at a campus whose place (country, state, city, campus name) the normaliser now writes differently. */
async function coursesAtChangedPlaces(db: Kysely<any>): Promise<number[]> {
  const places: Array<{ id: number; campus: string; city: string; state: string; country: string }> = await db
    .selectFrom('locations as l')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('states as st', 'st.id', 'ci.state_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select(['l.id', 'l.name as campus', 'ci.name as city', 'st.name as state', 'co.name as country'])
    .where((eb) => eb.or([nonAscii('l.name'), nonAscii('ci.name'), nonAscii('st.name'), nonAscii('co.name')]))
    .execute();
  const ids = places.filter((p) => changed(`${p.country} ${p.state} ${p.city} ${p.campus}`)).map((p) => p.id);
  return inChunks(ids, async (chunk) =>
    (await db.selectFrom('course_campuses').select('course_id').distinct().where('location_id', 'in', chunk).execute()).map((r) => r.course_id as number),
  );
}

async function inChunks(ids: readonly number[], read: (chunk: number[]) => Promise<number[]>): Promise<number[]> {
  const out: number[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) out.push(...(await read(ids.slice(start, start + CHUNK))));
  return out;
}
