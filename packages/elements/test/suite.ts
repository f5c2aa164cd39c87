import { afterEach, beforeAll, inject } from 'vitest';
import { configureClient, loadWordsByArea } from '@studyatlas/core';
import type { ApiServer } from './server.js';
import type {} from './provided.js';
import { defineAll } from '../src/index.js';
import { resetPage } from '../../react/test/reset-page.js';

/**
 * Registers the elements against the suite's real API server (started once for every file by
 * test/global-setup.ts, with the suites' small seeded catalogue) and leaves a clean page and clean
 * shared stores after each test. Returns the running server.
 */
export function elementSuite(): () => Pick<ApiServer, 'url' | 'surveys'> {
  const server = inject('elementsApi');
  beforeAll(() => {
    configureClient({ baseUrl: server.url });
    loadWordsByArea(); // as the script-tag bundle does (studyatlas.ts)
    defineAll();
  });
  afterEach(resetPage);
  return () => server;
}

/** Puts some markup at the end of the page and returns its last element. */
export function place(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

export const shadow = (element: HTMLElement): ShadowRoot => element.shadowRoot!;
export const textOf = (element: HTMLElement): string => shadow(element).textContent ?? '';

/** Waits until `read` gives a truthy value (errors count as not yet) and returns it. */
export async function until<T>(read: () => T | undefined | null | false, timeout = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    let value: T | undefined | null | false;
    try {
      value = read();
    } catch {
      value = undefined;
    }
    if (value) return value;
    if (Date.now() - started > timeout) throw new Error(`timed out: ${read.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
