/**
 * The API calls of the profile's first paint (issue 11: at most 3), counted in Chromium: the demo
 * student signs in on the portal, opens "My profile" from the header and the calls the screen makes
 * until the network is idle are listed (images apart: the photo is an <img>, not a call).
 *
 *   BENCH_ONLY=profile npm run bench          this part alone (after the build)
 */
import { chromium } from 'playwright-core';
import { loginMessages, messages, profileLabels } from '@studyatlas/core';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/index.js';
import { check } from './budgets.js';
import { startServer } from './lighthouse.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    await page.waitForLoadState('networkidle');

    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) calls.push(`${request.method()} ${url.pathname}`);
    });
    const t0 = performance.now();
    await page.getByRole('link', { name: profileLabels.profileTitle }).first().click();
    await page.getByRole('heading', { name: profileLabels.profileTitle }).waitFor();
    await page.getByRole('form', { name: 'Basic details' }).getByRole('combobox').first().waitFor();
    await page.waitForLoadState('networkidle');
    const shown = performance.now() - t0;
    console.log(`  ${calls.length} API calls until the network is idle (${shown.toFixed(0)} ms): ${calls.join(', ')}`);
    check('profile first paint: API calls (tab B, a complete profile)', calls.length, 3, String(calls.length));
  } finally {
    await browser.close();
    server.stop();
  }
}
