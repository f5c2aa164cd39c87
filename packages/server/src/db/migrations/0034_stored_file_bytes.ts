import type { DialectMigration } from './registry.js';

/**
 * Uploaded files kept in the database (issue 29, FILE_STORE=db): the bytes of a stored file by its
 * storage key, for instances that share no disk. `stored_files` keeps describing every file; this
 * table only holds the bytes of those the database store has (`studyatlas files move` moves them
 * between it and the data folder). BLOB on SQLite, BYTEA on PostgreSQL.
 */
export const storedFileBytes: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('stored_file_bytes')
      .addColumn('storage_key', 'text', (c) => c.primaryKey())
      .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('stored_file_bytes').execute();
  },
};
