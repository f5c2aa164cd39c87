import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  applicationWizardLabels as wizard,
  applicationsMessages,
  applyMessages,
  authMessages,
  courseLabels,
  format,
  loginMessages,
  mailMessages,
  messages,
  profileLabels,
  searchPanelLabels,
  type Locale,
} from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { bearerCall } from './support/api.js';
import { broadCourseSearch, courseForm, courseRows, partnerInstitution, searchCoursesApi, searchCoursesFromDashboard, type BroadSearch } from './support/catalogue.js';
import { chooseLocaleBeforeLoad, documentLanguage, readIn, screenCheck } from './support/languages.js';
import { signInOnLoginPage } from './support/login-page.js';
import { latestMailTo, mailLink } from './support/mailbox.js';
import { completeApplicantDetails, friendRequest, newIdentity, registeredMember, tokenOf, type TestMember } from './support/members.js';
import { startPartnerSite } from './support/servers.js';
import { signUpForm } from './support/sign-up.js';
import { browserSuite, field, text } from './support/suite.js';
import { applyThroughWizard } from './support/wizard.js';
import { catalogueIds, openEveryWidget } from './support/screens.js';
import * as catalogue from '../packages/core/src/messages.js';
import { TRANSLATIONS } from '../packages/core/src/i18n/translations/index.js';
import { inLocale } from '../packages/server/src/http/locale.js';

/*
 * Issue 28's proof in Chromium. Arabic: a newcomer signs up, searches, opens a course, applies
 * through the summary and the declaration, finds the submitted application in My applications and
 * opens the inbox; Simplified Chinese and Hindi: the discovery search, a course
 * detail and the profile. Every screen at 320 px: <html lang dir> right, no sideways scroll, axe 0,
 * and the page found by the words of the language's catalogue. A Spanish sign-up gets its
 * verification mail in Spanish; a French partner page's widgets speak French while the portal, in
 * another tab, keeps the member's own language.
 */

const PHONE = { width: 320, height: 720 };

