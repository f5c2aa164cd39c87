import { atom } from 'nanostores';
import { negotiateLocale, type AnyLocale } from './locales.js';

/** Where a visitor's own choice in a language switch is kept (before or without an account). */
export const LOCALE_CHOICE_KEY = 'studyatlas.locale';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (a third-party frame, privacy mode)
  }
}

/** The language the visitor chose in a language switch, if any (kept for the next visit). */
export const storedLocaleChoice = (): string | null => {
  try {
    return storage()?.getItem(LOCALE_CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The visitor's choice on this page (the widgets follow it at once). */
export const $localeChoice = atom<string | null>(null);

/** Keeps the visitor's choice: on this page at once, and for the next visit. */
export function rememberLocaleChoice(locale: string | null): void {
  $localeChoice.set(locale);
  try {
    if (locale) storage()?.setItem(LOCALE_CHOICE_KEY, locale);
    else storage()?.removeItem(LOCALE_CHOICE_KEY);
  } catch {
    // full or blocked storage: the choice holds for this page
  }
}

/** The browser's languages, most wanted first (none outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The language a page speaks (issue 28): the one the page asks for (a provider's `locale`, an element's
 * `locale` attribute or the host page's `<html lang>`), else the signed-in member's saved language, else
 * the visitor's choice in a language switch, else the browser's; English when none is one we speak.
 */
export function chooseLocale({ requested, member }: { requested?: string | null; member?: string | null }): AnyLocale {
  return negotiateLocale([requested, member, $localeChoice.get() ?? storedLocaleChoice(), ...browserLanguages()]);
}
