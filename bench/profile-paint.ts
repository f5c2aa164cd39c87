/**
 * The API calls of the profile's first paint (issue 11: at most 3), counted in Chromium: the demo
 * student signs in on the portal, opens "My profile" from the header's "My account" menu and the calls the screen makes
 * until none starts for a second are listed (images apart: the photo is an <img>, not a call; the unread
 * count's event stream apart: it stays open while signed in).
 *
 *   BENCH_ONLY=profile npm run bench          this part alone (after the build)
 */
import { chromium } from 'playwright-core';
import { loginMessages, messages, portalMessages, profileLabels } from '@studyatlas/core';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/index.js';
import { check } from './budgets.js';
import { startServer } from './lighthouse.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The unread count's event stream (open while signed in), and how long no other call may start for the page to count as settled. */
const UNREAD_STREAM = '/api/MSG/UnreadEvents';
const QUIET_MS = 1000;

export async function profilePaintFigures(): Promise<void> {
  console.log('\nProfile first paint (Chromium, the demo student, tab B):');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(DEMO_MEMBER_EMAIL);
    await page.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(DEMO_MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
    await page.waitForURL('**/findDashBoard');
    // Signed in, the unread count's event stream stays open for good: "the network is idle" never comes,
    // so a page is settled once no other call has started for a second.
    let lastCall = performance.now();
    const calls: string[] = [];
    let counting = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || !['fetch', 'xhr'].includes(request.resourceType()) || url.pathname === UNREAD_STREAM) return;
      lastCall = performance.now();
      if (counting) calls.push(`${request.method()} ${url.pathname}`);
    });
    const settled = async () => {
      while (performance.now() - lastCall < QUIET_MS) await page.waitForTimeout(100);
    };
    await settled();

    counting = true;
    const t0 = performance.now();
    await page.getByRole('banner').getByRole('button', { name: portalMessages.accountMenuButton, exact: true }).click();
    await page.getByRole('link', { name: profileLabels.profileTitle }).first().click();
    await page.getByRole('heading', { name: profileLabels.profileTitle }).waitFor();
    await page.getByRole('form', { name: 'Basic details' }).getByRole('combobox').first().waitFor();
    await settled();
    const shown = performance.now() - t0 - QUIET_MS;
    console.log(`  ${calls.length} API calls until none starts for ${QUIET_MS / 1000} s (${shown.toFixed(0)} ms; the unread count's open event stream apart): ${calls.join(', ')}`);
    check('profile first paint: API calls (tab B, a complete profile)', calls.length, 3, String(calls.length));
  } finally {
    await browser.close();
    server.stop();
  }
}
