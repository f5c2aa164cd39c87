/**
 * Lighthouse 12 (mobile defaults: a mid-range phone on slow 4G, simulated) on four pages of the
 * portal as `npm start` serves it — the built server on its own demo database: the dashboard, the
 * course list opened from a URL query, a course detail and the partner page. Prints each page's
 * performance and accessibility scores beside the budgets (≥ 95 and 100), its LCP, CLS and TBT, and
 * what it transferred.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../packages/server/src/testing/free-port.js';
import { check, checkAtLeast } from './budgets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `studyatlas serve` from the build, on a fresh data folder (migrated and seeded with the demo). */
export async function startServer(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'packages/server/dist/cli.js'), 'serve'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`studyatlas serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/findDashBoard`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('studyatlas serve did not start within 120 s');
}

interface SearchRow {
  courseFk: number;
  locationId: number;
  intakeId: number;
  name: string;
}

async function searchRows(url: string, filter: Record<string, string | number>): Promise<SearchRow[]> {
  const response = await fetch(`${url}/api/CoursesPublic/CoursesPublicSearchData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: 0, to: 10, ...filter }),
  });
  return ((await response.json()) as { rows: SearchRow[] }).rows;
}

/**
 * A course search that fills a page of the demo catalogue — a word of a course's name, its country
 * and study level group — as the course list's URL query carries it.
 */
async function courseQuery(url: string): Promise<{ query: URLSearchParams; row: SearchRow }> {
  const filters = (await (await fetch(`${url}/api/CoursesPublic/CoursesPublicFilterData`)).json()) as {
    countries: { id: number }[];
    awardGroups: { id: number }[];
  };
  for (const country of filters.countries) {
    for (const group of filters.awardGroups) {
      const [first] = await searchRows(url, { country_fk: country.id, AwardG_fk: group.id });
      const word = first?.name.split(/\s+/).find((candidate) => /^[A-Za-z]{4,}$/.test(candidate));
      if (!first || !word) continue;
      const filter = { search: word, country_fk: country.id, AwardG_fk: group.id };
      const rows = await searchRows(url, filter);
      if (rows.length >= 5) {
        const query = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
        return { query, row: rows[0]! };
      }
    }
  }
  throw new Error('The demo catalogue has no course search with five rows');
}

interface PageFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  transferKb: number;
}

async function audit(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    transferKb: numeric('total-byte-weight') / 1024,
  };
}

export async function lighthouseFigures(): Promise<void> {
  console.log('\nLighthouse 12 (mobile, simulated slow 4G; the built portal as `npm start` serves it):');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const { query, row } = await courseQuery(server.url);
    const pages: [string, string][] = [
      ['dashboard', '/findDashBoard'],
      ['course list (URL query)', `/findCourse/list?${query}`],
      ['course detail', `/coudetail/${row.courseFk}/${row.locationId}/${row.intakeId}`],
      ['partner page', '/partner/'],
    ];
    for (const [name, route] of pages) {
      const figures = await audit(`${server.url}${route}`, chrome.port);
      console.log(
        `  ${name.padEnd(24)} performance ${figures.performance}, accessibility ${figures.accessibility}; ` +
          `LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbt.toFixed(0)} ms, ` +
          `transferred ${figures.transferKb.toFixed(1)} KB  (${route})`,
      );
      checkAtLeast(`Lighthouse performance, ${name} (at least 95)`, figures.performance, 95, String(figures.performance));
      checkAtLeast(`Lighthouse accessibility, ${name} (100)`, figures.accessibility, 100, String(figures.accessibility));
      check(`Cumulative layout shift, ${name} (at most 0.1)`, figures.cls, 0.1, figures.cls.toFixed(3));
    }
  } finally {
    chrome.kill();
    server.stop();
  }
}
