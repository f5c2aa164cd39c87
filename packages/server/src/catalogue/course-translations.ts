import type { Kysely } from 'kysely';
import { isTranslationLocale } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';
import { activeLocale } from '../http/locale.js';

type Db = Kysely<Database>;

/** A course's texts in one language (null where not translated: the course's own text shows). */
export interface TranslatedTexts {
  name: string | null;
  description: string | null;
}

/**
 * The courses' name and description in the reader's language (issue 28: the request's locale, see
 * http/locale.ts), for those that have a translation into it. English (the source) and the
 * pseudo-locale ask nothing of the database.
 */
export async function readerTranslations(db: Db, courseIds: readonly number[], locale: string = activeLocale()): Promise<Map<number, TranslatedTexts>> {
  const out = new Map<number, TranslatedTexts>();
  if (!isTranslationLocale(locale) || courseIds.length === 0) return out;
  const rows = await db
    .selectFrom('course_translations')
    .select(['course_id', 'name', 'description'])
    .where('locale', '=', locale)
    .where('course_id', 'in', [...new Set(courseIds)])
    .execute();
  for (const row of rows) out.set(row.course_id, { name: row.name, description: row.description });
  return out;
}

/**
 * Rows with a course's name (and description) in the reader's language where it has one: copies of
 * the rows that change, the others as they are. `id`, `name` and `description` name the row's fields.
 */
export async function inReaderLanguage<R extends object>(
  db: Db,
  rows: readonly R[],
  fields: { id: keyof R; name: keyof R; description?: keyof R },
  locale?: string,
): Promise<R[]> {
  const translations = await readerTranslations(db, rows.map((row) => Number(row[fields.id])), locale);
  if (translations.size === 0) return [...rows];
  return rows.map((row) => {
    const t = translations.get(Number(row[fields.id]));
    if (!t) return row;
    const copy = { ...row } as Record<keyof R, unknown>;
    if (t.name) copy[fields.name] = t.name;
    if (t.description && fields.description) copy[fields.description] = t.description;
    return copy as R;
  });
}

/** A row that names a course as the applications do (the wizard, my applications, the inbox). */
export interface NamesCourse {
  courseId: number;
  courseName: string;
}

/**
 * Course rows (`courseId`, `courseName`) with the name in the reader's language where the course has
 * one: the request's locale, or `locale` (a mail's recipient). What is stored (a submitted
 * application's snapshot) keeps the course's own name; only what is shown is translated.
 */
export const courseNamesInReaderLanguage = <R extends NamesCourse>(db: Db, rows: readonly R[], locale?: string): Promise<R[]> =>
  inReaderLanguage(db, rows, { id: 'courseId', name: 'courseName' }, locale);

/** Something that lists courses (an application's state, its summary) with their names in the reader's language. */
export const withCourseNamesInReaderLanguage = async <T extends { courses: readonly NamesCourse[] }>(db: Db, holder: T, locale?: string): Promise<T> => ({
  ...holder,
  courses: await courseNamesInReaderLanguage<T['courses'][number]>(db, holder.courses, locale),
});
