import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../create-database.js';
import type { Database } from '../schema/index.js';
import { courseSearchVersion } from './version.js';
import { approximateBytes, rowsOf } from './index-size.js';

/** After a failed build, the next one waits this long. */
const RETRY_AFTER_MS = 30_000;

/** Something read from the catalogue at one search version (db/search/version.ts). */
export interface Versioned {
  readonly version: number;
}

/**
 * Keeps an in-memory index of the catalogue in step with the search version, which every import,
 * seed and refreshCourseSearch moves on in the transaction that writes: the index is used only for
 * the version it was read at; asked for a newer version, the keeper builds that one in the
 * background while the databases answer.
 */
export interface IndexKeeper<T extends Versioned> {
  /** The index of `version` if it is built; otherwise starts building (once at a time) and returns undefined. */
  at(version: number): T | undefined;
  /** Builds the index of the current version unless it is built; resolves with it (start-up, tests, bench). */
  ready(): Promise<T | undefined>;
  /** Whether an index (of any version) was built: what the readiness probe asks (GET /readyz). */
  built(): boolean;
  /** The index in use now, for the metrics (undefined before the first build). */
  stats(): IndexStats | undefined;
}

/** What the metrics tell of an index (docs/operations.md "Metrics"). */
export interface IndexStats {
  /** The kind of index: the first word of its name ('course', 'campus'). */
  index: string;
  version: number;
  rows: number;
  /** Bytes of its typed arrays (an approximation of its memory). */
  bytes: number;
  /** How long its last successful build took. */
  buildSeconds: number;
}

/** What a keeper runs to read its index: undefined when the version kept changing while reading. */
export type ReadIndex<T extends Versioned> = (db: Kysely<Database>) => Promise<T | undefined>;

export type Warn = (message: string, error?: unknown) => void;

export function createIndexKeeper<T extends Versioned>(db: Kysely<Database>, read: ReadIndex<T>, what: string, warn: Warn = () => undefined): IndexKeeper<T> {
  let current: T | undefined;
  let building: Promise<T | undefined> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let buildSeconds = 0;

  const build = async (): Promise<T | undefined> => {
    const started = performance.now();
    try {
      const index = await read(db);
      if (index) {
        current = index;
        buildSeconds = (performance.now() - started) / 1000;
      }
    } catch (error) {
      failedAt = Date.now();
      warn(`${what} not built; the database answers searches`, error);
    }
    return current;
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
    built: () => current !== undefined,
    stats: () => current && { index: what.split(' ')[0]!, version: current.version, rows: rowsOf(current), bytes: approximateBytes(current), buildSeconds },
  };
}

/**
 * One keeper per database handle and kind of index, shared by every app on the database.
 * SEARCH_INDEX=off (read when the app is built) gives none: the databases answer every search.
 */
export function keeperOf<T extends Versioned>(
  keepers: WeakMap<DatabaseHandle, IndexKeeper<T>>,
  database: DatabaseHandle,
  create: (db: Kysely<Database>) => IndexKeeper<T>,
): IndexKeeper<T> | undefined {
  if (process.env.SEARCH_INDEX === 'off') return undefined;
  let keeper = keepers.get(database);
  if (!keeper) {
    keepers.set(database, (keeper = create(database.db)));
    const all = keepersOfDatabase.get(database) ?? new Set();
    all.add(keeper);
    keepersOfDatabase.set(database, all);
  }
  return keeper;
}

/** Every kind of keeper of a database (the course index, the campus index). */
const keepersOfDatabase = new WeakMap<DatabaseHandle, Set<IndexKeeper<Versioned>>>();

/** Builds every index of the database (a server's start-up: the first search then finds it ready). */
export async function buildIndexes(database: DatabaseHandle): Promise<void> {
  await Promise.all([...(keepersOfDatabase.get(database) ?? [])].map((keeper) => keeper.ready()));
}

/** The stats of every index of the database that was built (the metrics read them at each scrape). */
export const indexStats = (database: DatabaseHandle): IndexStats[] =>
  [...(keepersOfDatabase.get(database) ?? [])].flatMap((keeper) => keeper.stats() ?? []);

/** Whether every index of the database was built at least once (none kept: SEARCH_INDEX=off, the databases answer). */
export const indexesBuilt = (database: DatabaseHandle): boolean => [...(keepersOfDatabase.get(database) ?? [])].every((keeper) => keeper.built());

/** How often a server reads the search version to rebuild its indexes ahead of the next search. */
export const SEARCH_VERSION_POLL_MS = 5_000;

/**
 * Rebuilds the database's indexes soon after ANOTHER process moved the search version on (an import
 * through the CLI, another server instance on the same PostgreSQL database): the version row is read
 * every `everyMs` and, when it changed, every keeper builds the new version in the background.
 * Searches never wait for this: each one reads the version itself and, until the new index is
 * built, the databases answer (so new rows are found at once; the index's typo forgiveness and
 * ranking follow within `everyMs` plus the build time). Returns the stop.
 */
export function watchSearchVersion(database: DatabaseHandle, warn: Warn = () => undefined, everyMs = SEARCH_VERSION_POLL_MS): () => void {
  let seen: number | undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void courseSearchVersion(database.db)
      .then(async (version) => {
        const changed = seen !== undefined && version !== seen;
        seen = version;
        if (changed) await buildIndexes(database);
      })
      .catch((error: unknown) => warn('search version not read; the next search reads it', error))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
