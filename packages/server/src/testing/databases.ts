import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedReference } from '../seed/reference.js';
import type { DialectName } from '../db/dialect.js';

/** The PostgreSQL server the suite uses; .ci/run starts one there. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

let pgAvailable: Promise<boolean> | undefined;

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is mandatory in CI but ${TEST_PG_URL} is not reachable: ${String(error)}`);
    }
    console.warn(`[studyatlas] PostgreSQL suite skipped: ${TEST_PG_URL} is not reachable (${String(error)}).`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases the server suite runs on: SQLite always; PostgreSQL when reachable (mandatory with
 * CI=true). Use with `describe.each(await testDialects())`.
 */
export async function testDialects(): Promise<DialectName[]> {
  pgAvailable ??= probePostgres();
  return (await pgAvailable) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  /** Closes and removes everything the test database created. */
  dispose(): Promise<void>;
}

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(serverSrc, 'db/migrations');
/** The sources that decide what the sample reference data is (the geography comes from its package). */
const REFERENCE_SOURCES = ['reference.ts', 'reference-data.ts', 'reference-education.ts', 'geo-source.ts', 'batch-insert.ts'].map((file) =>
  path.join(serverSrc, 'seed', file),
);

/**
 * What a test database starts with: the migrated schema alone, or with the sample reference data
 * (every continent, country, state and study list, the cities of a dozen countries) that most suites
 * load before their fixtures.
 */
export type TestDatabaseContent = 'schema' | 'sample-reference';

/** A fingerprint of what builds a template: one built from other migrations or seeds is never reused. */
function templateFingerprint(content: TestDatabaseContent): string {
  const hash = createHash('sha256').update(content);
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  if (content === 'sample-reference') {
    for (const file of REFERENCE_SOURCES) hash.update(readFileSync(file));
    // The geography package's version: its package.json is two folders above the data it exports (dist/data).
    const data = path.dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'));
    hash.update(readFileSync(path.join(data, '../../package.json')));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Fills a migrated template with what `content` asks for. */
async function fillTemplate(handle: DatabaseHandle, dialect: DialectName, content: TestDatabaseContent): Promise<void> {
  await migrateToLatest(handle.db, dialect);
  if (content === 'sample-reference') await seedReference(handle.db, dialect, { geo: 'sample' });
}

const SQLITE_FILE = 'studyatlas.sqlite';
const sqliteTemplates = new Map<TestDatabaseContent, Promise<string>>();

/**
 * Migrating takes most of a bare test database's set-up (about 0.7 s on SQLite, 3 s on PostgreSQL),
 * and the sample reference data 2 s and 6 s more, a few hundred times a run; so each test process
 * builds one SQLite file per content once and copies it. Closing the template folds its write-ahead
 * log into the file first.
 */
function sqliteTemplate(content: TestDatabaseContent): Promise<string> {
  let template = sqliteTemplates.get(content);
  if (!template) {
    template = (async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'studyatlas-template-'));
      const handle = createDatabase({ dataDir: dir, sqliteFile: SQLITE_FILE });
      await fillTemplate(handle, 'sqlite', content);
      await handle.close();
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      return path.join(dir, SQLITE_FILE);
    })();
    sqliteTemplates.set(content, template);
  }
  return template;
}

/** The address of database `name` on the suite's PostgreSQL server. */
export const databaseUrl = (name: string): string => {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` with a client of the suite's PostgreSQL server (create and drop databases). */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const pgTemplates = new Map<TestDatabaseContent, Promise<string>>();
/** Any fixed number: the advisory lock the suite's processes take while one builds a template. */
const TEMPLATE_LOCK = 24_2026;

/**
 * The PostgreSQL template database a test database of `content` is created from
 * (`create database … template`, a copy of files instead of 37 migrations and the seed). Shared by the
 * suite's processes and kept between runs under a name made from its fingerprint; one process builds
 * it under an advisory lock and publishes it by renaming, so nobody copies half a template.
 */
function postgresTemplate(content: TestDatabaseContent): Promise<string> {
  let template = pgTemplates.get(content);
  if (!template) {
    template = withAdmin(async (admin) => {
      const name = `sa_tpl_${templateFingerprint(content)}`;
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        // Templates of other migrations stay: another checkout (a branch, a worktree) may be using one
        // on the same server right now.
        const existing = await admin.query<{ datname: string }>(`select datname from pg_database where datname = $1`, [name]);
        if (existing.rows.length) return name;
        const building = `sa_build_${randomBytes(6).toString('hex')}`;
        await admin.query(`create database ${building}`);
        const handle = createDatabase({ databaseUrl: databaseUrl(building), dataDir: tmpdir() });
        try {
          await fillTemplate(handle, 'postgres', content);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    pgTemplates.set(content, template);
  }
  return template;
}

/** A test database's name: its process's id first, so a later run can tell a leftover from one in use. */
const PREFIX = `sa_test_${process.pid}_`;
const OWNER = /^sa_test_(\d+)_/;

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the test databases of processes that are gone: a spare made for a file that never came, or a
 * drop the process did not live to finish (both below). Once per process, before its first database.
 */
let swept: Promise<void> | undefined;
const sweepLeftovers = () =>
  (swept ??= withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'sa\\_test\\_%'`);
    for (const { datname } of rows) {
      const owner = OWNER.exec(datname)?.[1];
      if (owner && !processAlive(Number(owner))) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }));

const fromTemplate = async (content: TestDatabaseContent): Promise<string> => {
  const template = await postgresTemplate(content);
  const name = `${PREFIX}${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return name;
};

/**
 * A PostgreSQL database copied from the template ahead of need: copying takes a second or more, and
 * a worker runs its files one after another, so the next file's database is made while this one's
 * tests run (one spare per content; a file usually asks for the content the one before it did).
 */
const spares = new Map<TestDatabaseContent, Promise<string>>();
async function freshPostgresDatabase(content: TestDatabaseContent): Promise<string> {
  await sweepLeftovers();
  const name = await (spares.get(content) ?? fromTemplate(content)).catch(() => fromTemplate(content));
  const spare = fromTemplate(content);
  spare.catch(() => undefined);
  spares.set(content, spare);
  return name;
}

export interface TestDatabaseOptions {
  /** What the database starts with (default: the schema alone). */
  content?: TestDatabaseContent;
}

/** A fresh, migrated database (a temporary SQLite file, or a new PostgreSQL database), filled as asked. */
export async function createTestDatabase(dialect: DialectName, { content = 'schema' }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-test-'));
  if (dialect === 'sqlite') {
    copyFileSync(await sqliteTemplate(content), path.join(dataDir, SQLITE_FILE));
    const handle = createDatabase({ dataDir, sqliteFile: SQLITE_FILE });
    return {
      ...handle,
      dataDir,
      async dispose() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = await freshPostgresDatabase(content);
  const handle = createDatabase({ databaseUrl: databaseUrl(name), dataDir });
  return {
    ...handle,
    dataDir,
    async dispose() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      // Nobody waits for the drop: one the process did not finish, the next run's sweep does.
      void withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
    },
  };
}
