import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/create-database.js';
import type { Database } from '../../../db/schema/index.js';
import { courseSearchVersion } from '../../../db/search/index.js';
import { createIndexKeeper, keeperOf, type IndexKeeper, type Warn } from '../../../db/search/index-keeper.js';
import { pause, timeSlicer } from '../../../db/search/pause.js';
import { INDEX_COLUMNS, type CourseIndex } from './course-index.js';
import { CourseIndexBuilder } from './course-index-builder.js';

/** Rows read per query while loading (the server answers other requests between them). */
const READ_CHUNK = 2_000;
/** Reads whose version changed under them are retried this often before the build gives up. */
const READ_ATTEMPTS = 3;

/** Reads course_search in id order, a chunk at a time, pausing between chunks. */
async function readInChunks<R extends { id: number }>(read: (after: number) => Promise<R[]>, each: (row: R) => void): Promise<void> {
  const slicer = timeSlicer();
  for (let after = 0; ; ) {
    const chunk = await read(after);
    // SQLite reads synchronously: without macrotask pauses nothing else would run until the end.
    await pause();
    for (const row of chunk) {
      each(row);
      await slicer.yield();
    }
    if (chunk.length < READ_CHUNK) return;
    after = chunk[chunk.length - 1]!.id;
  }
}

/** Courses whose intakes are read per query. */
const INTAKE_COURSES = 2_000;

/** The latest intake start per course, campus and study mode, a range of course ids at a time. */
async function readIntakes(db: Kysely<Database>, each: (row: { course_id: number; location_id: number; study_mode_id: number; latest: string }) => void) {
  const last = Number((await db.selectFrom('courses').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const slicer = timeSlicer();
  for (let after = 0; after < last; after += INTAKE_COURSES) {
    const rows = await db
      .selectFrom('intakes')
      .select(['course_id', 'location_id', 'study_mode_id'])
      .select((eb) => eb.fn.max('start_date').as('latest'))
      .where('course_id', '>', after)
      .where('course_id', '<=', after + INTAKE_COURSES)
      .groupBy(['course_id', 'location_id', 'study_mode_id'])
      .execute();
    await pause();
    for (const row of rows) {
      each({ ...row, latest: String(row.latest) });
      await slicer.yield();
    }
  }
}

/**
 * The index of course_search at one version, or undefined when the version kept changing while
 * reading. The keys and sort texts are read first, then the long texts in the same id order, then
 * each course and campus's latest intake start per study mode.
 */
async function readIndex(db: Kysely<Database>): Promise<CourseIndex | undefined> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const version = await courseSearchVersion(db);
    const builder = new CourseIndexBuilder();
    const chunk = (after: number) => db.selectFrom('course_search').where('id', '>', after).orderBy('id').limit(READ_CHUNK);
    await readInChunks((after) => chunk(after).select(['id', 'course_id', ...INDEX_COLUMNS, 'name_norm', 'loc_norm']).execute(), (row) => builder.addKeys(row));
    await builder.order();
    let row = 0;
    let consistent = true;
    await readInChunks(
      (after) => chunk(after).select(['id', 'area_norm', 'desc_norm', 'names_norm']).execute(),
      (r) => {
        consistent &&= builder.idOf(row) === r.id;
        if (consistent) builder.addTexts(row++, r.area_norm, r.desc_norm, r.names_norm);
      },
    );
    if (!consistent || row !== builder.rows) continue;
    await readIntakes(db, (r) => builder.addIntakes(r.course_id, r.location_id, r.study_mode_id, r.latest));
    // refreshCourseSearch bumps the version in the transaction that rewrites the rows: an unchanged
    // version means no rewrite committed while the chunks were read.
    if ((await courseSearchVersion(db)) === version) return builder.finish(version);
  }
  return undefined;
}

export const createCourseIndexKeeper = (db: Kysely<Database>, warn?: Warn): IndexKeeper<CourseIndex> =>
  createIndexKeeper(db, readIndex, 'course search index', warn);

const keepers = new WeakMap<DatabaseHandle, IndexKeeper<CourseIndex>>();

/** The keeper of a database's course index (none with SEARCH_INDEX=off). */
export const courseIndexKeeper = (database: DatabaseHandle, warn?: Warn): IndexKeeper<CourseIndex> | undefined =>
  keeperOf(keepers, database, (db) => createCourseIndexKeeper(db, warn));
