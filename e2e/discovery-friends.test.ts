import { describe, expect, it } from 'vitest';
import { friendLabels as t, messages, searchPanelLabels, loginMessages } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field, text } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember } from './support/members.js';

describe.skipIf(!chromiumAvailable())('friends in Chromium', () => {
  const suite = browserSuite();

  it('signs in from the R tab, finds a member, refuses an empty comment, sends a request, sees it pending and sends a message', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Rita', 'Friendly'));
    const page = await suite.openPage();
    await page.goto(`${suite.portal().url}/findDashBoard`);

    // Signed out, the Friends tab asks for a sign-in (discovery §1).
    await page.getByRole('tab', { name: searchPanelLabels.tabs.R, exact: true }).click();
    await signInThroughDialog(page, me);

    await page.getByRole('tab', { name: searchPanelLabels.tabs.R, exact: true }).click();
    const form = page.getByRole('search', { name: t.searchTitle });
    await form.getByRole('combobox', { name: t.fromYear, exact: true }).locator('option', { hasText: '2017' }).waitFor({ state: 'attached' });
    await field(form, t.quickSearch).fill('Aarav Thapa');
    await form.getByRole('button', { name: t.search, exact: true }).click();
    await page.waitForURL('**/findfriend/list');
    await text(page, '1 people found').waitFor();

    await page.locator('li.sa-friend-row').getByRole('link', { name: 'Aarav Thapa', exact: true }).click();
    await page.waitForURL('**/friendDetail/**');
    await page.getByRole('heading', { name: 'Aarav Thapa', level: 1 }).waitFor();
    await page.locator('.sa-friend-list--all').getByText('Priya Sharma').waitFor();

    // The request popover: the default note, an empty comment refused.
    await page.getByRole('button', { name: t.addFriend, exact: true }).click();
    const popover = page.getByRole('dialog', { name: t.requestTitle });
    const comment = popover.getByRole('textbox', { name: t.comment });
    expect(await comment.inputValue()).toBe('Please add me to your friend list');
    await comment.fill('');
    await popover.getByRole('button', { name: t.sendRequest, exact: true }).click();
    await text(popover, 'Please add comment.').waitFor();
    await comment.fill('We are from the same town!');
    await popover.getByRole('button', { name: t.sendRequest, exact: true }).click();
    await popover.waitFor({ state: 'hidden' });
    await text(page, 'Request sent successfully.').waitFor();
    await text(page, t.stateSent).waitFor();

    // Pending: its state and Cancel, no button to send it again (it could only answer 'Request already sent.').
    await page.getByRole('button', { name: t.cancelRequest, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /again/i }).count()).toBe(0);

    // A message: topic and message required.
    await page.getByRole('button', { name: t.message, exact: true }).click();
    const message = page.getByRole('dialog', { name: 'Message to Aarav Thapa' });
    await message.getByRole('button', { name: t.send, exact: true }).click();
    await text(message, 'Topic is required').waitFor();
    await text(message, 'Message is required').waitFor();
    await field(message, t.topic).fill('Hello');
    await message.locator('textarea[name="NoteText"]').fill('See you in Sydney');
    await message.getByRole('button', { name: t.send, exact: true }).click();
    await text(page, 'Message sent successfully').waitFor();

    // The header's Friends link opens the list of the remembered search.
    await page.locator('header').getByRole('link', { name: t.resultsTitle, exact: true }).click();
    await page.waitForURL('**/findfriend/list');
    await text(page, '1 people found').waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
