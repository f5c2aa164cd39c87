import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CATALOGUE, seedTestCatalogue } from '../../testing/catalogue.js';
import { bearer, createTestApp, signedInMember, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { unzip } from '../../testing/unzip.js';
import { renderDemoPdf } from './demo-pdf.js';

/** The test catalogue's stored files: a rendered PDF for every form (EFM) and one or two per event (EEM). */
describe.each(await testDialects())('demo files of the test catalogue (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedTestCatalogue(t.database);
    token = (await signedInMember(t)).token;
  }, 90_000);
  afterAll(async () => t?.close());

  it('has one EFM file per form and one or two EEM documents per event, rendered (no storage key)', async () => {
    const db = t.database.db;
    const forms = await db.selectFrom('forms').select(['id', 'legal_id', 'file_name']).orderBy('id').execute();
    const events = await db.selectFrom('events').select(['id', 'legal_id']).execute();
    const files = await db.selectFrom('stored_files').selectAll().orderBy('id').execute();
    expect(forms.length).toBeGreaterThan(TEST_CATALOGUE.institutions / 2);
    const efm = files.filter((file) => file.kind === 'EFM');
    expect(efm.map((file) => [file.reference_id, file.legal_id, file.file_name])).toEqual(forms.map((form) => [form.id, form.legal_id, form.file_name]));
    for (const event of events) {
      const documents = files.filter((file) => file.kind === 'EEM' && file.reference_id === event.id);
      expect(documents.length).toBeGreaterThanOrEqual(1);
      expect(documents.length).toBeLessThanOrEqual(2);
      expect(documents.every((d) => d.legal_id === event.legal_id)).toBe(true);
    }
    expect(files.every((file) => file.storage_key === null && file.content_type === 'application/pdf' && Number(file.size) === renderDemoPdf(file).length)).toBe(true);
  });

  it('downloads a demo form and a zip of two demo event documents with their rendered bytes', async () => {
    const db = t.database.db;
    const form = await db.selectFrom('stored_files').selectAll().where('kind', '=', 'EFM').orderBy('id').executeTakeFirstOrThrow();
    const one = await t.app.inject({ url: '/api/FileUpload/DownloadFiles', headers: { ...bearer(token), fileID: String(form.reference_id), legalID: String(form.legal_id), key: 'EFM' } });
    expect(one.statusCode).toBe(200);
    expect(one.headers['x-filename']).toBe(form.file_name);
    expect(one.rawPayload.equals(renderDemoPdf(form))).toBe(true);

    const documents = await db.selectFrom('stored_files').selectAll().where('kind', '=', 'EEM').orderBy('id').limit(2).execute();
    const zip = await t.app.inject({ url: '/api/FileUpload/DownloadZipFile', headers: { ...bearer(token), fileID: documents.map((d) => d.id).join(','), key: 'EEM' } });
    expect(zip.statusCode).toBe(200);
    const entries = unzip(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(documents.map((d) => d.file_name));
    expect(entries.map((entry, i) => entry.bytes.equals(renderDemoPdf(documents[i]!)))).toEqual([true, true]);
  });
});
