import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { friendMessages, loginMessages, messages, myFriendsLabels as l, myFriendsMessages as m, referralLabels } from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';
import { friendRequest, newIdentity, registeredMember, type TestMember } from './support/members.js';

async function signInOnLoginPage(page: Page, member: TestMember): Promise<void> {
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
}

describe.skipIf(!chromiumAvailable())('my friends in the portal', () => {
  const suite = browserSuite();

  it('at 320 px with the keyboard: signs in from /myfriendlist, accepts a request, makes a group (its messages first), no sideways scroll', async () => {
    const portal = suite.portal().url;
    const [me, asker] = await Promise.all([
      registeredMember(portal, true, newIdentity('Mira', 'Keyboard')),
      registeredMember(portal, true, newIdentity('Arlo', 'Asking-With-A-Rather-Long-Double-Barrelled-Surname')),
    ]);
    await friendRequest(portal, asker, me, 'We both want to study design');
    const askerName = `${asker.firstName} ${asker.surname}`;

    const page = await suite.openPage();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${portal}/myfriendlist`);
    await signInOnLoginPage(page, me);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: l.title }).waitFor();
    expect(page.url()).toBe(`${portal}/myfriendlist`);
    expect(await page.title()).toContain(l.title);
    expect(await main.getByRole('button', { name: referralLabels.open }).isVisible()).toBe(true);

    // Requests with the keyboard: the arrow key opens the tab, Tab reaches Accept.
    await main.getByRole('tab', { name: 'Friends (0)' }).focus();
    await page.keyboard.press('ArrowRight');
    const requests = main.getByRole('tabpanel');
    await requests.getByText(askerName).waitFor();
    expect(await pageOverflow(page)).toBeNull();
    await requests.getByRole('button', { name: l.accept }).focus();
    await page.keyboard.press('Enter');
    await main.getByRole('status').getByText(friendMessages.friendRequestAccepted).waitFor();
    await main.getByRole('tab', { name: 'Friends (1)' }).waitFor();

    // Groups: New group, Save with nothing → the specification's messages; then a name and the friend.
    await main.getByRole('tab', { name: 'Groups (0)' }).click();
    await main.getByRole('button', { name: l.newGroup }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: l.newGroup });
    const name = dialog.getByRole('textbox', { name: l.groupName });
    await name.waitFor();
    await dialog.getByRole('button', { name: l.save }).click();
    await dialog.getByText(m.groupNameRequired).waitFor();
    await dialog.getByText(m.groupMemberRequired).waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Design 2027');
    await dialog.getByRole('checkbox', { name: askerName }).focus();
    await page.keyboard.press('Space');
    expect(await pageOverflow(page)).toBeNull();
    await dialog.getByRole('button', { name: l.save }).focus();
    await page.keyboard.press('Enter');
    await main.getByRole('status').getByText(m.groupSaved).waitFor();
    const group = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Design 2027' }) });
    await group.getByRole('link', { name: askerName }).waitFor();
    expect(await pageOverflow(page)).toBeNull();

    // The header links to it.
    await page.goto(`${portal}/findDashBoard`);
    await page.getByRole('button', { name: /menu/i }).click().catch(() => undefined);
    expect(await page.getByRole('navigation').getByRole('link', { name: l.title }).getAttribute('href')).toBe('/myfriendlist');
    expect(suite.pageErrors).toEqual([]);
  }, 90_000);
});
