import type { DialectMigration } from './registry.js';

/**
 * The workspace's scholarships, forms and events (issue 27, docs/workspace.md "Scholarships, forms and
 * events").
 *
 * - `scholarships.status`, `forms.status`, `events.status`: 'published' (every record there is, and
 *   every seed), 'draft' (saved by the organisation's staff, not yet shown) or 'archived' (hidden from
 *   the discovery searches, kept for the favourites and registrations that hold it). The workspace's
 *   lists read by (legal_id, status).
 * - Their history rows (`record` scholarship, form, event) go in `catalogue_history` with no course,
 *   read per record: migration 0035 made `course_id` nullable and indexed (legal_id, record, record_id, id).
 */
const LISTINGS = ['scholarships', 'forms', 'events'] as const;

export const catalogueListings: DialectMigration = {
  async up(db) {
    for (const table of LISTINGS) {
      await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
      await db.schema.createIndex(`${table}_legal_id_status`).on(table).columns(['legal_id', 'status']).execute();
    }
  },
  async down(db) {
    await db.deleteFrom('catalogue_history').where('record', 'in', ['scholarship', 'form', 'event']).execute();
    for (const table of LISTINGS) {
      await db.schema.dropIndex(`${table}_legal_id_status`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn('status').execute();
    }
  },
};
