import { format } from '../messages/common.js';
import { catalogueMessages } from '../messages/workspace-catalogue.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.js';
import type { FieldErrors } from './field.js';
import { COURSE_NAME_MAX } from './shared-catalogue-names.js';
import { CATALOGUE_LIMITS, checkText, validateCourse, type Checked, type CourseTranslationValues, type CourseValues } from './workspace-catalogue.js';

export type { CourseTranslationValues };

/*
 * A course's name and description in other languages (issue 28, "Data in several languages"). The
 * course's own texts are the catalogue's source language (English, the default locale); a translation
 * is for one of the other locales StudyAtlas speaks, and gives a name, a description or both. One
 * rule for the importer (its `name.fr` / `description.fr` columns, a JSON `translations` object), the
 * workspace's course form and the server behind it; messages name the import column.
 */

/** The locales a course's texts may be translated into: every one StudyAtlas speaks but the source. */
export const TRANSLATION_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const isTranslationLocale = (value: string): value is Locale => (TRANSLATION_LOCALES as readonly string[]).includes(value);


/** A checked translation: the locale and its trimmed texts (null when not given; never both). */
export interface CourseTranslation {
  locale: Locale;
  name: string | null;
  description: string | null;
}

/** Every problem of one translation, in column order (locale, name, description). */
export function checkCourseTranslation(t: CourseTranslationValues): { value: CourseTranslation | null; problems: Partial<Record<'locale' | 'name' | 'description', string>> } {
  const problems: Partial<Record<'locale' | 'name' | 'description', string>> = {};
  const locale = t.locale.trim();
  if (!isTranslationLocale(locale)) {
    problems.locale = format(catalogueMessages.translationLocale, { given: JSON.stringify(locale), locales: TRANSLATION_LOCALES.join(', ') });
  }
  const column = (field: 'name' | 'description') => (isTranslationLocale(locale) ? `${field}.${locale}` : field);
  const name: Checked<string | null> = checkText(column('name'), t.name, { max: COURSE_NAME_MAX });
  const description: Checked<string | null> = checkText(column('description'), t.description, { max: CATALOGUE_LIMITS.longText });
  if (name.problem) problems.name = name.problem;
  if (description.problem) problems.description = description.problem;
  if (!problems.name && !problems.description && name.value === null && description.value === null) {
    problems.name = format(catalogueMessages.translationEmpty, { locale: locale || '?' });
  }
  if (Object.keys(problems).length) return { value: null, problems };
  return { value: { locale: locale as Locale, name: name.value, description: description.value }, problems };
}

/**
 * A course's translations (the workspace's list): each checked, a language once. Errors are keyed
 * `translations.<i>.<field>` (the form's paths); the list read is in the order given.
 */
export function validateCourseTranslations(list: readonly CourseTranslationValues[]): { value: CourseTranslation[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value: CourseTranslation[] = [];
  const seen = new Set<string>();
  list.forEach((t, i) => {
    const checked = checkCourseTranslation(t);
    for (const [field, message] of Object.entries(checked.problems)) errors[`translations.${i}.${field}`] = message;
    if (!checked.value) return;
    if (seen.has(checked.value.locale)) {
      errors[`translations.${i}.locale`] = format(catalogueMessages.translationTwice, { locale: checked.value.locale });
      return;
    }
    seen.add(checked.value.locale);
    value.push(checked.value);
  });
  return { value, errors };
}

/** The translations in a fixed order (the locales' order): what the export writes and the forms show. */
export const inLocaleOrder = <T extends { locale: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => LOCALES.indexOf(a.locale as Locale) - LOCALES.indexOf(b.locale as Locale));

/** The course form and the course calls' body: validateCourse and, when given, the translations (errors by the form's paths). */
export const validateCourseForm = (v: CourseValues): FieldErrors => ({ ...validateCourse(v), ...(v.translations ? validateCourseTranslations(v.translations).errors : {}) });
