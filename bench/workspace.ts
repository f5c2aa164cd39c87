/**
 * The partner workspace's applications inbox at scale (issue 26), SQLite and PostgreSQL: 100,000
 * submitted applications at one institution (bench/workspace-seed.ts), then a real `studyatlas
 * serve` process (bench/crash-server.ts), its owner signed in with the demo password, and over HTTP
 * the p50/p95 of each inbox shape — the default page, each filter, each order, a deep page, the
 * count badge — and the CSV export of every application, streamed, with the server's RSS sampled
 * meanwhile. BENCH_WORKSPACE_APPLICATIONS sets the size, BENCH_WORKSPACE_CONNECTIONS the requests
 * in flight at once.
 */
import { readFileSync } from 'node:fs';
import { createDatabase, migrateToLatest } from '@studyatlas/server';
import { DEMO_STAFF } from '../packages/server/src/seed/index.js';
import { freePort } from '../packages/server/src/testing/free-port.js';
import { check } from './budgets.js';
import { serveProcess } from './crash-server.js';
import { signIn } from './crash-load.js';
import { postgresTarget, sqliteTarget, type Target } from './crash-targets.js';
import { load, ms } from './measure.js';
import { seedInbox, studentEmail, SURNAMES, type SeededInbox } from './workspace-seed.js';

const APPLICATIONS = Number(process.env.BENCH_WORKSPACE_APPLICATIONS ?? 100_000);
/** One staff member's requests one after another (the budget's case); BENCH_WORKSPACE_CONNECTIONS=4 for a team at once. */
const CONNECTIONS = Number(process.env.BENCH_WORKSPACE_CONNECTIONS ?? 1);
const REQUESTS = Number(process.env.BENCH_WORKSPACE_REQUESTS ?? 200);
const INBOX_P95_MS = 50;
const INBOX = '/api/workspace/applications';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Shape {
  name: string;
  path: string;
  /** The query of the i-th request (they differ, so no two consecutive requests are the same). */
  query(i: number): Record<string, string | number>;
  /** The least total a reply must have (a shape matching nothing measures nothing). */
  atLeast?: number;
}

function shapes(seeded: SeededInbox): Shape[] {
  const month = (i: number) => {
    const start = new Date(Date.UTC(2025, i % 18, 1));
    const end = new Date(Date.UTC(2025, (i % 18) + 1, 0));
    return { submittedFrom: start.toISOString().slice(0, 10), submittedTo: end.toISOString().slice(0, 10) };
  };
  const deepPages = Math.floor(APPLICATIONS / 50);
  const inbox = (name: string, query: Shape['query'], atLeast = 1): Shape => ({ name, path: INBOX, query, atLeast });
  return [
    inbox('default: newest first, page 1', (i) => ({ pageNo: 1 + (i % 3) })),
    inbox('status filter (one entry status)', (i) => ({ status: ['REV', 'OFC', 'REJ', 'SUB'][i % 4]! })),
    inbox('course filter', (i) => ({ courseId: seeded.courseIds[i % seeded.courseIds.length]! })),
    inbox('search by name (a surname)', (i) => ({ search: SURNAMES[i % SURNAMES.length]!.toUpperCase() })),
    inbox('search by e-mail (one student)', (i) => ({ search: studentEmail((i * 7_919) % APPLICATIONS).replace(/^[^.]*\./, '') }), 1),
    inbox('submitted date range (a month)', month),
    inbox('unread only', (i) => ({ unread: '1', pageNo: 1 + (i % 3) })),
    inbox('assigned to one staff member', () => ({ assignee: seeded.officerId })),
    inbox('oldest first', (i) => ({ sort: 'submitted_asc', pageNo: 1 + (i % 3) })),
    inbox('name A–Z', (i) => ({ sort: 'name_asc', pageNo: 1 + (i % 3) })),
    inbox('name Z–A', (i) => ({ sort: 'name_desc', pageNo: 1 + (i % 3) })),
    inbox('deep page (50 rows, from row 60,000 on)', (i) => ({ pageSize: 50, pageNo: Math.floor(deepPages * 0.6) + ((i * 37) % Math.ceil(deepPages * 0.4)) })),
    { name: 'count badge (organisations + unread)', path: '/api/workspace/organisations', query: () => ({}) },
  ];
}

