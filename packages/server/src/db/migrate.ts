import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { DialectName } from './dialect.js';
import { migrations } from './migrations/index.js';

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(
  db: Kysely<any>,
  dialect: DialectName,
  /** PostgreSQL schema holding the migration tables (when not the default one). */
  schema?: string,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
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
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
