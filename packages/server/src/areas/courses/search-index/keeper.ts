import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/create-database.js';
import type { Database } from '../../../db/schema/index.js';
import { courseSearchVersion } from '../../../db/search/index.js';
import { createIndexKeeper, keeperOf, type IndexKeeper, type Warn } from '../../../db/search/index-keeper.js';
import { pause, timeSlicer } from './pause.js';
import { CourseIndexBuilder, INDEX_COLUMNS, type CourseIndex } from './course-index.js';

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

/**
 * The index of course_search at one version, or undefined when the version kept changing while
 * reading. The keys and sort texts are read first, then the long texts, in the same id order.
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
      (after) => chunk(after).select(['id', 'area_norm', 'desc_norm']).execute(),
      (r) => {
        consistent &&= builder.idOf(row) === r.id;
        if (consistent) builder.addTexts(row++, r.area_norm, r.desc_norm);
      },
    );
    // refreshCourseSearch bumps the version in the transaction that rewrites the rows: an unchanged
    // version means no rewrite committed while the chunks were read.
    if (consistent && row === builder.rows && (await courseSearchVersion(db)) === version) return builder.finish(version);
  }
  return undefined;
}

export const createCourseIndexKeeper = (db: Kysely<Database>, warn?: Warn): IndexKeeper<CourseIndex> =>
  createIndexKeeper(db, readIndex, 'course search index', warn);

const keepers = new WeakMap<DatabaseHandle, IndexKeeper<CourseIndex>>();

/** The keeper of a database's course index (none with SEARCH_INDEX=off). */
export const courseIndexKeeper = (database: DatabaseHandle, warn?: Warn): IndexKeeper<CourseIndex> | undefined =>
  keeperOf(keepers, database, (db) => createCourseIndexKeeper(db, warn));