/** The server's resident set now, from /proc (Linux). */
const rssOf = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

async function inboxOn(target: Target): Promise<void> {
  const { label } = target;
  const handle = createDatabase(target.env.DATABASE_URL ? { databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR! } : { dataDir: target.env.DATA_DIR! });
  let seeded: SeededInbox;
  try {
    await migrateToLatest(handle.db, handle.dialect);
    seeded = await seedInbox(handle, APPLICATIONS);
  } finally {
    await handle.close();
  }
  console.log(
    `\nPartner workspace inbox (${label}): ${seeded.applications.toLocaleString('en')} applications, ${seeded.entries.toLocaleString('en')} course entries at one institution, ` +
      `seeded in ${seeded.seedSeconds.toFixed(1)} s; ${CONNECTIONS} requests at once, ${REQUESTS} per shape, over HTTP to \`serve\`:`,
  );
  const server = serveProcess(await freePort(), { ...target.env, LOG_LEVEL: 'error', TOKEN_SECRET: '', RATE_LIMIT_SIGN_IN: '100000' });
  try {
    await server.start();
    const token = await signIn(server.url, DEMO_STAFF[0]!.email);
    const get = async (path: string, query: Record<string, string | number>) => {
      const url = `${server.url}${path}?${new URLSearchParams(Object.entries({ org: seeded.legalId, ...query }).map(([k, v]) => [k, String(v)]))}`;
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ total?: number }>;
    };
    for (const shape of shapes(seeded)) {
      // Warm: the first requests of a shape compile its statements.
      for (let i = 0; i < 5; i++) await get(shape.path, shape.query(i));
      let i = 0;
      const figures = await load(REQUESTS, CONNECTIONS, async () => {
        const reply = await get(shape.path, shape.query(i++));
        if (shape.atLeast !== undefined && (reply.total ?? 0) < shape.atLeast) throw new Error(`${shape.name}: total ${reply.total}`);
      });
      console.log(`  ${shape.name.padEnd(42)} p50 ${ms(figures.p50).padStart(8)}  p95 ${ms(figures.p95).padStart(8)}  (${figures.perSecond.toFixed(0)}/s)`);
      check(`workspace inbox, ${label}: ${shape.name} p95 at ${APPLICATIONS.toLocaleString('en')} applications, ${CONNECTIONS} at once`, figures.p95, INBOX_P95_MS, ms(figures.p95));
    }
    await exportFigures(server.url, server.pid()!, token, seeded, label);
  } finally {
    await server.stop();
  }
}

/** The CSV of every application, read as it streams; the server's RSS sampled every 20 ms meanwhile. */
async function exportFigures(base: string, pid: number, token: string, seeded: SeededInbox, label: string): Promise<void> {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}${INBOX.replace('applications', 'applications.csv')}?org=${seeded.legalId}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export: HTTP ${response.status}`);
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
      for (const byte of part.value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssOf(pid));
  console.log(
    `  CSV export of all ${seeded.applications.toLocaleString('en')} applications: ${(lines - 1).toLocaleString('en')} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s; ` +
      `server RSS ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)})`,
  );
  check(`workspace CSV export, ${label}: every course entry a row`, Math.abs(lines - 1 - seeded.entries), 0, `${(lines - 1).toLocaleString('en')} of ${seeded.entries.toLocaleString('en')}`);
  check(`workspace CSV export of ${seeded.applications.toLocaleString('en')} applications, ${label}: server RSS growth`, peak - before, EXPORT_RSS_GROWTH, `+${mb(peak - before)} (peak ${mb(peak)})`);
}

/** The export reads 500 applications at a time, so the RSS does not follow the total; what grows is garbage V8 has not collected yet (PostgreSQL: +64 MB, SQLite: +6 MB at 100,000). */
const EXPORT_RSS_GROWTH = 96 * 1024 * 1024;

export async function workspaceFigures(): Promise<void> {
  for (const name of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')) {
    const target = name === 'postgres' ? await postgresTarget() : name === 'sqlite' ? sqliteTarget() : null;
    if (target === null) continue;
    if (typeof target === 'string') {
      console.log(`\nSkipping PostgreSQL: ${target}`);
      continue;
    }
    try {
      await inboxOn(target);
    } finally {
      await target.dispose();
    }
  }
}
