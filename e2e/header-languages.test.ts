import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_CHOICE_KEY, LOCALES, directionOf, format, loginMessages, messages, messagingLabels, type Locale } from '@studyatlas/core';
import { inLocale } from '../packages/server/src/http/locale.js';
import { chromiumAvailable } from './support/browser.js';
import { pageOverflow, readable } from './support/overflow.js';
import { browserSuite, field } from './support/suite.js';
import { friendRequest, newIdentity, registeredMember, type TestMember } from './support/members.js';

/*
 * Issue 28, the portal's header in every language: at 320 and 1280 px the signed-in member's name is
 * whole (its words may give way, the name does not), the unread badge, Sign out and the language
 * switch are in view, nothing scrolls sideways, and in Arabic the header runs from the right. The
 * journey reads the catalogue in each language through the server's locale scope (the portal runs
 * in this process, and its resolver decides the words' language here).
 */

const WIDTHS = [1280, 320] as const;

async function choose(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LOCALE_CHOICE_KEY, locale]);
}

describe.skipIf(!chromiumAvailable())("the portal's header in every language (issue 28) in Chromium", () => {
  const suite = browserSuite();
  let member: TestMember;

  beforeAll(async () => {
    const portal = suite.portal().url;
    member = await registeredMember(portal, true, newIdentity('Sofia', 'Marques'));
    const friend = await registeredMember(portal, true, newIdentity('Tomas', 'Keller'));
    // A friend request is a message in the member's inbox: the header's badge shows 1.
    await friendRequest(portal, friend, member);
  });

  it('keeps the whole name, the unread badge, Sign out and the language switch in view at 320 and 1280 px, without sideways scroll', async () => {
    const portal = suite.portal().url;
    const page = await suite.openPage();
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`${portal}/login`);
    await field(page, loginMessages.loginIdLabel).fill(member.email);
    await field(page, loginMessages.passwordLabel).fill(member.password);
    await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
    const header = page.locator('header');
    await header.getByRole('button', { name: messages.signOutAction }).waitFor();

    const problems: string[] = [];
    for (const locale of LOCALES) {
      await choose(page, locale);
      await inLocale(locale, async () => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`${portal}/msgList`);
          const badge = header.getByRole('img', { name: format(messagingLabels.unreadCount, { count: 1 }) });
          await badge.waitFor();
          const at = `${locale} at ${width} px`;
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, directionOf(locale)]);
          const name = header.locator('.sa-session-member');
          expect(await name.textContent(), at).toBe('Sofia Marques');
          const parts = {
            name,
            badge,
            'Sign out': header.getByRole('button', { name: messages.signOutAction }),
            'the language switch': header.getByRole('combobox', { name: messages.language }),
          };
          for (const [part, locator] of Object.entries(parts)) {
            const seen = await readable(locator);
            if (!seen.visible) problems.push(`${at}: ${part} is out of view`);
            if (part === 'name' && seen.cut) problems.push(`${at}: the name is cut`);
          }
          const overflow = await pageOverflow(page);
          if (overflow) problems.push(`${at}: ${overflow}`);
          if (directionOf(locale) === 'rtl') {
            // Mirrored: the brand at the start, the right; the session after it, to its left.
            const brand = (await header.locator('.portal-brand').boundingBox())!;
            expect(brand.x + brand.width, at).toBeGreaterThan(width - 40);
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