describe.skipIf(!chromiumAvailable())('the portal and the widgets in other languages (issue 28) in Chromium', () => {
  const suite = browserSuite();
  let search: BroadSearch;

  beforeAll(async () => {
    search = await broadCourseSearch(suite.portal().url, 10);
  });

  /** A page of a visitor who chose `locale`, at `size`. */
  async function pageIn(locale: Locale, size = PHONE): Promise<Page> {
    const page = await suite.openPage();
    await chooseLocaleBeforeLoad(page, locale);
    await page.setViewportSize(size);
    return page;
  }

  /** The dashboard's course search form, then the course list it finds, each screen checked. */
  async function discoverySearch(page: Page, check: ReturnType<typeof screenCheck>): Promise<void> {
    await page.goto(`${suite.portal().url}/findDashBoard`);
    await page.getByRole('tab', { name: searchPanelLabels.tabs.C, exact: true }).click();
    await field(courseForm(page), courseLabels.searchText).waitFor();
    await check('the search panel');
    await searchCoursesFromDashboard(page, suite.portal().url, search);
    await courseRows(page).first().waitFor();
    await check('the course list');
  }

  /** The first course of the broad search's first page that has an intake to apply for. */
  async function listedIntake() {
    const { rows } = await searchCoursesApi(suite.portal().url, { search: search.term, country_fk: search.country.id, AwardG_fk: search.group.id });
    const course = rows.find((row) => row.intakeId > 0);
    if (!course) throw new Error(`no course with an intake among the first results for "${search.term}"`);
    return course;
  }

  it('Arabic: a newcomer signs up, searches, opens a course, applies and submits, sees it in My applications and opens the inbox, right to left at 320 px', readIn('ar', async () => {
    const url = suite.portal().url;
    const page = await pageIn('ar');
    const check = screenCheck(page, 'ar');

    await page.goto(`${url}/signUp`);
    const form = signUpForm(page);
    await form.submit.click();
    for (const message of [authMessages.firstNameRequired, authMessages.lastNameRequired, authMessages.emailAddressRequired, authMessages.passwordRequired]) {
      await text(page, message).waitFor();
    }
    await check('sign-up, every field missing');
    await form.email.fill('layla@');
    await form.password.fill('12345');
    await form.confirmPassword.fill('1234');
    await form.submit.click();
    for (const message of [authMessages.invalidEmail, authMessages.passwordMinLength, authMessages.passwordMismatch]) await text(page, message).waitFor();
    await check('sign-up, invalid fields');

    const me = newIdentity('Layla', 'Haddad');
    await form.signUp(me);
    await page.waitForURL(/\/thankYou\/\d+$/);
    await text(page, authMessages.thankYouTitle).waitFor();
    await check('thank you');
    const member: TestMember = { ...me, clientId: Number(new URL(page.url()).pathname.split('/').at(-1)) };

    await page.goto(mailLink(await latestMailTo(url, me.email), '/verifyAcc/'));
    await text(page, authMessages.accountVerified).waitFor();
    await check('account verified');

    // The applicant's details come from the profile (not this journey's subject): saved through the API.
    await completeApplicantDetails(url, member);
    // A message waits in the inbox: a friend request.
    await friendRequest(url, await registeredMember(url, true, newIdentity('Omar', 'Nasser')), member);

    await page.goto(`${url}/login`);
    // The page shows nothing until its language's chunks are here: check the screen once it shows.
    await field(page, loginMessages.loginIdLabel).waitFor();
    await check('sign-in');
    await signInOnLoginPage(page, me);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await discoverySearch(page, check);

    const course = await listedIntake();
    await courseRows(page).filter({ hasText: course.name }).first().locator('.sa-course-row-name').click();
    const apply = page.getByRole('button', { name: format(applyMessages.applyCourse, { name: course.name }), exact: true });
    await apply.waitFor();
    await check('a course detail');

    await apply.click();
    await page.waitForURL(/\/onlineApp\/coursedetail\?appId=\d+$/);
    // Every step, the summary expanded, the declaration; submitted, My applications lists it in Arabic.
    await applyThroughWizard(page, async (heading) => {
      if (heading === wizard.steps.AS) {
        await page.getByRole('button', { name: messages.expandAll, exact: true }).click();
        await check('the application summary, expanded');
      } else await check(`the wizard's step "${heading}"`);
    });
    const submitted = page.locator('[part="application"]').first();
    await text(submitted, applicationsMessages.statusLabels.SUB).first().waitFor();
    await check('my applications, with the one just submitted');

    await page.goto(`${url}/msgList`);
    await page.getByRole('main').getByRole('link').filter({ hasText: 'Omar Nasser' }).first().waitFor();
    await check('the inbox');
    expect(check.problems).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }));

  for (const locale of ['zh-CN', 'hi'] as const) {
    it(`${locale}: the discovery search, a course detail and the profile at 320 px`, readIn(locale, async () => {
      const url = suite.portal().url;
      const member = await registeredMember(url, true, newIdentity('Mei', 'Sharma'));
      const page = await pageIn(locale);
      const check = screenCheck(page, locale);

      await discoverySearch(page, check);
      await courseRows(page).first().locator('.sa-course-row-name').click();
      await page.getByRole('button', { name: messages.back, exact: true }).waitFor();
      await check('a course detail');

      await page.goto(`${url}/login`);
      await signInOnLoginPage(page, member);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto(`${url}/profile`);
      await page.getByRole('navigation', { name: profileLabels.checklistTitle }).waitFor();
      await check('the profile');
      expect(check.problems).toEqual([]);
      expect(suite.pageErrors).toEqual([]);
    }));
  }

  it('a sign-up on the Spanish portal asks in Spanish and gets its verification mail in Spanish', readIn('es', async () => {
    const url = suite.portal().url;
    const page = await pageIn('es', { width: 1280, height: 800 });
    await page.goto(`${url}/signUp`);
    const me = newIdentity('Lucía', 'Pérez');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/signup');
    await signUpForm(page).signUp(me);
    expect((await sent).headers()['accept-language']).toMatch(/^es\b/);
    await text(page, authMessages.thankYouTitle).waitFor();

    const mail = await latestMailTo(url, me.email);
    expect(mail.subject).toBe(mailMessages.mailVerifySubject);
    expect(mail.text).toContain(format(mailMessages.mailGreeting, { firstName: me.firstName }));
    expect(mail.text).toContain(mailMessages.mailVerifyIntro);
    await inLocale('en', () => expect(mail.subject).not.toBe(mailMessages.mailVerifySubject));

    await page.goto(mailLink(mail, '/verifyAcc/'));
    await text(page, authMessages.accountVerified).waitFor();
    expect(await documentLanguage(page)).toEqual(['es', 'ltr']);
  }));

  it('every custom element of the manifest on a page in Spanish shows its words in Spanish: each area’s words arrive with the widget (the bundle loads them area by area)', async () => {
    const url = suite.portal().url;
    const [ids, member] = await Promise.all([catalogueIds(url), registeredMember(url, true, newIdentity('Lucía', 'Gómez'))]);
    // Every English phrase of ours (two words or more, no placeholder) that Spanish says otherwise.
    const spanish = await TRANSLATIONS.es();
    const phrases = (english: unknown, translated: unknown): string[] =>
      typeof english === 'string'
        ? /\s/.test(english.trim()) && !english.includes('{') && english !== translated ? [english.trim()] : []
        : english && typeof english === 'object'
          ? Object.entries(english).flatMap(([key, value]) => phrases(value, (translated as Record<string, unknown> | undefined)?.[key]))
          : [];
    const english = Object.entries(catalogue).flatMap(([name, value]) => (typeof value === 'object' ? phrases(value, (spanish as Record<string, unknown>)[name]) : []));
    expect(english.length).toBeGreaterThan(1000);

    const page = await suite.openPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    const tags = await openEveryWidget(page, url, ids, member, 'es');
    // Each text of each widget (a label, a button, a heading) that is one of those phrases, whole: data
    // that happens to contain one (a subject "Sign in issue") is not ours.
    const texts = await page.evaluate((names) =>
      names.flatMap((tag) => {
        const root = document.querySelector(tag)?.shadowRoot;
        if (!root) return [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(`${tag}\t${node.textContent?.trim() ?? ''}`);
        return found;
      }),
    tags);
    const englishSet = new Set(english);
    expect(texts.filter((line) => englishSet.has(line.split('\t')[1]!)).map((line) => line.replace('\t', ': '))).toEqual([]);
  });

  describe('a French partner page beside the portal', () => {
    let partner: { url: string; close(): Promise<void> };

    beforeAll(async () => {
      const institution = await partnerInstitution(suite.portal().url);
      partner = await startPartnerSite(suite.portal().url, { institution: institution.legalFk, lang: 'fr' });
    });
    afterAll(() => partner?.close());

    it("shows its widgets in French while the portal, in another tab, keeps the member's saved language (Spanish)", async () => {
      const url = suite.portal().url;
      const member = await registeredMember(url, true, newIdentity('Chloé', 'Martin'));
      const call = bearerCall(url, await tokenOf(url, member));
      await call('/api/Profile/LanguageSave', { locale: 'es' });

      // The portal: signed in, in the member's saved language.
      const portal = await suite.openPage('/login');
      await signInOnLoginPage(portal, member);
      await portal.waitForURL((u) => !u.pathname.startsWith('/login'));
      await expect.poll(() => documentLanguage(portal)).toEqual(['es', 'ltr']);
      await inLocale('es', () => portal.locator('header').getByRole('button', { name: messages.signOutAction }).waitFor());

      // The partner's page, another tab of the same browser: the member signs in through its widget.
      const page = await portal.context().newPage();
      await page.goto(partner.url);
      const login = page.locator('sa-login');
      const search = page.locator('sa-course-search');
      await inLocale('fr', async () => {
        await search.getByRole('form', { name: courseLabels.searchTitle, exact: true }).waitFor();
        await login.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(member.email);
        await login.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(member.password);
        await login.getByRole('button', { name: messages.signInAction, exact: true }).click();
        await login.getByRole('button', { name: messages.signOutAction, exact: true }).waitFor();
        // Signed in, the member's Spanish does not override the page's French.
        await page.locator('sa-profile').getByRole('tab', { name: profileLabels.tabs.B, exact: true }).waitFor();
        await search.getByRole('button', { name: courseLabels.search, exact: true }).waitFor();
      });
      const roots = await page.evaluate(() =>
        [...document.querySelectorAll('sa-login, sa-course-search, sa-profile')].map((host) => {
          const root = host.shadowRoot?.querySelector('.sa-locale-root');
          return `${host.tagName.toLowerCase()} ${root?.getAttribute('lang')} ${root?.getAttribute('dir')}`;
        }),
      );
      expect(roots.sort()).toEqual(['sa-course-search fr ltr', 'sa-login fr ltr', 'sa-profile fr ltr']);

      // The portal tab, shown again: still Spanish, and the member's saved language is unchanged.
      await portal.bringToFront();
      await portal.reload();
      await expect.poll(() => documentLanguage(portal)).toEqual(['es', 'ltr']);
      await inLocale('es', () => portal.locator('header').getByRole('button', { name: messages.signOutAction }).waitFor());
      expect(await call('/api/Profile/LanguageLoad')).toEqual({ locale: 'es' });
      expect(suite.pageErrors).toEqual([]);
    });
  });
});
