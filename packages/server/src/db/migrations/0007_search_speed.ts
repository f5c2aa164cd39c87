import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';

/**
 * The version of the course search index: one row, bumped by refreshCourseSearch in the same
 * transaction as the rows it rewrites. Cached search answers (areas/courses/search-cache.ts) carry
 * the version they were read at and are used only while it is still current — across processes too
 * (an import run by the CLI invalidates the server's cache on its next search).
 */
export const searchSpeed: DialectMigration = {
  async up(db) {
    await sql`create table course_search_version (id integer primary key, version integer not null)`.execute(db);
    await sql`insert into course_search_version (id, version) values (1, 1)`.execute(db);
  },
  async down(db) {
    await sql`drop table course_search_version`.execute(db);
  },
};
