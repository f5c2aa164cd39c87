import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PSEUDO_LOCALE, messages } from '@studyatlas/core';
import { inLocale } from '../packages/server/src/http/locale.js';
import { chromiumAvailable } from './support/browser.js';
import { browserSuite } from './support/suite.js';
import { signInOnLoginPage } from './support/login-page.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';
import { PORTAL_BOXES, catalogueIds, compareSelection, openEveryWidget, portalScreens, walkPortalScreens, type CatalogueIds } from './support/screens.js';
import { inPseudoLocale, lookAtPage, problemLines } from './support/pseudo-locale.js';

/*
 * Issue 28: the pseudo-locale run in Chromium. Every route of the portal (signed out, then signed in)
 * and every custom element, in `en-XA` (each catalogue word accented and 40 % longer), at 320 and
 * 1280 px: no plain English word of our own (data — what went over fetch, the page's storage — is
 * allowed), no sideways scroll, nothing out of its column, card or widget, none of our words cut by a
 * box that clips. Each screen is loaded once in the one page of its pass, then looked at per width by
 * resizing, every check in one round trip (support/pseudo-locale.ts).
 */

const WIDTHS = [320, 1280] as const;

describe.skipIf(!chromiumAvailable())('the pseudo-locale en-XA in Chromium: no English left, nothing clipped, at 320 and 1280 px', () => {
  const suite = browserSuite();
  let ids: CatalogueIds;
  let member: TestMember;

  beforeAll(async () => {
    [ids, member] = await Promise.all([catalogueIds(suite.portal().url), registeredMember(suite.portal().url, true, newIdentity('Noor', 'Haddad'))]);
  });

  async function pseudoPage(): Promise<Page> {
    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await compareSelection(page, ids);
    await inPseudoLocale(page);
    return page;
  }

  /** Looks at the page at each width; returns the problems, as 'screen @ width: what'. */
  async function atEachWidth(page: Page, screen: string, boxes: string, expectLang = true): Promise<string[]> {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...problemLines(`${screen} @ ${width}`, await lookAtPage(page, boxes), expectLang));
    }
    return problems;
  }

  const visitAll = (page: Page, signedIn: boolean): Promise<string[]> =>
    walkPortalScreens(page, suite.portal().url, portalScreens(ids, member, signedIn), signedIn, (label) => atEachWidth(page, label, PORTAL_BOXES));

  it('every portal route, signed out', async () => {
    const page = await pseudoPage();
    expect((await visitAll(page, false)).join('\n')).toBe('');
  }, 120_000);

  it(
    'every portal route, signed in',
    () =>
      inLocale(PSEUDO_LOCALE, async () => {
        const page = await pseudoPage();
        await page.goto(`${suite.portal().url}/login`);
        await signInOnLoginPage(page, member);
        await page.getByRole('button', { name: messages.signOutAction }).first().waitFor();
        expect((await visitAll(page, true)).join('\n')).toBe('');
      }),
    120_000,
  );

  it('every custom element of the manifest, on a page in en-XA', async () => {
    const page = await pseudoPage();
    const tags = await openEveryWidget(page, suite.portal().url, ids, member, PSEUDO_LOCALE);
    expect((await atEachWidth(page, 'widgets', `${tags.join(', ')}, ${PORTAL_BOXES}`, false)).join('\n')).toBe('');
  }, 120_000);
});
