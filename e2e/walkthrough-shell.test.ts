import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  authMessages,
  eventLabels,
  format,
  loginMessages,
  messages,
  messagingLabels as l,
  messagingMessages as m,
  myApplicationsLabels,
  myFriendsLabels,
  portalMessages,
  profileLabels,
  studyPreferenceLabels,
} from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { pageOverflow, readable } from './support/overflow.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite, field } from './support/suite.js';
import { friendRequest, newIdentity, registeredMember, type TestMember } from './support/members.js';

/*
 * Issue 24, the portal's shell as a new student meets it: the header keeps the member's name, the
 * unread badge and Sign out in view at every width; a save says so in a notice that does not block
 * (and a download says nothing); the partner page fits a phone and greets by name; every site has
 * its icon; the study preferences' buttons keep their height; the profile's tabs end at Save.
 */

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

async function signIn(page: Page, portal: string, member: TestMember): Promise<void> {
  await page.goto(`${portal}/login`);
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
  await page.locator('header').getByRole('button', { name: messages.signOutAction }).waitFor();
}

describe.skipIf(!chromiumAvailable())('the portal shell (issue 24) in Chromium', () => {
  const suite = browserSuite();
  let sofia: TestMember;
  let partner: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    const portal = suite.portal().url;
    sofia = await registeredMember(portal, true, newIdentity('Sofia', 'Marques'));
    const friend = await registeredMember(portal, true, newIdentity('Tomas', 'Keller'));
    // A friend request is a message in Sofia's inbox: the header's badge shows 1.
    await friendRequest(portal, friend, sofia);
    partner = await startPartnerSite(portal);
  });
  afterAll(() => partner?.close());

  it.each([1280, 375, 320])('at %i px the inbox header shows the whole name, the unread badge and Sign out, with no sideways scroll', async (width) => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, portal, sofia);
    await page.goto(`${portal}/msgList`);
    const header = page.locator('header');
    const name = header.getByText(format(authMessages.signedInAs, { name: 'Sofia Marques' }), { exact: true });
    const badge = header.getByRole('img', { name: format(l.unreadCount, { count: 1 }) });
    await badge.waitFor();
    await shot(page, `header-inbox-${width}`);
    expect(await readable(name)).toEqual({ visible: true, cut: false });
    expect((await readable(badge)).visible).toBe(true);
    expect((await readable(header.getByRole('button', { name: messages.signOutAction }))).visible).toBe(true);
    expect(await pageOverflow(page)).toBeNull();
  });

  it('at 1280 px the member links are one "My account" menu: a disclosure that Escape closes', async () => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, portal, sofia);
    const header = page.locator('header');
    // 'Friends' (find friends) and 'My friends' are no longer side by side in one row of links.
    const menu = header.getByRole('button', { name: portalMessages.accountMenuButton, exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const myFriends = header.getByRole('link', { name: myFriendsLabels.title, exact: true });
    expect(await myFriends.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const name of [profileLabels.profileTitle, myApplicationsLabels.title, myFriendsLabels.title]) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await shot(page, 'header-account-menu-1280');
    // Tab moves into the menu's links; Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(profileLabels.profileTitle);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await myFriends.isVisible()).toBe(false);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    // Enter opens it; following a link closes it.
    await page.keyboard.press('Enter');
    await myFriends.click();
    await page.waitForURL('**/myfriendlist');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('a save says so in a status notice that leaves on its own: no modal, the focus stays', async () => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await signIn(page, portal, sofia);
    await page.goto(`${portal}/createMsg`);
    await field(page, l.subject).fill('Plans');
    const save = page.getByRole('button', { name: l.saveDraft, exact: true });
    await save.click();
    const notice = page.getByRole('status').filter({ hasText: m.draftSaved });
    await notice.waitFor();
    await shot(page, 'notice-saved-1280');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The focus stays where the member was: on Save draft.
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    // Its title stays the specification's word.
    expect(await notice.textContent()).toContain(messages.titleSuccess);
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('opening a file shows no notice at all', async () => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await signIn(page, portal, sofia);
    // An event with a document (EEM), opened straight on its detail route.
    const db = suite.portal().database.db;
    const event = await db
      .selectFrom('stored_files as f')
      .innerJoin('events as e', 'e.id', 'f.reference_id')
      .select(['e.id', 'e.legal_id', 'e.location_id'])
      .where('f.kind', '=', 'EEM')
      .where('e.location_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await page.goto(`${portal}/detail/${event.legal_id}/${event.location_id}/${event.id}`);
    await page.getByRole('button', { name: new RegExp(`^${eventLabels.documents} \\(\\d+\\)$`) }).click();
    const documentButton = page.locator('.sa-event-document').first();
    const fileName = (await documentButton.textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), documentButton.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    await page.waitForTimeout(500);
    expect(await page.getByText(`Successful: ${fileName}`).count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('the partner page fits a 375 px phone and greets the student by name', async () => {
    const page = await suite.openPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(partner.url);
    const widget = page.locator('sa-login');
    const loginId = widget.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true });
    await loginId.waitFor();
    expect(await pageOverflow(page)).toBeNull();
    await loginId.fill(sofia.email);
    await widget.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(sofia.password);
    await widget.getByRole('button', { name: messages.signInAction, exact: true }).click();
    const greeting = page.locator('#partner-greeting');
    await greeting.waitFor({ state: 'visible' });
    await shot(page, 'partner-375');
    expect(await greeting.textContent()).toContain('Sofia Marques');
    expect(await greeting.textContent()).not.toContain(sofia.email);
    expect(await pageOverflow(page)).toBeNull();

    // A save inside a widget: the notice shows from the shadow root of the element that holds the
    // page's popups, inside the phone's viewport, and leaves on its own.
    const inbox = page.locator('sa-messages');
    await inbox.getByRole('button', { name: l.newMessage, exact: true }).click();
    await field(inbox, l.subject).fill('From Northbridge');
    await inbox.getByRole('button', { name: l.saveDraft, exact: true }).click();
    const notice = page.getByRole('status').locator('.sa-notice').filter({ hasText: m.draftSaved });
    await notice.waitFor();
    expect(await notice.evaluate((el) => el.getRootNode() instanceof ShadowRoot)).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await shot(page, 'partner-notice-375');
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('every site has an icon: /favicon.ico and each page’s <link rel="icon"> answer 200 with an image', async () => {
    const portal = suite.portal().url;
    const ico = await fetch(`${portal}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    const page = await suite.openPage();
    for (const site of [`${portal}/findDashBoard`, `${portal}/react-app/`, `${portal}/partner/`]) {
      await page.goto(site);
      const href = await page.evaluate(() => (document.querySelector('link[rel~="icon"]') as HTMLLinkElement | null)?.href ?? null);
      expect(href, site).toMatch(/^http/);
      const icon = await fetch(href!);
      expect(icon.status, href!).toBe(200);
      expect(icon.headers.get('content-type'), href!).toMatch(/^image\//);
    }
  });

  it('study preferences: "Pick from favourite courses" keeps its height while "Add destination" is open; the notice setting is not under every tab', async () => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, portal, sofia);
    await page.goto(`${portal}/profile/studyPref`);
    const pick = page.getByRole('button', { name: studyPreferenceLabels.fromFavourites, exact: true });
    const add = page.getByRole('button', { name: studyPreferenceLabels.addDestination, exact: true });
    await add.waitFor();
    const closed = (await pick.boundingBox())!;
    await add.click();
    await page.locator('#sa-study-add-destinations').waitFor();
    await shot(page, 'study-add-open-1280');
    const open = (await pick.boundingBox())!;
    expect(open.height).toBe(closed.height);
    expect(open.height).toBeLessThan(56);
    // The e-mail notice setting sits on the basic details tab only, and never below a tab's Save.
    expect(await page.getByRole('checkbox', { name: l.messageNotices }).count()).toBe(0);
    await page.goto(`${portal}/profile`);
    await page.getByRole('checkbox', { name: l.messageNotices }).waitFor();
  });
});
