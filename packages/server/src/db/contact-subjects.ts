import type { Kysely } from 'kysely';
import type { Database } from './schema/index.js';

/** The contact-us subjects in their display order (seeded reference data). */
export const listContactSubjects = (db: Kysely<Database>) =>
  db.selectFrom('contact_subjects').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
