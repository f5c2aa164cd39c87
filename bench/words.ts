/**
 * The words a page in another language loads (issue 28; docs/i18n.md "Words area by area"), counted in
 * Chromium: each page in Spanish, signed out, and the locale's chunks it requests until the network is
 * idle, gzip, against every area's words of the locale. The script-tag bundle loads a locale area by area
 * (a partner page with one widget loads that widget's words: `words-es-<area>-…`); the portal, like any
 * React app, loads it whole (`es-…`: the words, and the month names).
 *
 *   BENCH_ONLY=words npm run bench          this part alone (after the build)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { check } from './budgets.js';
import { startServer } from './lighthouse.js';
import { kb } from './measure.js';
import { sizeOf } from './sizes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');
const LOCALE = 'es';

/** `<sa-course-search>` alone on a partner page that says it is in Spanish. */
const PARTNER_PAGE = `<!doctype html><html lang="${LOCALE}"><head><meta charset="utf-8"><title>Partner</title></head>
<body><sa-course-search></sa-course-search><script type="module" src="/sdk/studyatlas.js"></script></body></html>`;

/** The `words-es-*` chunks the page requests while `open` runs and until the network is idle. */
async function wordsLoaded(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const chunks = new Set<string>();
  const seen = (url: string) => {
    const file = new URL(url).pathname.split('/').pop() ?? '';
    // The script-tag bundle's areas (words-es-courses-…) and their list (es-by-area-…), or a locale whole; and the month names (es-…).
    if (file.startsWith(`words-${LOCALE}-`) || file.startsWith(`${LOCALE}-by-area-`) || new RegExp(`^${LOCALE}-[A-Za-z0-9_-]{8}\\.js$`).test(file)) chunks.add(file);
  };
  page.on('request', (request) => seen(request.url()));
  await open();
  await page.waitForLoadState('networkidle');
  return [...chunks].sort();
}

export async function wordsFigures(): Promise<void> {
  console.log(`\nWords a page in another language loads (Chromium, ${LOCALE}, signed out):`);
  const sdkDir = path.join(root, 'packages/elements/dist/browser');
  const assets = path.join(root, 'examples/portal/dist/assets');
  const gzipOf = (dir: string, files: readonly string[]) => files.reduce((sum, f) => sum + sizeOf(path.join(dir, f)).gzip, 0);
  const every = readdirSync(sdkDir).filter((f) => f.startsWith(`words-${LOCALE}-`) && f.endsWith('.js'));
  const everyGzip = gzipOf(sdkDir, every);
  console.log(`  every area of ${LOCALE}: ${every.length} chunks, ${kb(everyGzip)} gzip`);

  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const report = (what: string, dir: string, files: readonly string[]) => {
      const gzip = gzipOf(dir, files);
      const areas = files.map((f) => /^words-[\w-]+?-([a-z-]+)-[A-Za-z0-9_-]{8}\.js$/.exec(f)?.[1] ?? f);
      console.log(`  ${what}: ${files.length} chunks, ${kb(gzip)} gzip (${Math.round((100 * gzip) / everyGzip)} % of the script-tag bundle's every area): ${areas.join(', ')}`);
      return gzip;
    };

    const partner = await browser.newPage();
    await partner.route(`${server.url}/bench-words/partner`, (route) => route.fulfill({ contentType: 'text/html', body: PARTNER_PAGE }));
    const partnerWords = await wordsLoaded(partner, async () => {
      await partner.goto(`${server.url}/bench-words/partner`);
      await partner.locator('sa-course-search').getByRole('button', { name: 'Buscar' }).first().waitFor();
    });
    const partnerGzip = report('<sa-course-search> on a partner page', sdkDir, partnerWords);
    // A ratchet at its first figure (4.6 KB: two areas, the list of areas and the month names), rounded up;
    // the whole locale, as every page loaded it before, was 30 KB.
    check(`<sa-course-search> on a page in ${LOCALE}: its locale's chunks (words and month names; gzip, ratchet)`, partnerGzip, 5 * 1024, kb(partnerGzip));

    // The partner example page (sign-in, the course search, the unread badge; the member widgets once signed in), said to be in Spanish.
    const example = await browser.newPage();
    await example.route(`${server.url}/partner/`, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: (await response.text()).replace('<html lang="en">', `<html lang="${LOCALE}">`) });
    });
    const exampleWords = await wordsLoaded(example, () => example.goto(`${server.url}/partner/`));
    report('the partner example page (/partner/, signed out)', sdkDir, exampleWords);

    const context = await browser.newContext({ locale: 'es-ES' });
    const portal = await context.newPage();
    const dashboardWords = await wordsLoaded(portal, () => portal.goto(`${server.url}/findDashBoard`));
    report('the portal, first visit (/findDashBoard)', assets, dashboardWords);
    const listWords = await wordsLoaded(portal, () => portal.goto(`${server.url}/findCourse/list?keyword=engineering`));
    report('the portal, the course list from a link (/findCourse/list)', assets, listWords);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}
