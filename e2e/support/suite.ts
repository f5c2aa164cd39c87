import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startPortal, type PortalServer } from './servers.js';

export interface BrowserSuite {
  /** The running portal (its API, dev mailbox, partner page and example apps). */
  portal(): PortalServer;
  /** A page in a fresh browser context (its own storage), opened at `path` of the portal. */
  openPage(path?: string): Promise<Page>;
  /** Uncaught page errors of every page opened so far. */
  pageErrors: string[];
}

/**
 * Starts the portal and Chromium once for the calling `describe` and closes both after it; each
 * journey opens pages in contexts of its own, as separate visitors.
 */
export function browserSuite({ start = () => startPortal() }: { start?: () => Promise<PortalServer> } = {}): BrowserSuite {
  let portal: PortalServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await portal?.close();
  });

  return {
    portal: () => portal!,
    pageErrors,
    async openPage(path) {
      const context = await browser!.newContext();
      contexts.push(context);
      const page = await context.newPage();
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
