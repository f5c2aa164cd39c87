import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/create-database.js';
import type { Database } from '../../../db/schema/index.js';
import { courseSearchVersion } from '../../../db/search/index.js';
import { pause, timeSlicer } from './pause.js';
import { CourseIndexBuilder, INDEX_COLUMNS, type CourseIndex } from './course-index.js';

/** Rows read per query while loading (the server answers other requests between them). */
const READ_CHUNK = 2_000;
/** After a failed build, the next one waits this long. */
const RETRY_AFTER_MS = 30_000;
/** Reads whose version changed under them are retried this often before the build gives up. */
const READ_ATTEMPTS = 3;

/**
 * Keeps the in-memory course index of one database in step with course_search: the index is used
 * only for the version it was read at; asked for a newer version, the keeper builds that one in the
 * background while the databases answer (db/search/version.ts).
 */
export interface CourseIndexKeeper {
  /** The index of `version` if it is built; otherwise starts building (once at a time) and returns undefined. */
  at(version: number): CourseIndex | undefined;
  /** Builds the index of the current version unless it is built; resolves with it (start-up, tests, bench). */
  ready(): Promise<CourseIndex | undefined>;
}

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

export function createCourseIndexKeeper(db: Kysely<Database>, warn: (message: string, error?: unknown) => void = () => undefined): CourseIndexKeeper {
  let current: CourseIndex | undefined;
  let building: Promise<CourseIndex | undefined> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;

  const build = async (): Promise<CourseIndex | undefined> => {
    try {
      current = (await readIndex(db)) ?? current;
      return current;
    } catch (error) {
      failedAt = Date.now();
      warn('course search index not built; the database answers searches', error);
      return current;
    }
  };
  const start = () => (building ??= build().finally(() => (building = undefined)));

  return {
    at(version) {
      if (current?.version === version) return current;
      if (Date.now() - failedAt >= RETRY_AFTER_MS) void start();
      return undefined;
    },
    async ready() {
      if (building) await building;
      const version = await courseSearchVersion(db).catch(() => undefined);
      return version !== undefined && current?.version === version ? current : start();
    },
  };
}

const keepers = new WeakMap<DatabaseHandle, CourseIndexKeeper>();

/**
 * The keeper of a database handle's course index: one per database, shared by every app on it.
 * SEARCH_INDEX=off (read when the app is built) gives none: the databases answer every search.
 */
export function courseIndexKeeper(database: DatabaseHandle, warn?: (message: string, error?: unknown) => void): CourseIndexKeeper | undefined {
  if (process.env.SEARCH_INDEX === 'off') return undefined;
  let keeper = keepers.get(database);
  if (!keeper) keepers.set(database, (keeper = createCourseIndexKeeper(database.db, warn)));
  return keeper;
}
