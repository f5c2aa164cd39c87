import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The workspace's organisation profile and campuses (issue 27, docs/workspace.md "Profile and campuses").
 *
 * - `legal_entities.logo_file_id`: a logo uploaded in the workspace, a `stored_files` row (kind IMG,
 *   legal_id the organisation, no member) whose bytes are in the file store (server/src/storage), so
 *   `studyatlas files move` and backups carry it; it wins over `logo_path` (a file a data owner put in
 *   the data folder).
 * - `catalogue_history.course_id` may be null: the history also keeps the organisation's profile
 *   (`record` 'organisation') and its campuses ('campus'), which belong to no course; they are read by
 *   (legal_id, record, record_id). SQLite cannot drop a NOT NULL, so there the table is rebuilt.
 */
export const organisationProfile: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('legal_entities').addColumn('logo_file_id', 'integer', (c) => c.references('stored_files.id').onDelete('set null')).execute();
    if (dialect === 'postgres') {
      await sql`alter table catalogue_history alter column course_id drop not null`.execute(db);
    } else {
      await withId(db.schema.createTable('catalogue_history_0035'), dialect)
        .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
        .addColumn('record', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into catalogue_history_0035 (id, legal_id, course_id, record, record_id, client_id, action, changes, at)
        select id, legal_id, course_id, record, record_id, client_id, action, changes, at from catalogue_history`.execute(db);
      await db.schema.dropTable('catalogue_history').execute();
      await db.schema.alterTable('catalogue_history_0035').renameTo('catalogue_history').execute();
      await db.schema.createIndex('catalogue_history_course_id_id').on('catalogue_history').columns(['course_id', 'id']).execute();
    }
    await db.schema.createIndex('catalogue_history_legal_id_record_record_id_id').on('catalogue_history').columns(['legal_id', 'record', 'record_id', 'id']).execute();
  },
};
