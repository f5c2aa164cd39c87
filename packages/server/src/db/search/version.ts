import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The course search index version (table course_search_version, migration 0007). Bumped by
 * refreshCourseSearch inside its transaction, so a reader sees either the old rows and the old
 * version or the new rows and the new one; answers cached under an older version are not used.
 */
export async function courseSearchVersion(db: Kysely<any>): Promise<number> {
  const row = await sql<{ version: number | string }>`select version from course_search_version where id = 1`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

/** Bumps the version; a no-op before migration 0007 (refreshCourseSearch also runs inside 0004). */
export async function bumpCourseSearchVersion(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const exists =
    dialect === 'postgres'
      ? (await sql<{ t: string | null }>`select to_regclass('course_search_version')::text as t`.execute(db)).rows[0]?.t
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'course_search_version'`.execute(db)).rows[0]?.name;
  if (exists) await sql`update course_search_version set version = version + 1 where id = 1`.execute(db);
}
