import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  applicationWizardLabels as t,
  applicationsMessages,
  applyMessages,
  authMessages,
  basicLabels,
  format,
  loginMessages,
  messages,
  messagingLabels,
  myApplicationsLabels,
  myFriendsLabels,
  type WizardStep,
} from '@studyatlas/core';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/index.js';
import { hubText } from '../examples/react-app/src/hub-text.js';
import { chromiumAvailable } from './support/browser.js';
import { startPortal, type PortalServer } from './support/servers.js';
import { watchCsp } from './support/csp.js';
import { pageOverflow } from './support/overflow.js';
import { browserSuite, field, text } from './support/suite.js';
import { newIdentity, registeredMember } from './support/members.js';

/** The hub's own line about the session (examples/react-app/src/home.tsx). */
const GUEST_LINE = hubText.guest.line;
const memberLine = (name: string) => format(hubText.member.line, { name });

/** Where the journey's screenshots go when HUB_SCREENSHOTS names a folder (to look at the hub). */
async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.HUB_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

describe.skipIf(!chromiumAvailable())('@studyatlas/react inside a third-party React app in Chromium', () => {
  const suite = browserSuite();

  async function openApp(): Promise<{ page: Page; errors: string[] }> {
    const page = await suite.openPage('/react-app/');
    return { page, errors: suite.pageErrors };
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it("signs in with the LoginWidget, switches the hub's own views through navigate and signs out", async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Mina', 'Park'));
    const { page, errors } = await openApp();
    const header = page.locator('header');
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: 'Globe Student Hub' }).waitFor();
    await text(main, GUEST_LINE).waitFor();
    expect(await page.title()).toBe('Globe Student Hub');
    await snap(page, 'guest-home');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await pageOverflow(page)).toBeNull();
    await snap(page, 'guest-home');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The widget's "Sign up" asks navigate('/signUp'): the hub shows the form in its own view state.
    const signUpLink = main.getByRole('link', { name: loginMessages.signUpAction, exact: true });
    expect(await signUpLink.getAttribute('href')).toBe(`${suite.portal().url}/signUp`); // href(): new tabs open the portal
    await signUpLink.click();
    await text(main, authMessages.signUpTitle).waitFor();
    expect(pathOf(page)).toBe('/react-app/');
    expect(await header.getByRole('button', { name: 'Join' }).getAttribute('aria-current')).toBe('page');
    await main.getByRole('button', { name: loginMessages.signUpAction, exact: true }).click();
    await text(main, authMessages.firstNameRequired).waitFor();
    await text(main, authMessages.lastNameRequired).waitFor();

    // Back through the hub's own tabs, then sign in with the widget.
    await header.getByRole('button', { name: 'Home' }).click();
    await field(main, loginMessages.loginIdLabel).fill(me.email);
    await field(main, loginMessages.passwordLabel).fill(me.password);
    await main.getByRole('button', { name: messages.signInAction, exact: true }).click();

    const signedIn = format(authMessages.signedInAs, { name: 'Mina Park' });
    await text(main, memberLine('Mina Park')).waitFor(); // the hub's own UI, from useStore($session)
    await text(header, signedIn).waitFor(); // SessionStatus
    // Signed in, the home is the member's: a greeting and the hub's member sections in its menu.
    await main.getByRole('heading', { name: format(hubText.member.title, { name: 'Mina' }) }).waitFor();
    await header.getByRole('button', { name: hubText.nav.applications, exact: true }).waitFor();
    expect(await header.getByRole('button', { name: hubText.nav.join }).count()).toBe(0);
    expect(pathOf(page)).toBe('/react-app/');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null')?.member?.email)).toBe(
      me.email,
    );

    await header.getByRole('button', { name: messages.signOutAction }).click();
    await text(main, GUEST_LINE).waitFor();
    await field(main, loginMessages.loginIdLabel).waitFor();
    await header.getByRole('button', { name: messages.signInAction }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('studyatlas.session') ?? 'null'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it("keeps the hub's own heading styles while the widgets keep theirs", async () => {
    const { page } = await openApp();
    await field(page.getByRole('main'), loginMessages.loginIdLabel).waitFor();
    const looks = await page.evaluate(() => {
      const style = (selector: string) => {
        const css = getComputedStyle(document.querySelector(selector)!);
        const { fontFamily, fontSize, textTransform, color, letterSpacing, marginBottom } = css;
        return { fontFamily, fontSize, textTransform, color, letterSpacing, marginBottom };
      };
      return {
        hubTitle: style('header h1'),
        hubHeading: style('.hub-welcome h2'),
        widgetTitle: style('.sa-auth-title'),
        stylesheets: document.querySelectorAll('#studyatlas-styles').length,
      };
    });
    // examples/react-app/src/hub.css: h1, h2 { font-family: 'Trebuchet MS'…; color: #0b5d4b; letter-spacing: 0.03em }
    expect(looks.hubTitle).toEqual({
      fontFamily: '"Trebuchet MS", Verdana, sans-serif',
      fontSize: '28px',
      textTransform: 'uppercase',
      color: 'rgb(11, 93, 75)',
      letterSpacing: '0.84px',
      marginBottom: '0px',
    });
    expect(looks.hubHeading).toEqual({
      fontFamily: '"Trebuchet MS", Verdana, sans-serif',
      fontSize: '24px',
      textTransform: 'none',
      color: 'rgb(11, 93, 75)',
      letterSpacing: '0.72px',
      marginBottom: '12px',
    });
    expect(looks.widgetTitle.fontSize).toBe('22px');
    expect(looks.stylesheets).toBe(1);
  });
});

