import type { Page } from 'playwright-core';
import { loginMessages, messages } from '@studyatlas/core';
import { field } from './suite.js';

/** Signs in on the portal's /login page (where a members-only route sends a visitor). */
export async function signInOnLoginPage(page: Page, member: { email: string; password: string }): Promise<void> {
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
}
