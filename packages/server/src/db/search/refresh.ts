import { sql, type Kysely } from 'kysely';
import { normaliseSearchText } from '@studyatlas/core';
import type { DialectName } from '../dialect.js';
import type { Database } from '../schema/index.js';
import { dialectOf } from './dialect-of.js';
import { bumpCourseSearchVersion } from './version.js';
import { withFtsRebuild } from './sqlite-fts.js';
import { withBulkLoadCache } from '../bulk-load-cache.js';

/** Between the translated names of course_search.names_norm (never in a normalised text). */
export const NAMES_SEPARATOR = ' | ';
/** Courses read and rewritten per round (bounded memory and statement size at 200k courses). */
const CHUNK = 1_000;
/** Courses from which SQLite's text index is rebuilt once after the rows are written, not kept by its triggers. */
const FTS_REBUILD_FROM = 20_000;
/** Index rows written that warrant fresh planner statistics (PostgreSQL). */
const ANALYZE_AFTER = 1_000;
/** Rows per INSERT (15 columns; well under both databases' parameter limits). */
const INSERT_ROWS = 500;

type Db = Kysely<Database>;

/**
 * The search rows of some courses (one per course and campus), read from the catalogue: published
 * courses only (drafts and archived courses are never found; migration 0032), except for the
 * migrations before that one, which ran before courses had a status.
 */
async function readRows(db: Db, courseIds: readonly number[], publishedOnly: boolean) {
  // Before migration 0038 (the migrations that refresh with publishedOnly off) there are no translations.
  const otherNames = publishedOnly ? await translatedNames(db, courseIds) : new Map<number, string>();
  const rows = await db
    .selectFrom('courses as c')
    .innerJoin('course_campuses as cc', 'cc.course_id', 'c.id')
    .innerJoin('locations as l', 'l.id', 'cc.location_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('states as st', 'st.id', 'ci.state_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .innerJoin('award_levels as al', 'al.id', 'c.award_id')
    .innerJoin('study_areas as ma', 'ma.id', 'c.major_id')
    .leftJoin('study_areas as mi', 'mi.id', 'c.minor_id')
    .select([
      'c.id as course_id',
      'l.id as location_id',
      'c.legal_id',
      'ci.country_id',
      'ci.state_id',
      'l.city_id',
      'c.award_id',
      'al.group_id as award_group_id',
      'c.major_id',
      'c.minor_id',
      'c.name',
      'c.description',
      'ma.name as major',
      'mi.name as minor',
      'co.name as country',
      'st.name as state',
      'ci.name as city',
      'l.name as campus',
    ])
    .where('c.id', 'in', courseIds)
    .$if(publishedOnly, (qb) => qb.where('c.status', '=', 'published'))
    .execute();
  return rows.map((r) => ({
    course_id: r.course_id,
    location_id: r.location_id,
    legal_id: r.legal_id,
    country_id: r.country_id,
    state_id: r.state_id,
    city_id: r.city_id,
    award_id: r.award_id,
    award_group_id: r.award_group_id,
    major_id: r.major_id,
    minor_id: r.minor_id,
    name_norm: normaliseSearchText(r.name),
    ...(publishedOnly ? { names_norm: otherNames.get(r.course_id) ?? '' } : {}),
    area_norm: normaliseSearchText(`${r.major} ${r.minor ?? ''}`),
    desc_norm: normaliseSearchText(r.description),
    loc_norm: normaliseSearchText(`${r.country} ${r.state} ${r.city} ${r.campus}`),
  }));
}

/** NAMES_SEPARATOR-joined normalised translated names of the courses that have any (distinct, not the name itself). */
async function translatedNames(db: Db, courseIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('course_translations as t')
    .innerJoin('courses as c', 'c.id', 't.course_id')
    .select(['t.course_id', 't.name', 'c.name as own'])
    .where('t.course_id', 'in', courseIds)
    .where('t.name', 'is not', null)
    .orderBy('t.course_id')
    .orderBy('t.locale')
    .execute();
  const names = new Map<number, Set<string>>();
  for (const row of rows) {
    const name = normaliseSearchText(row.name ?? '');
    if (!name || name === normaliseSearchText(row.own)) continue;
    let set = names.get(row.course_id);
    if (!set) names.set(row.course_id, (set = new Set()));
    set.add(name);
  }
  return new Map([...names].map(([id, set]) => [id, [...set].join(NAMES_SEPARATOR)]));
}

async function rewrite(db: Db, courseIds: readonly number[], publishedOnly: boolean): Promise<number> {
  if (courseIds.length === 0) return 0;
  await db.deleteFrom('course_search').where('course_id', 'in', courseIds).execute();
  const rows = await readRows(db, courseIds, publishedOnly);
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    await db.insertInto('course_search').values(rows.slice(start, start + INSERT_ROWS)).execute();
  }
  return rows.length;
}

/**
 * Brings the course search index in step with the catalogue: for the given courses (after they,
 * their campuses or their institution changed; deleted ones drop out), or — without `courseIds` —
 * for every course (rows of vanished courses removed). Runs in the caller's transaction when given
 * one, otherwise in its own. Returns the index rows written. `beforeCourseStatus`: for the migrations
 * before 0032 (courses had no status yet, so every course is found).
 */
export async function refreshCourseSearch(
  db: Db,
  dialect: DialectName = dialectOf(db),
  courseIds?: readonly number[],
  { beforeCourseStatus = false }: { beforeCourseStatus?: boolean } = {},
): Promise<number> {
  const publishedOnly = !beforeCourseStatus;
  // The dialect parts (FTS5 rows by trigger, the generated tsvector) follow the rows on their own;
  // SQLite rebuilds its FTS index once after a large change (sqlite-fts.ts), PostgreSQL re-analyses.
  const run = async (trx: Db) => {
    let written = 0;
    if (courseIds) {
      const unique = [...new Set(courseIds)];
      for (let start = 0; start < unique.length; start += CHUNK) written += await rewrite(trx, unique.slice(start, start + CHUNK), publishedOnly);
      return written;
    }
    await trx.deleteFrom('course_search').execute();
    let after = 0;
    for (;;) {
      const ids = (await trx.selectFrom('courses').select('id').where('id', '>', after).orderBy('id').limit(CHUNK).execute()).map((r) => r.id);
      if (ids.length === 0) break;
      written += await rewrite(trx, ids, publishedOnly);
      after = ids[ids.length - 1]!;
    }
    return written;
  };
  const withUpkeep = async (trx: Db) => {
    const many = !courseIds || new Set(courseIds).size >= FTS_REBUILD_FROM;
    const written = dialect === 'sqlite' && many ? await withBulkLoadCache(trx, dialect, () => withFtsRebuild(trx, () => run(trx))) : await run(trx);
    // Cached search answers of the old index are stale from this transaction's commit on.
    await bumpCourseSearchVersion(trx, dialect);
    // Fresh statistics after a large change, or PostgreSQL's planner scans the table for every text.
    if (dialect === 'postgres' && written >= ANALYZE_AFTER) await sql`analyze course_search`.execute(trx);
    return written;
  };
  return db.isTransaction ? withUpkeep(db) : db.transaction().execute(withUpkeep);
}
