import type { Page } from 'playwright-core';

/** The online application wizard's heading: the current step's name. */
export const stepHeading = (page: Page) => page.locator('.sa-apply-step-title');
