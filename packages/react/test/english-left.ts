import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { $locale, $localeChoice, LOCALE_NAMES, PSEUDO_LOCALE, loadLocale } from '@studyatlas/core';
import { renderWithProvider } from './render.js';
import { asciiWordsOf, englishWordsIn } from './english-words.js';

/*
 * The pseudo-locale check (issue 28): a screen rendered in `en-XA` shows every catalogue word accented
 * ('[Ŝéåŕçĥ ···]'), so plain ASCII words left on it are English that did not come from the catalogue
 * (inline text, a word frozen while a module loaded, a unit, a month name) — unless they are data. Data
 * is what the server answered or was sent: every word of every JSON body that went over fetch during
 * the test is recorded and exempt.
 */

const dataWords = new Set<string>();
let pending = 0;

function remember(value: unknown): void {
  if (typeof value === 'string') for (const word of asciiWordsOf(value)) dataWords.add(word);
  else if (Array.isArray(value)) value.forEach(remember);
  else if (value && typeof value === 'object') Object.values(value).forEach(remember);
}

function rememberText(text: string): void {
  try {
    remember(JSON.parse(text));
  } catch {
    remember(text);
  }
}

/**
 * Records the words of every request and answer body from now on (data is exempt), and counts the
 * calls still running (a screen is looked at once none is). Returns the function that stops it.
 */
export function recordData(): () => void {
  const fetchBefore = globalThis.fetch;
  for (const name of Object.values(LOCALE_NAMES)) remember(name); // the language switch names each language in itself
  globalThis.fetch = async (input, init) => {
    if (typeof init?.body === 'string') rememberText(init.body);
    pending += 1;
    try {
      const response = await fetchBefore(input, init);
      if (/json|text\/plain/.test(response.headers.get('content-type') ?? '')) rememberText(await response.clone().text());
      return response;
    } finally {
      pending -= 1;
    }
  };
  return () => {
    globalThis.fetch = fetchBefore;
  };
}

/**
 * Switches the page to the pseudo-locale (its translator loaded first), as a visitor's choice would: the
 * provider then keeps it (it chooses the page's language and would set English back otherwise).
 */
export const usePseudoLocale = async (): Promise<void> => {
  await loadLocale(PSEUDO_LOCALE);
  $localeChoice.set(PSEUDO_LOCALE);
  $locale.set(PSEUDO_LOCALE);
};

/** Waits until no call runs and no loader shows, twice in a row (an answer often asks for the next). */
export async function settled(): Promise<void> {
  let quietSince = 0;
  await waitFor(
    () => {
      const busy = pending > 0 || document.querySelector('[aria-busy="true"]') !== null;
      if (busy) quietSince = 0;
      else quietSince ||= Date.now();
      if (busy || Date.now() - quietSince < 150) throw new Error('still loading');
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Each text and text attribute of `root` with the ASCII words that are not data: '"Search" in <button>'. */
export const englishLeftIn = (root: ParentNode = document.body): string[] => englishWordsIn({ data: [...dataWords] }, root);

/** How many catalogue words `root` shows in the pseudo-locale ('[Ŝéåŕçĥ ···]'): a screen that failed to load shows few. */
export const pseudoWordsIn = (root: ParentNode = document.body): number => (root.textContent ?? '').match(/\[[^\]]*·\]/g)?.length ?? 0;

/** A describe block's hooks: the data recorded for its whole file, each test in the pseudo-locale, English after. */
export function inPseudoLocale(): void {
  let stopRecording: () => void = () => {};
  beforeAll(() => {
    stopRecording = recordData();
  });
  afterAll(() => stopRecording());
  beforeEach(usePseudoLocale);
  afterEach(() => {
    $localeChoice.set(null);
    $locale.set('en');
  });
}

/** The English words left on `ui` once it has loaded, alone on the page. */
export async function englishOf(ui: ReactElement): Promise<string[]> {
  cleanup();
  renderWithProvider(ui);
  await settled();
  // The screen is there, in the pseudo-locale (not a blank page or a failure passing for clean).
  expect(pseudoWordsIn()).toBeGreaterThanOrEqual(2);
  return englishLeftIn();
}
