import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Members' favourites (discovery §3 "Favourite"): the row id is the preference id. reference_id
 * points at a different table per category (C intakes, I/A legal_entities of that kind, E events,
 * S scholarships), so it has no foreign key: the service checks the reference on add, and every read
 * joins the catalogue, so a favourite whose catalogue row is gone is simply not shown or counted.
 */
export const favourites: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('favourites'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('C', 'I', 'A', 'E', 'S')`))
      .addColumn('reference_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('favourites_natural_key', ['client_id', 'category', 'reference_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('favourites').execute();
  },
};
