import type { Page } from 'playwright-core';
import { LOCALES, LOCALE_NAMES, PSEUDO_LOCALE } from '@studyatlas/core';
import { accentLetters } from '../../packages/core/src/i18n/pseudo.js';
import { englishWordsIn } from '../../packages/react/test/english-words.js';
import { boxOverflowsIn, clippedTextsIn, pageOverflowIn } from './overflow.js';
import { chooseLocaleBeforeLoad, frames } from './languages.js';

/*
 * The pseudo-locale run in Chromium (issue 28): the portal and the widgets in `en-XA`, where every
 * catalogue word is accented and 40 % longer ('[Ŝîĝñ îñ ···]'). A visitor reaches it only as a stored
 * language choice (`studyatlas.locale` = 'en-XA', set before the page loads) or a browser or page
 * language of 'en-XA': the language switch never offers it and a member cannot save it.
 */

const DATA_KEY = '__studyAtlasDataWords';

/**
 * Opens `page` in the pseudo-locale and records, in every document it loads, the words of every body
 * that goes over `fetch` (answers and requests): that is data (names, places, dates' digits), exempt
 * from the English check, as in the jsdom check (`packages/react/test/english-left.ts`).
 */
export async function inPseudoLocale(page: Page): Promise<void> {
  await chooseLocaleBeforeLoad(page, PSEUDO_LOCALE);
  await page.addInitScript((key) => {
    const words = new Set<string>();
    (window as unknown as Record<string, Set<string>>)[key] = words;
    const remember = (value: unknown): void => {
      if (typeof value === 'string') for (const word of value.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? []) words.add(word);
      else if (Array.isArray(value)) value.forEach(remember);
      else if (value && typeof value === 'object') Object.values(value).forEach(remember);
    };
    const rememberText = (text: string) => {
      try {
        remember(JSON.parse(text));
      } catch {
        remember(text);
      }
    };
    const fetchBefore = window.fetch;
    window.fetch = async (input, init) => {
      if (typeof init?.body === 'string') rememberText(init.body);
      else if (init?.body instanceof URLSearchParams) remember([...init.body.values()]);
      const response = await fetchBefore(input, init);
      if (/json|text\/plain/.test(response.headers.get('content-type') ?? '')) rememberText(await response.clone().text());
      return response;
    };
  }, DATA_KEY);
}

/**
 * Words that are never English left over, though no body carried them: each language's own name and
 * code in the language switch ('English', 'EN'), and what the page keeps in its storage (the session's
 * name, the comparison's course names). Run in the page (self-contained).
 */
function dataWordsIn({ key, fixed }: { key: string; fixed: string[] }): string[] {
  const words = new Set([...((window as unknown as Record<string, Set<string>>)[key] ?? []), ...fixed]);
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      for (const word of storage.getItem(storage.key(i)!)?.match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? []) words.add(word);
    }
  }
  return [...words];
}

/** How many pseudo-locale words ('[Ŝéåŕçĥ ···]') the page shows, shadow roots included: a failed screen shows few. Run in the page. */
function pseudoWordsIn(): number {
  let count = 0;
  const walk = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) count += (node as Text).data.match(/·\]/g)?.length ?? 0;
      else if ((node as Element).shadowRoot) walk((node as Element).shadowRoot!);
    }
  };
  walk(document.body);
  return count;
}

/** A text holding a pseudo-locale letter or its padding: one of our catalogue's words, not data. */
const PSEUDO_TEXT = `[${accentLetters('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')}·]`;
const FIXED_DATA = [...Object.values(LOCALE_NAMES), ...LOCALES.map((locale) => locale.split('-')[0]!.toUpperCase())].flatMap(
  (text) => text.match(/[A-Za-z]{2,}/g) ?? [],
);

/**
 * What is not our UI's words though it is on our screens: the map's credits (Leaflet's link and the
 * tile and place data's attribution, in the words their licences ask for) and the portal's logo mark
 * ('SA', the product's initials, hidden from screen readers).
 */
const NOT_OURS = '.leaflet-control-attribution, .portal-logo';

/** What one look at the page finds (every check in one round trip to the browser). */
export interface PseudoProblems {
  lang: string;
  pseudoWords: number;
  english: string[];
  sideways: string | null;
  outOfBox: Array<{ box: string; child: string; by: number }>;
  clipped: string[];
}

/**
 * Looks at the page as it is now (after two frames: layout, then what a ResizeObserver changed): its
 * `<html lang>`, how many pseudo words it shows, the English left in its text and text attributes
 * (shadow roots included), whether it scrolls sideways, what sticks out of `boxes`, and which of our
 * words a clipping box cuts. One `evaluate`: the checks' sources composed into one expression.
 */
export async function lookAtPage(page: Page, boxes: string): Promise<PseudoProblems> {
  await frames(page);
  const call = (fn: (...args: never[]) => unknown, ...args: string[]) => `(${fn.toString()})(${args.join(', ')})`;
  const json = (value: unknown) => JSON.stringify(value);
  return page.evaluate(`(() => {
    const data = ${call(dataWordsIn, json({ key: DATA_KEY, fixed: FIXED_DATA }))};
    return {
      lang: document.documentElement.lang,
      pseudoWords: ${call(pseudoWordsIn)},
      english: ${call(englishWordsIn, `{ data, deep: true, skip: ${json(NOT_OURS)} }`)},
      sideways: ${call(pageOverflowIn)},
      outOfBox: ${call(boxOverflowsIn, json({ selector: boxes, deep: true }))},
      clipped: ${call(clippedTextsIn, json({ only: PSEUDO_TEXT }))},
    };
  })()`);
}

/** The problems of one look, as lines naming the screen and the width ('visitor /findSch/list @ 320: …'). */
export function problemLines(at: string, found: PseudoProblems, expectLang = true): string[] {
  return [
    ...(expectLang && found.lang !== PSEUDO_LOCALE ? [`${at}: <html lang="${found.lang}">`] : []),
    ...(found.pseudoWords < 2 ? [`${at}: only ${found.pseudoWords} pseudo-locale words (not loaded in en-XA?)`] : []),
    ...found.english.map((english) => `${at}: English ${english}`),
    ...(found.sideways ? [`${at}: ${found.sideways}`] : []),
    ...found.outOfBox.map((o) => `${at}: ${o.box} ⟶ ${o.child} (${o.by} px)`),
    ...found.clipped.map((clipped) => `${at}: clipped ${clipped}`),
  ];
}
