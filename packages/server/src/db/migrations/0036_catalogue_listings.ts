import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import type { DialectName } from '../dialect.js';
import { withId } from '../ddl.js';

/**
 * The workspace's scholarships, forms and events (issue 27, docs/workspace.md "Scholarships, forms and
 * events").
 *
 * - `scholarships.status`, `forms.status`, `events.status`: 'published' (every record there is, and
 *   every seed), 'draft' (saved by the organisation's staff, not yet shown) or 'archived' (hidden from
 *   the discovery searches, kept for the favourites and registrations that hold it). The workspace's
 *   lists read by (legal_id, status).
 * - `catalogue_history.course_id` may be null: a scholarship's, a form's or an event's history rows
 *   (`record` scholarship, form, event) belong to no course; they are read per record, newest first.
 *   SQLite cannot drop a NOT NULL, so there the table is copied into a new one.
 */
const LISTINGS = ['scholarships', 'forms', 'events'] as const;

export const catalogueListings: DialectMigration = {
  async up(db, dialect) {
    for (const table of LISTINGS) {
      await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
      await db.schema.createIndex(`${table}_legal_id_status`).on(table).columns(['legal_id', 'status']).execute();
    }
    if (dialect === 'postgres') {
      await db.schema.alterTable('catalogue_history').alterColumn('course_id', (c) => c.dropNotNull()).execute();
    } else {
      await nullableHistoryTable(db, 'catalogue_history_next', dialect);
      await sql`insert into catalogue_history_next select id, legal_id, course_id, record, record_id, client_id, action, changes, at from catalogue_history`.execute(db);
      await db.schema.dropTable('catalogue_history').execute();
      await db.schema.alterTable('catalogue_history_next').renameTo('catalogue_history').execute();
      await db.schema.createIndex('catalogue_history_course_id_id').on('catalogue_history').columns(['course_id', 'id']).execute();
    }
    await db.schema.createIndex('catalogue_history_record').on('catalogue_history').columns(['legal_id', 'record', 'record_id', 'id']).execute();
  },
  async down(db, dialect) {
    await db.deleteFrom('catalogue_history').where('course_id', 'is', null).execute();
    await db.schema.dropIndex('catalogue_history_record').ifExists().execute();
    if (dialect === 'postgres') await db.schema.alterTable('catalogue_history').alterColumn('course_id', (c) => c.setNotNull()).execute();
    for (const table of LISTINGS) {
      await db.schema.dropIndex(`${table}_legal_id_status`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn('status').execute();
    }
  },
};

/** catalogue_history as migration 0032 made it, with `course_id` nullable. */
async function nullableHistoryTable(db: Kysely<any>, name: string, dialect: DialectName) {
  await withId(db.schema.createTable(name), dialect)
    .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}
