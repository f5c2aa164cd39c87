import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { DialectName } from './dialect.js';
import { migrations } from './migrations/index.js';

function createMigrator(db: Kysely<any>, dialect: DialectName, schema?: string): Migrator {
  return new Migrator({
    db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]) => [
            name,
            {
              up: (database: Kysely<any>) => migration.up(database, dialect),
              ...(migration.down ? { down: (database: Kysely<any>) => migration.down!(database, dialect) } : {}),
            },
          ]),
        ),
    },
  });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(
  db: Kysely<any>,
  dialect: DialectName,
  /** PostgreSQL schema holding the migration tables (when not the default one). */
  schema?: string,
): Promise<MigrationResultSet> {
  const result = await createMigrator(db, dialect, schema).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

/** The names of the migrations this code has that the database has not applied (none: up to date). */
export async function pendingMigrations(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<string[]> {
  const known = await createMigrator(db, dialect, schema).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
