import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema/index.js';
import type { DialectName } from './dialect.js';
import { PreparingClient } from './prepared-statements.js';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (default studyatlas.sqlite). */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves in their own schema). */
  pgSchema?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for start-up messages (no password). */
  location: string;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new client outside the pool, for LISTEN (a listener holds its connection), and
   * the name of a notification channel for this database and schema (tests share one database, each
   * in its own schema, and must not hear each other).
   */
  notifications?: { connect(): pg.Client; channel(name: string): string };
}

// COUNT(*) and BIGINT arrive as strings from pg by default; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/** The SQLite database's file in the data directory (unless a test names another). */
export const DEFAULT_SQLITE_FILE = 'studyatlas.sqlite';

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    const settings = [
      // The planner keeps the written join order past 8 relations: a query that starts from the
      // intakes and joins an application's two rows last hashed all 73,601 intakes for each submit.
      // Up to 11 it looks for the best order (12 would hand the choice to the genetic optimiser).
      '-c join_collapse_limit=11',
      '-c from_collapse_limit=11',
      ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : []),
    ];
    const clientConfig = { connectionString: options.databaseUrl, options: settings.join(' ') };
    const pool = new pg.Pool({ ...clientConfig, max: 10, Client: PreparingClient });
    // An idle connection the server ends (a restart, a fail-over, an administrator) is dropped from
    // the pool and replaced on the next query; unheard, its error would end the process.
    pool.on('error', (error) => console.warn(`[studyatlas] PostgreSQL closed an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ''}`,
      close: () => db.destroy(),
      notifications: {
        connect: () => new pg.Client(clientConfig),
        channel: (name) => (options.pgSchema ? `${name}_${options.pgSchema}` : name),
      },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, options.sqliteFile ?? DEFAULT_SQLITE_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

/** Statements kept, the most recently used ones. */
const STATEMENTS_KEPT = 400;
/** Longer texts (multi-row inserts of a bulk load) are prepared each time, not kept. */
const STATEMENT_TEXT_KEPT = 4_096;

/**
 * Kysely prepares every query anew; preparing took a tenth of a search request's time. Statements
 * are kept by their text, most recently used first (SQLite recompiles one after a schema change on
 * its own). Queries never overlap on the one connection, so a kept statement is never busy.
 */
export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const found = statements.get(text);
      if (found) {
        statements.delete(text);
        statements.set(text, found);
        return found;
      }
      const statement = sqlite.prepare(text);
      if (text.length <= STATEMENT_TEXT_KEPT) {
        statements.set(text, statement);
        if (statements.size > kept) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
