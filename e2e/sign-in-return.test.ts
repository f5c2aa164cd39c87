import { describe, expect, it } from 'vitest';
import { favouriteMessages, friendLabels, loginMessages, messages, searchPanelLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite, field } from './support/suite.js';
import { signInThroughDialog } from './support/login-dialog.js';
import { newIdentity, registeredMember } from './support/members.js';

describe.skipIf(!chromiumAvailable())('after a sign-in a gate asked for, the visitor continues where they were, in Chromium', () => {
  const suite = browserSuite();

  it('dashboard → Friends tab → sign in when asked → the Friends tab is shown', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Ines', 'Moreau'));
    const page = await suite.openPage('/findDashBoard');
    const friendsTab = page.getByRole('tab', { name: searchPanelLabels.tabs.R, exact: true });
    await friendsTab.click();
    await signInThroughDialog(page, me);

    // No second click: the tab that asked for the sign-in is open, with the friend search.
    await page.getByRole('search', { name: friendLabels.searchTitle }).waitFor();
    expect(await friendsTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).getAttribute('aria-selected')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/findDashBoard');
    expect(suite.pageErrors).toEqual([]);
  });

  it('a member-only page sends the visitor to /login and back to that page (its query kept) once signed in', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Jonas', 'Berg'));
    const page = await suite.openPage('/favourite?from=mail');
    await page.waitForURL('**/login**');
    await field(page, loginMessages.loginIdLabel).fill(me.email);
    await field(page, loginMessages.passwordLabel).fill(me.password);
    await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
    await page.waitForURL('**/favourite?from=mail');
    await page.getByRole('heading', { level: 1, name: favouriteMessages.favouritesTitle }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });
});
