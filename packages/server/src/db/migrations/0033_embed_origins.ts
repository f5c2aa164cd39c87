import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Embedding and the catalogue's import from the workspace (issue 27). One migration for this branch's
 * two tables, as the numbers are shared among branches built side by side.
 *
 * - `embed_origins`: an organisation's allowed origins (https://host[:port], as the Origin header
 *   carries them): the server's CORS allow-list answers them as it answers PARTNER_ORIGINS. One origin
 *   once per organisation; the allow-list reads the column whole, so it is indexed.
 * - `import_jobs`: an import file an owner or catalogue editor uploaded: the file (kept under
 *   DATA_DIR/imports while it runs), its state, the counts and the importer's report. A job still
 *   `running` when no instance works on it any more (`heartbeat_at` stale) was interrupted; the import
 *   is one transaction, so nothing of it was written.
 */
export const embedOrigins: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('embed_origins'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('embed_origins_legal_id_origin', ['legal_id', 'origin'])
      .execute();
    await db.schema.createIndex('embed_origins_origin').on('embed_origins').column('origin').execute();

    await withId(db.schema.createTable('import_jobs'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('dry_run', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('heartbeat_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('warnings', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('report', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('import_jobs_legal_id_id').on('import_jobs').columns(['legal_id', 'id']).execute();
  },
  async down(db) {
    await db.schema.dropTable('import_jobs').ifExists().execute();
    await db.schema.dropTable('embed_origins').ifExists().execute();
  },
};
