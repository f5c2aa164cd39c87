import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { sharedBrowser } from './browser.js';
import { sharedPortal, type PortalServer } from './servers.js';

export interface BrowserSuite {
  /** The running portal (its API, dev mailbox, partner page and example apps). */
  portal(): PortalServer;
  /** A page in a fresh browser context (its own storage), opened at `path` of the portal. */
  openPage(path?: string): Promise<Page>;
  /** Uncaught page errors of every page opened so far. */
  pageErrors: string[];
}

const FAILURES = 'test-results/e2e-failures';

/**
 * The portal and Chromium for the calling `describe`: by default the ones every journey file shares
 * (started by the first file; the e2e project runs its files in one process, `isolate: false`), or a
 * portal of its own from `start` (e.g. with an external sign-in provider), closed after the describe.
 * Each journey opens pages in contexts of its own, as separate visitors, closed after the describe.
 */
export function browserSuite({ start }: { start?: () => Promise<PortalServer> } = {}): BrowserSuite {
  let portal: PortalServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let pagesOfTest: Page[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([start ? start() : sharedPortal(), sharedBrowser()]);
  });
  // A failed journey leaves what its pages showed: a screenshot each in test-results/e2e-failures and,
  // in the log, each page's address and the start of its text (what CI's log can show).
  afterEach(async ({ task }) => {
    const pages = pagesOfTest.filter((page) => !page.isClosed());
    pagesOfTest = [];
    if (!task.result?.errors?.length) return;
    mkdirSync(FAILURES, { recursive: true });
    for (const [index, page] of pages.entries()) {
      const name = `${task.name.replace(/[^\w]+/g, '-').slice(0, 80)}-${index + 1}`;
      await page.screenshot({ path: `${FAILURES}/${name}.png`, fullPage: true, timeout: 5_000 }).catch(() => undefined);
      const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '');
      console.log(`[e2e failure] ${task.name} — page ${index + 1} at ${page.url()}: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    if (start) await portal?.close();
  });

  return {
    portal: () => portal!,
    pageErrors,
    async openPage(path) {
      const context = await browser!.newContext();
      contexts.push(context);
      const page = await context.newPage();
      pagesOfTest.push(page);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      if (path !== undefined) await page.goto(`${portal!.url}${path}`);
      return page;
    },
  };
}

/** Visible text, matched exactly. */
export const text = (scope: Page | Locator, value: string) => scope.getByText(value, { exact: true });

/** An input by its accessible name (the label without the required mark). */
export const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
