import { LOCALES, type Locale } from '../i18n/locales.js';
import { basicMessages } from '../messages/profile-basic.js';
import type { FieldErrors } from './field.js';

/** Whether a member may save this language: one of LOCALES exactly (not the pseudo-locale). */
export const isSavableLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The profile's language (issue 28): one of the languages offered. */
export function validateLanguageChoice(values: { locale: string }): FieldErrors<'locale'> {
  return isSavableLocale(values.locale) ? {} : { locale: basicMessages.basicLanguageUnknown };
}
