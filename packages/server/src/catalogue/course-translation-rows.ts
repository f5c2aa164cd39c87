import type { Kysely } from 'kysely';
import type { CourseTranslation } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';

type Db = Kysely<Database>;

/** A course's translations, in the locales' order of core's LOCALES (the caller sorts for display). */
export const translationsOf = (db: Db, courseIds: readonly number[]) =>
  db.selectFrom('course_translations').select(['course_id', 'locale', 'name', 'description']).where('course_id', 'in', courseIds).orderBy('course_id').orderBy('locale').execute();

/**
 * Sets a course's translations to `list` (the importer's row and the workspace's form give the whole
 * list). A new course has none to remove.
 */
export async function replaceTranslations(db: Db, courseId: number, list: readonly CourseTranslation[], isNew = false): Promise<void> {
  if (!isNew) await db.deleteFrom('course_translations').where('course_id', '=', courseId).execute();
  if (list.length) await db.insertInto('course_translations').values(list.map((t) => ({ course_id: courseId, ...t }))).execute();
}
