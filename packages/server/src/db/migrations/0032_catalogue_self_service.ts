import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The workspace's catalogue (issue 27, docs/workspace.md "Catalogue").
 *
 * - `courses.status`: 'published' (every course there is, and every import), 'draft' (saved, not yet
 *   shown) or 'archived' (hidden from search, compare and detail; kept in applications and
 *   favourites). The search rows hold published courses only (db/search/refresh.ts); the
 *   organisation's list reads by (legal_id, status).
 * - `catalogue_history`: one row per staff write of a course or an intake: who, when, what (created,
 *   updated, status, deleted) and the fields changed with their previous and new values (JSON
 *   `[{ field, before, after }]`), read per course newest first.
 */
export const catalogueSelfService: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('courses').addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
    await db.schema.createIndex('courses_legal_id_status').on('courses').columns(['legal_id', 'status']).execute();

    await withId(db.schema.createTable('catalogue_history'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('record', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'catalogue_history', ['course_id', 'id']);
  },
  async down(db) {
    await db.schema.dropTable('catalogue_history').ifExists().execute();
    await db.schema.dropIndex('courses_legal_id_status').ifExists().execute();
    await db.schema.alterTable('courses').dropColumn('status').execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
