import { sql, type Kysely } from 'kysely';

/**
 * SQLite's text index of course_search (FTS5, external content) is kept row by row by two triggers
 * (created by migration 0004). Writing many rows is far cheaper without them and one rebuild of the
 * text index after: at 100,000 courses 20 s instead of 106 s (docs/performance.md, "Import at scale").
 */
/** The texts of course_search the FTS5 table holds, as migration 0004 made it and as 0038 (other languages' names) remade it. */
export const FTS_COLUMNS_0004 = ['name_norm', 'area_norm', 'desc_norm'] as const;
export const FTS_COLUMNS = ['name_norm', 'names_norm', 'area_norm', 'desc_norm'] as const;

const triggers = (columns: readonly string[]) => {
  const list = sql.raw(columns.join(', '));
  const of = (row: 'new' | 'old') => sql.raw(columns.map((c) => `${row}.${c}`).join(', '));
  return {
    insert: sql`
      create trigger course_search_fts_insert after insert on course_search begin
        insert into course_search_fts (rowid, ${list}) values (new.id, ${of('new')});
      end`,
    delete: sql`
      create trigger course_search_fts_delete after delete on course_search begin
        insert into course_search_fts (course_search_fts, rowid, ${list}) values ('delete', old.id, ${of('old')});
      end`,
    update: sql`
      create trigger course_search_fts_update after update on course_search begin
        insert into course_search_fts (course_search_fts, rowid, ${list}) values ('delete', old.id, ${of('old')});
        insert into course_search_fts (rowid, ${list}) values (new.id, ${of('new')});
      end`,
  };
};

/** Creates the triggers that keep course_search_fts in step with course_search row by row (the update one too with `update`). */
export async function createFtsTriggers(db: Kysely<any>, columns: readonly string[] = FTS_COLUMNS, { update = false } = {}): Promise<void> {
  const made = triggers(columns);
  await made.insert.execute(db);
  await made.delete.execute(db);
  if (update) await made.update.execute(db);
}

/** The row triggers as SQLite stores them (their CREATE statements), to put back as they were. */
async function rowTriggers(trx: Kysely<any>): Promise<{ name: string; sql: string }[]> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name in ('course_search_fts_insert', 'course_search_fts_delete')`.execute(trx);
  return rows;
}

/** The secondary indexes of course_search as SQLite stores them (their CREATE statements). */
async function courseSearchIndexes(trx: Kysely<any>): Promise<{ name: string; sql: string }[]> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'index' and tbl_name = 'course_search' and sql is not null`.execute(trx);
  return rows;
}

/**
 * Runs `work` (inside the caller's transaction) with the row triggers and course_search's secondary
 * indexes off, then builds each index once from the sorted rows and the text index in one pass, and
 * puts the triggers back. (No 'optimize' merge after the rebuild: at 150,000 courses it took longer
 * than the rebuild itself, and the text index serves only the database fallback of the search.) Kept row by row, the covering indexes take
 * inserts at random places: once they outgrow the page cache every insert spills pages, and a
 * 300,000-course refresh wrote a 1.2 GB WAL and slowed down ever more. Readers on other connections
 * see the old index until the transaction commits.
 */
export async function withFtsRebuild<T>(trx: Kysely<any>, work: () => Promise<T>): Promise<T> {
  // The triggers go back as they were: a migration before 0038 runs this with the FTS table's old columns.
  const kept = await rowTriggers(trx);
  for (const trigger of kept) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  const indexes = await courseSearchIndexes(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  const result = await work();
  for (const index of indexes) await sql.raw(index.sql).execute(trx);
  await sql`insert into course_search_fts (course_search_fts) values ('rebuild')`.execute(trx);
  for (const trigger of kept) await sql.raw(trigger.sql).execute(trx);
  return result;
}
