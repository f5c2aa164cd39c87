import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import { cleanFileNames } from './0026_clean_file_names.js';

describe.each(await testDialects())('0026 clean file names on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.dispose())));

  it('strips bidi and control characters from names stored before, and leaves clean names alone', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    const names = ['\u202egpj.exe.pdf', 'cv\u2066\u2069\u200f.pdf', 'plan\u0085.docx', 'Études à Lyon.pdf', '\u202e'];
    const row = (file_name: string) => ({ kind: 'UPL' as const, reference_id: null, legal_id: null, client_id: null, file_name, content_type: 'application/pdf', size: 1, storage_key: null, created_at: '2026-01-05T10:00:00.000Z' });
    await t.db.insertInto('stored_files').values(names.map(row)).execute();
    await cleanFileNames.up(t.db, dialect);
    const stored = await t.db.selectFrom('stored_files').select('file_name').orderBy('id').execute();
    expect(stored.map((r) => r.file_name)).toEqual(['gpj.exe.pdf', 'cv.pdf', 'plan.docx', 'Études à Lyon.pdf', 'download.pdf']);
  });
});
