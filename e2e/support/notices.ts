import type { Page } from 'playwright-core';
import { messages } from '@studyatlas/core';

/** The Success notice that says `message` (a status message in the page or a widget's shadow root). */
export const successNotice = (page: Page, message: string) => page.getByRole('status').locator('.sa-notice').filter({ hasText: message });

/**
 * Waits for the Success notice that says `message` (issue 24: a notice that blocks nothing, never a
 * modal), then closes it with its Dismiss button so that a later notice with the same words is a new one.
 */
export async function seeSuccess(page: Page, message: string): Promise<void> {
  const notice = successNotice(page, message);
  await notice.first().waitFor();
  if ((await page.getByRole('alertdialog', { name: messages.titleSuccess }).count()) > 0) throw new Error(`a Success dialog showed with "${message}"`);
  await notice.first().getByRole('button', { name: messages.dismissNotice }).click();
  await notice.first().waitFor({ state: 'detached' });
}
