import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { renderDemoPdf } from '../files/demo-pdf.js';
import { CREATED } from '../../testing/area-fixture.js';
import { seedInstitutionsFixture, type Fixture } from '../institutions/fixture.js';

export interface FormsFixture extends Fixture {
  /** Applications → Level 2 … Level 8: levels 2–7 are subCategory2–7 of the filter, Level 8 lies below them. */
  deep: number[];
  /** Form ids by name: Undergraduate application, Postgraduate application, Visa checklist (Harbour), Other form (Melbourne), Thesis submission (Harbour, Level 8). */
  forms: Record<string, number>;
  /** Stored file ids of the Harbour Open Day documents (EEM). */
  openDayDocuments: number[];
  openDay: number;
}

/**
 * The institutions fixture (Harbour's forms under Admissions → Applications and Visa, Melbourne's
 * under Other), a category chain down to level 8 with one Harbour form at its end, a demo file (EFM,
 * rendered) for every form and two documents (EEM) of the Harbour Open Day.
 */
export async function seedFormsFixture(db: Kysely<Database>): Promise<FormsFixture> {
  const f = await seedInstitutionsFixture(db);
  const deep: number[] = [];
  let parent = f.applications;
  for (let level = 2; level <= 8; level++) {
    parent = (await db.insertInto('form_categories').values({ name: `Level ${level}`, parent_id: parent, level }).returning('id').executeTakeFirstOrThrow()).id;
    deep.push(parent);
  }
  await db
    .insertInto('forms')
    .values({ legal_id: f.harbour, category_id: parent, name: 'Thesis submission', file_name: 'thesis-submission.pdf', header: 'Print and sign', created_at: CREATED })
    .execute();
  const formRows = await db.selectFrom('forms').select(['id', 'name', 'legal_id', 'file_name']).orderBy('id').execute();
  for (const form of formRows) {
    const doc = { kind: 'EFM' as const, reference_id: form.id, file_name: form.file_name };
    await db
      .insertInto('stored_files')
      .values({ ...doc, legal_id: form.legal_id, client_id: null, content_type: 'application/pdf', size: renderDemoPdf(doc).length, storage_key: null, created_at: CREATED })
      .execute();
  }
  const openDay = (await db.selectFrom('events').select('id').where('name', '=', 'Harbour Open Day').executeTakeFirstOrThrow()).id;
  const openDayDocuments: number[] = [];
  for (const name of ['open-day-programme.pdf', 'open-day-venue-map.pdf']) {
    const doc = { kind: 'EEM' as const, reference_id: openDay, file_name: name };
    const row = await db
      .insertInto('stored_files')
      .values({ ...doc, legal_id: f.harbour, client_id: null, content_type: 'application/pdf', size: renderDemoPdf(doc).length, storage_key: null, created_at: CREATED })
      .returning('id')
      .executeTakeFirstOrThrow();
    openDayDocuments.push(row.id);
  }
  return { ...f, deep, forms: Object.fromEntries(formRows.map((r) => [r.name, r.id])), openDayDocuments, openDay };
}
