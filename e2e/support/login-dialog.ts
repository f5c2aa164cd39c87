import type { Page } from 'playwright-core';
import { loginMessages, messages } from '@studyatlas/core';
import { field, text } from './suite.js';

/** The login dialog a gate opens (favourite, download, the Friends tab, apply …). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: messages.signInTitle });

/**
 * Signs in through the login dialog a gate opened — after checking the reason it shows, when given —
 * and waits for it to close.
 */
export async function signInThroughDialog(page: Page, member: { email: string; password: string }, reason?: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.waitFor();
  if (reason) await text(dialog, reason).waitFor();
  await field(dialog, loginMessages.loginIdLabel).fill(member.email);
  await field(dialog, loginMessages.passwordLabel).fill(member.password);
  await dialog.getByRole('button', { name: messages.signInAction, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
