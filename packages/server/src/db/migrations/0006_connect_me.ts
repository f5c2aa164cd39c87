import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Connect-me enquiries (discovery §3 "Connect-me message") sent to an institution's campus: from a
 * signed-in member (client_id) or, through connectPublic, from a visitor who leaves a name and an
 * e-mail address. The institution (legal_id) is kept beside the campus so its enquiries are one
 * index away.
 */
export const connectMe: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('connect_me_requests'), dialect)
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
      .addColumn('sender_name', 'text')
      .addColumn('sender_email', 'text')
      .addColumn('sender_phone', 'text')
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('sender_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subject_lookup_fk', 'integer')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('note_text', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'connect_me_requests', ['legal_id', 'created_at']);
    await index(db, 'connect_me_requests', ['client_id']);
    await index(db, 'connect_me_requests', ['location_id']);
  },
  async down(db) {
    await db.schema.dropTable('connect_me_requests').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
