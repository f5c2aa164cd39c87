import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The forms of one institution (the forms area's lists and the institution detail's form tree). */
export const listFormsOf = (db: Db, legalId: number) =>
  db
    .selectFrom('forms')
    .select(['id as formId', 'category_id as categoryFk', 'name', 'file_name as fileName', 'header'])
    .where('legal_id', '=', legalId)
    .where('status', '=', 'published')
    .execute();

/** Every form category (a tree through `parent_id`). */
export const listFormCategories = (db: Db) =>
  db.selectFrom('form_categories').select(['id', 'parent_id', 'level', 'name']).execute();
