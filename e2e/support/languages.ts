import type { Page } from 'playwright-core';
import { LOCALE_CHOICE_KEY, directionOf, type AnyLocale, type Locale } from '@studyatlas/core';
import { inLocale } from '../../packages/server/src/http/locale.js';
import { axeViolations } from './axe.js';
import { pageOverflow } from './overflow.js';

/*
 * What a journey in another language needs (issue 28). The portal runs in the test's own process,
 * where the server's resolver (the request's locale, else English) decides the language of every
 * catalogue read: a journey reads its words in a locale scope of its own, as a mail is composed,
 * and the browser's `setLocale` would change nothing here.
 */

/** A journey (an `it` body) with the catalogue read in `locale`. */
export const readIn = (locale: Locale, journey: () => Promise<void>) => () => inLocale(locale, journey);

/**
 * Makes `page` a visitor who chose `locale` in a language switch: the choice is stored before any
 * of the portal's scripts run, in every document the page opens.
 */
export async function chooseLocaleBeforeLoad(page: Page, locale: AnyLocale): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key!, value!);
      } catch {
        // about:blank has no storage: the portal's own document sets it
      }
    },
    [LOCALE_CHOICE_KEY, locale],
  );
}

/** Two frames: layout, then whatever a ResizeObserver changed. */
export const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page's `<html lang>` and `dir`. */
export const documentLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/**
 * A check of each screen a journey reaches in `locale`: `<html lang dir>` are the locale's, the page
 * does not scroll sideways and axe finds no WCAG 2.1 A/AA violation. Problems are collected (every
 * screen of a run is seen) and read once at the end: `expect(check.problems).toEqual([])`.
 */
export function screenCheck(page: Page, locale: Locale) {
  const problems: string[] = [];
  const check = async (screen: string): Promise<void> => {
    await frames(page);
    const width = page.viewportSize()?.width;
    const at = `${locale} ${screen} at ${width} px`;
    const [lang, dir] = await documentLanguage(page);
    if (lang !== locale || dir !== directionOf(locale)) problems.push(`${at}: <html lang="${lang}" dir="${dir}">`);
    const overflow = await pageOverflow(page);
    if (overflow) problems.push(`${at}: ${overflow}`);
    for (const violation of await axeViolations(page)) problems.push(`${at}: ${violation}`);
  };
  return Object.assign(check, { problems });
}
