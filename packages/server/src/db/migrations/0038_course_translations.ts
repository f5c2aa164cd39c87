import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { createFtsTriggers, FTS_COLUMNS, FTS_COLUMNS_0004 } from '../search/sqlite-fts.js';
import { TSV_0004 } from './0004_course_search.js';

/**
 * A course's name and description in other languages (issue 28, "Data in several languages"):
 *
 * - `course_translations`: one row per course and locale (one of core's TRANSLATION_LOCALES: every
 *   locale but the source, English), with a name, a description or both (null: not translated).
 *   Read by course (the primary key leads with it); removed with its course.
 * - `course_search.names_norm`: the course's translated names, normalised, separated by " | " (''
 *   without translations, as almost every course is): found as the name is, by the in-memory index
 *   and by both databases' text search. SQLite's FTS5 table and PostgreSQL's tsvector take the new
 *   column (remade: FTS5 cannot add a column; a generated column cannot change its expression).
 */
const TSV = "array_to_tsvector(array_remove(array_remove(string_to_array(name_norm || ' ' || names_norm || ' ' || area_norm || ' ' || desc_norm, ' '), ''), '|'))";

const ftsTable = (columns: readonly string[]) => sql`
  create virtual table course_search_fts using fts5(
    ${sql.raw(columns.join(', '))},
    content = 'course_search', content_rowid = 'id', tokenize = 'unicode61', prefix = '2 3'
  )`;

async function dropFts(db: Parameters<DialectMigration['up']>[0]): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.id(`course_search_fts_${trigger}`)}`.execute(db);
  await sql`drop table if exists course_search_fts`.execute(db);
}

export const courseTranslations: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('course_translations')
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('description', 'text')
      .addPrimaryKeyConstraint('course_translations_pk', ['course_id', 'locale'])
      .execute();
    await db.schema.alterTable('course_search').addColumn('names_norm', 'text', (c) => c.notNull().defaultTo('')).execute();
    if (dialect === 'postgres') {
      await sql`drop index if exists course_search_tsv`.execute(db);
      await sql`alter table course_search drop column tsv`.execute(db);
      await sql`alter table course_search add column tsv tsvector generated always as (${sql.raw(TSV)}) stored`.execute(db);
      await sql`create index course_search_tsv on course_search using gin (tsv)`.execute(db);
    } else {
      await dropFts(db);
      await ftsTable(FTS_COLUMNS).execute(db);
      await sql`insert into course_search_fts (course_search_fts) values ('rebuild')`.execute(db);
      await createFtsTriggers(db, FTS_COLUMNS, { update: true });
    }
  },
  async down(db, dialect) {
    if (dialect === 'postgres') {
      await sql`drop index if exists course_search_tsv`.execute(db);
      await sql`alter table course_search drop column tsv`.execute(db);
      await sql`alter table course_search add column tsv tsvector generated always as (${sql.raw(TSV_0004)}) stored`.execute(db);
      await sql`create index course_search_tsv on course_search using gin (tsv)`.execute(db);
      await sql`alter table course_search drop column names_norm`.execute(db);
    } else {
      await dropFts(db);
      await sql`alter table course_search drop column names_norm`.execute(db);
      await ftsTable(FTS_COLUMNS_0004).execute(db);
      await sql`insert into course_search_fts (course_search_fts) values ('rebuild')`.execute(db);
      await createFtsTriggers(db, FTS_COLUMNS_0004, { update: true });
    }
    await db.schema.dropTable('course_translations').ifExists().execute();
  },
};
