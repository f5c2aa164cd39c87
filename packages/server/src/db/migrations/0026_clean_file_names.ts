import { safeFileName } from '@studyatlas/core';
import type { DialectMigration } from './registry.js';

const BATCH = 500;

/**
 * Issue 24: file names stored before uploads were cleaned of bidirectional controls (U+202E shows
 * "gpj.exe.pdf" as "fdp.exe.jpg") and other invisible control characters get the name the upload
 * path now stores (core `safeFileName`, the one sanitiser). Read in batches by id; only the names
 * that change are written.
 */
export const cleanFileNames: DialectMigration = {
  async up(db) {
    for (let after = 0; ; ) {
      const rows: Array<{ id: number | string; file_name: string }> = await db
        .selectFrom('stored_files')
        .select(['id', 'file_name'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      for (const row of rows) {
        const clean = safeFileName(row.file_name);
        if (clean !== row.file_name) await db.updateTable('stored_files').set({ file_name: clean }).where('id', '=', row.id).execute();
      }
      after = Number(rows.at(-1)!.id);
    }
  },
};