/**
 * The demo student's favourite course intakes without a survey (the wizard then has no questionnaire
 * step) and in none of the student's applications yet (the journeys share one portal; applying twice
 * for an intake is refused).
 */
async function favouritesWithoutSurvey(portal: PortalServer): Promise<string[]> {
  const db = portal.database.db;
  const applied = db
    .selectFrom('application_courses as ac')
    .innerJoin('applications as a', 'a.id', 'ac.application_id')
    .innerJoin('clients as m', 'm.id', 'a.client_id')
    .select('ac.intake_id')
    .where('m.email', '=', DEMO_MEMBER_EMAIL);
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('clients as m', 'm.id', 'f.client_id')
    .innerJoin('intakes as i', 'i.id', 'f.reference_id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['c.id as courseId', 'c.legal_id as legalId', 'c.name as courseName'])
    .where('m.email', '=', DEMO_MEMBER_EMAIL)
    .where('f.category', '=', 'C')
    .where('f.reference_id', 'not in', applied)
    .orderBy('f.id')
    .execute();
  const surveys = await db.selectFrom('surveys').select(['course_id', 'legal_id']).execute();
  const hasSurvey = (r: (typeof rows)[number]) => surveys.some((s) => s.course_id === r.courseId || (s.course_id === null && s.legal_id === r.legalId));
  return rows.filter((r) => !hasSurvey(r)).map((r) => r.courseName);
}

describe.skipIf(!chromiumAvailable())('Globe Student Hub: the whole member area through @studyatlas/react in Chromium', () => {
  // A portal of its own: the journey follows the demo student, whom other journeys change.
  const suite = browserSuite({ start: () => startPortal() });
  const wide = { width: 1280, height: 900 };
  const phone = { width: 375, height: 800 };

  /** The screen fits at 375 px and at 1280 px without sideways scroll (and is photographed at both, when asked). */
  async function fitsBothWidths(page: Page, name: string): Promise<void> {
    for (const size of [phone, wide]) {
      await page.setViewportSize(size);
      await expect.poll(() => pageOverflow(page), { message: `${name} at ${size.width} px` }).toBeNull();
      await snap(page, name);
    }
  }

  it('the demo student signs in, applies for a saved course, follows it in My applications, reads messages and friends, without leaving the hub', async () => {
    const portal = suite.portal();
    const [course] = await favouritesWithoutSurvey(portal);
    expect(course).toBeDefined();
    const page = await suite.openPage();
    const violations = await watchCsp(page);
    await page.setViewportSize(wide);
    await page.goto(`${portal.url}/react-app/`);
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: hubText.sections });
    const main = page.getByRole('main');
    const section = (label: string) => nav.getByRole('button', { name: label });
    const current = () => nav.locator('[aria-current="page"]').textContent();

    // Sign in from the header's account menu: the hub's own sign-in view (the StudyAtlas LoginPage).
    await header.getByRole('button', { name: messages.signInAction, exact: true }).click();
    // The guest home has a sign-in form of its own: fill the view's once the home has gone.
    await main.getByRole('heading', { name: hubText.guest.title }).waitFor({ state: 'detached' });
    await field(main, loginMessages.loginIdLabel).fill(DEMO_MEMBER_EMAIL);
    await field(main, loginMessages.passwordLabel).fill(DEMO_MEMBER_PASSWORD);
    await main.getByRole('button', { name: messages.signInAction, exact: true }).click();
    await main.getByRole('heading', { name: format(hubText.member.title, { name: 'Sam' }) }).waitFor();
    expect(await current()).toBe(hubText.nav.home);
    await fitsBothWidths(page, 'home');

    // Profile: the member's own details, in the hub.
    await section(hubText.nav.profile).click();
    const basic = main.getByRole('form', { name: basicLabels.sectionTitle });
    await expect.poll(() => field(basic, basicLabels.firstName).inputValue()).toBe('Sam');
    expect(await current()).toBe(hubText.nav.profile);
    await fitsBothWidths(page, 'profile');

    // Apply: the shortlist of saved courses, Apply on one → the wizard inside the hub, step by step.
    await section(hubText.nav.apply).click();
    await main.getByRole('heading', { name: hubText.apply.title }).waitFor();
    await fitsBothWidths(page, 'apply');
    // A saved course's name opens the course in the hub's own course search (its detail, in place).
    await main.getByRole('link', { name: course!, exact: true }).click();
    await main.getByRole('heading', { name: course!, exact: true }).waitFor();
    expect(await current()).toBe(hubText.nav.courses);
    expect(new URL(page.url()).pathname).toBe('/react-app/');
    await fitsBothWidths(page, 'course');
    await section(hubText.nav.apply).click();
    await main.getByRole('button', { name: format(applyMessages.applyCourse, { name: course! }), exact: true }).click();
    const stepTitle = main.locator('.sa-apply-step-title');
    await expect.poll(() => stepTitle.textContent()).toBe(t.steps.C);
    await expect.poll(() => main.locator('[part="application-course"] .sa-app-course-name').allTextContents()).toEqual([course]);
    expect(await current()).toBe(hubText.nav.apply);
    await fitsBothWidths(page, 'wizard');
    for (const step of ['B', 'E', 'W', 'P', 'AS', 'DC'] as WizardStep[]) {
      await main.getByRole('button', { name: t.next, exact: true }).click();
      await expect.poll(() => stepTitle.textContent()).toBe(t.steps[step]);
      // About me loads the member's details into its form before Next may leave it.
      if (step === 'B') await main.getByRole('button', { name: t.save, exact: true }).waitFor();
    }
    await main.getByRole('checkbox', { name: t.accept }).check();
    await main.getByRole('button', { name: t.submit, exact: true }).click();

    // Submitted: the hub shows its own My applications, with the course and its timeline.
    const application = main.locator('[part="application"]').filter({ hasText: course! });
    await application.waitFor();
    await main.getByRole('heading', { name: myApplicationsLabels.title }).waitFor();
    expect(await current()).toBe(hubText.nav.applications);
    await expect.poll(() => application.textContent()).toContain(applicationsMessages.statusLabels.SUB);
    expect(new URL(page.url()).pathname).toBe('/react-app/');
    await fitsBothWidths(page, 'applications');

    // Messages: the unread count rides on the hub's own menu item, then the inbox opens in the hub.
    const badge = section(hubText.nav.messages).locator('.sa-unread-count');
    await badge.waitFor();
    expect(Number(await badge.getAttribute('data-count'))).toBeGreaterThan(0);
    await section(hubText.nav.messages).click();
    await main.getByRole('heading', { name: messagingLabels.inboxTitle }).waitFor();
    expect(await current()).toContain(hubText.nav.messages);
    await fitsBothWidths(page, 'messages');
    // An unread message opens in the hub ('/readMsg/…' is one of its views) and the badge counts one less.
    const unread = Number(await badge.getAttribute('data-count'));
    const row = main.locator('.sa-msg-row-link').filter({ hasText: 'Scholarship deadline' });
    await row.click();
    await main.getByRole('heading', { name: 'Scholarship deadline' }).waitFor();
    await expect.poll(async () => Number(await badge.getAttribute('data-count'))).toBe(unread - 1);
    expect(await current()).toContain(hubText.nav.messages);
    await fitsBothWidths(page, 'message');

    // My friends.
    await section(hubText.nav.friends).click();
    await main.getByRole('heading', { name: myFriendsLabels.title }).waitFor();
    await main.getByRole('tab', { name: myFriendsLabels.friendsTab }).waitFor();
    await fitsBothWidths(page, 'friends');

    // On a phone (320 px, the narrowest) the sections fold behind the menu button, which the keyboard opens and closes.
    await page.setViewportSize({ width: 320, height: 800 });
    const menu = header.getByRole('button', { name: hubText.menu });
    expect(await nav.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await section(hubText.nav.applications).waitFor();
    expect(await pageOverflow(page)).toBeNull();
    await snap(page, 'menu');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await section(hubText.nav.applications).click();
    await application.waitFor();
    expect(await nav.isVisible()).toBe(false);

    // Signing out on a member screen returns to the guest's home.
    await header.getByRole('button', { name: messages.signOutAction }).click();
    await text(main, GUEST_LINE).waitFor();
    expect(await violations()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });
});
