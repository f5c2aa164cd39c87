import { afterAll, afterEach, beforeAll } from 'vitest';
import { $popups, clearAllSearches, clearCompare, closeLoginDialog, configureClient, endSession } from '@studyatlas/core';
import { startApiServer, type ApiServer } from './server.js';
import { defineAll } from '../src/index.js';
import { releasePersistentStores } from '../../react/test/release-stores.js';

/**
 * Registers the elements and starts the real API server (a child process; `catalogue` seeds the
 * suites' small catalogue) for the calling test file, and leaves a clean page and clean shared
 * stores after each test. Returns the running server.
 */
export function elementSuite({ catalogue = false } = {}): () => ApiServer {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer({ catalogue });
    configureClient({ baseUrl: server.url });
    defineAll();
  }, 60_000);
  afterAll(async () => {
    releasePersistentStores();
    await server?.stop();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    clearAllSearches();
    clearCompare();
    endSession();
    $popups.set([]);
    closeLoginDialog();
    localStorage.clear();
  });
  return () => server!;
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
