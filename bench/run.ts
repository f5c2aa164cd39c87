/**
 * npm run bench — speed and size figures with their budgets. Benchmarks are not tests: they print
 * figures and exit non-zero when a budget is missed. One file per concern:
 *   api.ts       seed time of the default demo and the small API calls (SQLite)
 *   apply.ts     applying online: submit p95 with 16 members at once, the application PDF (SQLite)
 *   webhooks.ts  the submit's p95 without and with webhook endpoints, and the deliveries' lag (SQLite within api; BENCH_ONLY=webhooks: SQLite and PostgreSQL)
 *   messaging.ts an inbox of 10,000 messages: list, folder and keyword p95 at 16 at once; send p95 (SQLite)
 *   search.ts    course and institution search at 1,000,000 courses, SQLite and PostgreSQL
 *   import.ts    importing 1,000,000 courses from a CSV file: rows/s, total time, peak RSS (BENCH_ONLY=import)
 *   gazetteer.ts the import gazetteer's first-use time and memory, and the real-world test catalogue's landed share (BENCH_ONLY=gazetteer)
 *   relevance.ts course search relevance: top-1 / top-3 rates of queries with known answers (demo catalogue, SQLite)
 *   sizes.ts     download sizes (script-tag bundle, <sa-course-search>, portal, core)
 *   words.ts     the words a page in another language loads, area by area, counted in Chromium (BENCH_ONLY=words)
 *   consumer-size.ts  what a React app pays: the packed packages in a fresh Vite app, three builds
 *   lighthouse.ts     Lighthouse scores of four portal pages (mobile), with LCP, CLS, TBT and transfer
 *   profile-paint.ts  the API calls of the profile's first paint, counted in Chromium
 *   workspace.ts the partner workspace's inbox at 100,000 applications: every filter and order p95 over HTTP, the CSV export's peak RSS (SQLite, PostgreSQL)
 *   observability.ts  what metrics and request logs cost per request: p50/p95 of a cheap call and a search, on vs off (SQLite; BENCH_ONLY=observability)
 *   catalogue.ts the workspace catalogue: a course edit's reply → found by course search, at 200,000 courses (SQLite, PostgreSQL; BENCH_ONLY=catalogue alone)
 *   crash.ts     load and crash: a real `serve` process under 200 connections of mixed load, then kill -9 while writing (SQLite, PostgreSQL)
 *   databases.ts the bench's temporary databases; budgets.ts, measure.ts, http-load.ts helpers
 */
import { apiFigures, seedFigures } from './api.js';
import { applyFigures } from './apply.js';
import { webhookFigures } from './webhooks.js';
import { messagingFigures } from './messaging.js';
import { reportBudgets } from './budgets.js';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './databases.js';
import { searchFigures, seedAtScale } from './search.js';
import { importFigures } from './import.js';
import { gazetteerFigures } from './gazetteer.js';
import { relevanceFigures } from './relevance.js';
import { consumerFigures } from './consumer-size.js';
import { sizeFigures } from './sizes.js';
import { wordsFigures } from './words.js';
import { lighthouseFigures } from './lighthouse.js';
import { profilePaintFigures } from './profile-paint.js';
import { crashFigures } from './crash.js';
import { workspaceFigures } from './workspace.js';
import { observabilityFigures } from './observability.js';
import { catalogueFigures } from './catalogue.js';
import { seedDemo, seedReference } from '../packages/server/src/seed/index.js';

const started = performance.now();
const only = new Set((process.env.BENCH_ONLY ?? 'api,webhooks,search,relevance,sizes,words,consumer,lighthouse,profile,workspace,catalogue,crash,observability').split(','));

if (only.has('api')) {
  const small = await sqliteDatabase();
  try {
    await seedFigures(small.handle);
    await apiFigures(small.handle, small.dataDir);
    await applyFigures(small.handle, small.dataDir);
    await webhookFigures(small);
    await messagingFigures(small.handle, small.dataDir);
  } finally {
    await small.dispose();
  }
}
if (only.has('webhooks')) {
  // Alone, on both databases: several instances share PostgreSQL in production, where the worker runs apart.
  if (!only.has('api')) {
    const small = await sqliteDatabase();
    try {
      await seedFigures(small.handle);
      await webhookFigures(small);
    } finally {
      await small.dispose();
    }
  }
  const shared = await postgresDatabase();
  if (typeof shared === 'string') console.log(`\nSkipping the webhooks on PostgreSQL: ${shared}`);
  else {
    try {
      await seedReference(shared.handle.db, 'postgres', { geo: 'sample' });
      await seedDemo(shared.handle.db, 'postgres', {});
      await webhookFigures(shared);
    } finally {
      await shared.dispose();
    }
  }
}

if (only.has('search')) {
  const budget = { sqlite: { course: 20, any: 50 }, postgres: { course: 50, any: 50 } };
  console.log('\nSeeding the catalogue at scale:');
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  const opens = { sqlite: sqliteDatabase, postgres: postgresDatabase } as Record<string, () => Promise<BenchDatabase | string>>;
  for (const open of databases.flatMap((name) => opens[name] ?? [])) {
    const database = await open();
    if (typeof database === 'string') {
      console.log(`\nSkipping PostgreSQL: ${database}`);
      continue;
    }
    const label = database.handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    try {
      await seedAtScale(database.handle, label);
      await searchFigures(database.handle, database.dataDir, label, budget[database.handle.dialect]);
    } finally {
      await database.dispose();
    }
  }
}

if (only.has('import')) await importFigures();
if (only.has('gazetteer')) await gazetteerFigures();
if (only.has('relevance')) {
  const catalogue = await sqliteDatabase();
  try {
    await relevanceFigures(catalogue.handle);
  } finally {
    await catalogue.dispose();
  }
}

if (only.has('sizes')) await sizeFigures();

if (only.has('words')) await wordsFigures();

if (only.has('consumer')) await consumerFigures();

if (only.has('lighthouse')) await lighthouseFigures();

if (only.has('profile')) await profilePaintFigures();

if (only.has('workspace')) await workspaceFigures();

if (only.has('catalogue')) await catalogueFigures();

if (only.has('crash')) await crashFigures();

if (only.has('observability')) {
  const small = await sqliteDatabase();
  try {
    await observabilityFigures(small.handle, small.dataDir);
  } finally {
    await small.dispose();
  }
}

console.log(`\nBench ran ${((performance.now() - started) / 1000).toFixed(0)} s.`);
process.exit(reportBudgets() ? 1 : 0);
