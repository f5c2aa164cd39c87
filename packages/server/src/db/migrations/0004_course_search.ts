import { sql, type Kysely } from 'kysely';
import { refreshCourseSearch } from '../search/refresh.js';
import { createFtsTriggers, FTS_COLUMNS_0004 } from '../search/sqlite-fts.js';
import type { DialectMigration } from './registry.js';

/**
 * PostgreSQL's words of a row: the normalised texts split at spaces, taken as they are
 * (array_to_tsvector runs no parser, so '1e5x' stays one word as in SQLite's FTS5; no positions,
 * which keeps the vector small).
 */
export const TSV_0004 = "array_to_tsvector(array_remove(string_to_array(name_norm || ' ' || area_norm || ' ' || desc_norm, ' '), ''))";

/** Filter columns of course_search that get their own index (country and level group lead). */
const INDEXES: ReadonlyArray<readonly string[]> = [
  ['country_id', 'award_group_id', 'name_norm'],
  ['country_id', 'name_norm'],
  ['country_id', 'loc_norm', 'name_norm'],
  ['legal_id'],
  ['location_id'],
  ['state_id'],
  ['city_id'],
  ['major_id'],
  ['minor_id'],
  ['award_id'],
];

/**
 * The course search index (see db/schema/search.ts and db/search/). Texts are normalised in JS to
 * [a-z0-9 ], so SQLite's FTS5 (unicode61) and PostgreSQL's tsvector see identical words;
 * the sort keys use binary order on both ("C" collation in PostgreSQL).
 */
export const courseSearch: DialectMigration = {
  async up(db, dialect) {
    const pg = dialect === 'postgres';
    const sortText = pg ? sql.raw('text collate "C" not null') : sql.raw('text not null');
    await sql`
      create table course_search (
        id ${sql.raw(pg ? 'serial primary key' : 'integer primary key autoincrement')},
        course_id integer not null references courses(id) on delete cascade,
        location_id integer not null references locations(id) on delete cascade,
        legal_id integer not null,
        country_id integer not null,
        state_id integer not null,
        city_id integer not null,
        award_id integer not null,
        award_group_id integer not null,
        major_id integer not null,
        minor_id integer,
        name_norm ${sortText},
        area_norm text not null,
        desc_norm text not null,
        loc_norm ${sortText},
        ${sql.raw(pg ? `tsv tsvector generated always as (${TSV_0004}) stored,` : '')}
        constraint course_search_course_location unique (course_id, location_id)
      )`.execute(db);
    for (const columns of INDEXES) {
      await db.schema.createIndex(`course_search_${columns.join('_')}`).on('course_search').columns([...columns]).execute();
    }
    if (pg) {
      await sql`create index course_search_tsv on course_search using gin (tsv)`.execute(db);
    } else {
      await createFts(db);
    }
    // A catalogue that exists already gets its index now. (The index is derived data: a later
    // migration that changes course_search rebuilds it the same way.)
    await refreshCourseSearch(db, dialect, undefined, { beforeCourseStatus: true });
  },
};

/** SQLite: the FTS5 index over the three texts, kept in step with course_search by triggers. */
async function createFts(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table course_search_fts using fts5(
      name_norm, area_norm, desc_norm,
      content = 'course_search', content_rowid = 'id', tokenize = 'unicode61', prefix = '2 3'
    )`.execute(db);
  await createFtsTriggers(db, FTS_COLUMNS_0004, { update: true });
}
