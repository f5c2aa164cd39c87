import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { pageOverflow } from './overflow.js';

/** No sideways scroll and no axe violation (WCAG 2.1 A/AA) at a desktop and a phone width; back at 1280 px after. */
export async function measured(page: Page, what: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await pageOverflow(page), `${what} at ${width} px`).toBeNull();
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
