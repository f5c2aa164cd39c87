import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Event registrations (discovery §4 "Event registration", §7 RegisterEvent): a member registered to
 * attend an event, at the location the detail showed (null for an event held elsewhere). One row per
 * member and event, so registering again changes nothing.
 */
export const events: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('event_registrations'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('event_registrations_natural_key', ['client_id', 'event_id'])
      .execute();
    await index(db, 'event_registrations', ['event_id']);
  },
  async down(db) {
    await db.schema.dropTable('event_registrations').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
