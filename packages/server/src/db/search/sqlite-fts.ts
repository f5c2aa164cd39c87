import { sql, type Kysely } from 'kysely';

/**
 * SQLite's text index of course_search (FTS5, external content) is kept row by row by two triggers
 * (created by migration 0004). Writing many rows is far cheaper without them and one rebuild of the
 * text index after: at 100,000 courses 20 s instead of 106 s (docs/performance.md, "Import at scale").
 */
const INSERT_TRIGGER = sql`
  create trigger course_search_fts_insert after insert on course_search begin
    insert into course_search_fts (rowid, name_norm, area_norm, desc_norm)
    values (new.id, new.name_norm, new.area_norm, new.desc_norm);
  end`;
const DELETE_TRIGGER = sql`
  create trigger course_search_fts_delete after delete on course_search begin
    insert into course_search_fts (course_search_fts, rowid, name_norm, area_norm, desc_norm)
    values ('delete', old.id, old.name_norm, old.area_norm, old.desc_norm);
  end`;

/** Creates the triggers that keep course_search_fts in step with course_search row by row. */
export async function createFtsTriggers(db: Kysely<any>): Promise<void> {
  await INSERT_TRIGGER.execute(db);
  await DELETE_TRIGGER.execute(db);
}

/**
 * Runs `work` (inside the caller's transaction) with the row triggers off, then rebuilds the text
 * index from course_search in one pass (merged into one segment) and puts the triggers back. Readers on other connections see
 * the old index until the transaction commits, as with the triggers.
 */
export async function withFtsRebuild<T>(trx: Kysely<any>, work: () => Promise<T>): Promise<T> {
  await sql`drop trigger if exists course_search_fts_insert`.execute(trx);
  await sql`drop trigger if exists course_search_fts_delete`.execute(trx);
  const result = await work();
  await sql`insert into course_search_fts (course_search_fts) values ('rebuild')`.execute(trx);
  await sql`insert into course_search_fts (course_search_fts) values ('optimize')`.execute(trx);
  await createFtsTriggers(trx);
  return result;
}
