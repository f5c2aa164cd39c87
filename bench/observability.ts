/**
 * What issue 29's metrics and request logs cost per request: the p50/p95 of a cheap signed-in call
 * (GET /api/session) and of a course search, on two apps over one SQLite database, one with
 * METRICS=off and no logs, the other counting every request, writing its log line (to /dev/null,
 * synchronously, as pino writes to stdout) and scraped every second. Blocks of requests alternate
 * between the two so that the shared machine's noise falls on both alike; the overhead is the
 * median, over the pairs of adjacent blocks, of the on / off percentile. Budget: under 5 % at p50 and p95.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { buildApp, loadConfig, type DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { buildIndexes } from '../packages/server/src/db/search/index-keeper.js';
import { check } from './budgets.js';
import { ms, percentile } from './measure.js';

/** Blocks of BLOCK requests, alternating between the two apps, ROUNDS blocks each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const BLOCK = 50;
const CONCURRENCY = 4;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The per-request latencies (ms) of `requests` sends, `CONCURRENCY` at a time. */
async function latencies(requests: number, send: (i: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      await send(i);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return durations;
}

const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
const median = (values: number[]) => percentile(sorted(values), 50);

const KEYWORDS = ['business', 'engineering', 'nursing', 'law', 'computer science', 'design', 'marketing', 'psychology'];

export async function observabilityFigures(handle: DatabaseHandle, dataDir: string) {
  await seedReference(handle.db, handle.dialect, { geo: 'sample' });
  await seedDemo(handle.db, handle.dialect, { institutions: 300, courses: 6000, seed: 7 });
  await buildIndexes(handle);
  const countries = (
    await handle.db.selectFrom('course_search').select((eb) => ['country_id', eb.fn.countAll<number>().as('n')]).groupBy('country_id').orderBy('n', 'desc').limit(4).execute()
  ).map((row) => Number(row.country_id));

  const sink = openSync('/dev/null', 'w');
  const env = { DATA_DIR: dataDir, RATE_LIMIT_SIGN_IN: '100000', WEBHOOK_WORKER: 'off' };
  const off = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent', METRICS: 'off' }), database: handle });
  const on = await buildApp({
    config: loadConfig({ ...env, LOG_LEVEL: 'info', LOG_PRETTY: '0', METRICS_TOKEN }),
    database: handle,
    logStream: { write: (line) => void writeSync(sink, line) },
  });
  const bases = { off: await off.listen({ port: 0, host: '127.0.0.1' }), on: await on.listen({ port: 0, host: '127.0.0.1' }) };
  const signIn = await fetch(`${bases.off}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
  });
  const auth = { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };

  const search = (base: string, i: number) =>
    fetch(`${base}/api/CoursesPublic/CoursesPublicSearchData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyWord: KEYWORDS[i % KEYWORDS.length], country_fk: countries[i % countries.length], from: 0, to: 10 }),
    });
  for (const answered of [await search(bases.on, 0), await fetch(`${bases.on}/api/session`, { headers: auth })]) {
    if (answered.status !== 200) throw new Error(`${answered.url} answered ${answered.status}: ${await answered.text()}`);
  }

  const calls = {
    'GET /api/session (signed in)': { send: (base: string) => async () => void (await (await fetch(`${base}/api/session`, { headers: auth })).arrayBuffer()) },
    'course search (keyword, page of 10)': {
      send: (base: string) => async (i: number) => void (await (await search(base, i)).arrayBuffer()),
    },
  };

  // Prometheus scrapes every 15 s or so; once a second here, so that the scrapes' cost is in the figures.
  const scraper = setInterval(() => void fetch(`${bases.on}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.arrayBuffer()), 1000);
  console.log(`\nMetrics and request logs: off vs on (SQLite, ${ROUNDS * BLOCK} requests each, alternating every ${BLOCK}, ${CONCURRENCY} concurrent):`);
  try {
    for (const [name, call] of Object.entries(calls)) {
      const samples = { off: [] as number[], on: [] as number[] };
      const ratios = { p50: [] as number[], p95: [] as number[] };
      await latencies(50, call.send(bases.off));
      await latencies(50, call.send(bases.on));
      for (let round = 0; round < ROUNDS; round++) {
        const block = { off: [] as number[], on: [] as number[] };
        for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) block[mode] = sorted(await latencies(BLOCK, call.send(bases[mode])));
        samples.off.push(...block.off);
        samples.on.push(...block.on);
        ratios.p50.push(percentile(block.on, 50) / percentile(block.off, 50));
        ratios.p95.push(percentile(block.on, 95) / percentile(block.off, 95));
      }
      const [a, b] = [sorted(samples.off), sorted(samples.on)];
      // The machine is shared: a burst of other work lands on one block and moves a pooled
      // percentile by more than the cost measured. The overhead is the median over the adjacent
      // pairs of blocks of on / off, which such bursts do not move.
      const overhead = { p50: (median(ratios.p50) - 1) * 100, p95: (median(ratios.p95) - 1) * 100 };
      const pct = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
      console.log(
        `  ${name.padEnd(38)} off p50 ${ms(percentile(a, 50))} p95 ${ms(percentile(a, 95))}   on p50 ${ms(percentile(b, 50))} p95 ${ms(percentile(b, 95))}   overhead (median of ${ROUNDS} paired blocks) p50 ${pct(overhead.p50)} p95 ${pct(overhead.p95)}`,
      );
      check(`metrics + request logs overhead, ${name} p50`, overhead.p50, 5, pct(overhead.p50));
      check(`metrics + request logs overhead, ${name} p95`, overhead.p95, 5, pct(overhead.p95));
    }
  } finally {
    clearInterval(scraper);
    await off.close();
    await on.close();
    closeSync(sink);
  }
}
