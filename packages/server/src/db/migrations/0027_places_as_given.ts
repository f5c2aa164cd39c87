import type { DialectMigration } from './registry.js';

/**
 * Issue 25: catalogues land whole. A campus whose locality no gazetteer knows still lands, placed at
 * its state's (or country's) centre: `approximate` marks such places (cities the importer made from the
 * locality as written, and the campuses placed there), so the map says so and distance search leaves
 * them out. `award_name` keeps a course's award as the file gave it, for an award filed under an
 * "Other award" level. Existing rows are exact and keep their levels' names ('' = the level's name).
 */
export const placesAsGiven: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('cities').addColumn('approximate', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('locations').addColumn('approximate', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('courses').addColumn('award_name', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
  },
  async down(db) {
    await db.schema.alterTable('courses').dropColumn('award_name').execute();
    await db.schema.alterTable('locations').dropColumn('approximate').execute();
    await db.schema.alterTable('cities').dropColumn('approximate').execute();
  },
};
