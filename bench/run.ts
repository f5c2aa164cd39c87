/**
 * npm run bench — speed and size figures with their budgets. Benchmarks are not tests: they print
 * figures and exit non-zero when a budget is missed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildApp, createDatabase, loadConfig, migrateToLatest } from '@studyatlas/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { kb, load, ms } from './measure.js';

interface Budget {
  name: string;
  value: number;
  limit: number;
  shown: string;
}
const budgets: Budget[] = [];
const check = (name: string, value: number, limit: number, shown: string) => budgets.push({ name, value, limit, shown });

const root = path.resolve(import.meta.dirname, '..');

async function seedFigures(dataDir: string) {
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  let t0 = performance.now();
  await seedReference(handle.db, handle.dialect, { geo: 'full' });
  const referenceMs = performance.now() - t0;
  t0 = performance.now();
  const demo = await seedDemo(handle.db, handle.dialect, {});
  const demoMs = performance.now() - t0;
  console.log(`Seed (SQLite): reference geography ${ms(referenceMs)}; demo catalogue ${ms(demoMs)}`);
  console.log(`  ${JSON.stringify(demo)}`);
  check('default demo seed (1,000 institutions, 20,000 courses)', demoMs, 20_000, ms(demoMs));
  return handle;
}

async function apiFigures(handle: Awaited<ReturnType<typeof seedFigures>>, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN: '100000' });
  const app = await buildApp({ config, database: handle });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = () =>
    fetch(`${base}/authtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
    });
  const token = ((await (await signIn()).json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const rows: Array<[string, Awaited<ReturnType<typeof load>>]> = [
    ['POST /authtoken (argon2id)', await load(40, 2, async () => void (await signIn()).arrayBuffer())],
    ['GET /api/session', await load(3000, 16, async () => void (await fetch(`${base}/api/session`, { headers: auth })).arrayBuffer())],
    [
      'GET /api/Profile/UserProfileData',
      await load(3000, 16, async () => void (await fetch(`${base}/api/Profile/UserProfileData`, { headers: auth })).arrayBuffer()),
    ],
  ];
  console.log('\nAPI on 127.0.0.1 (SQLite, seeded):');
  for (const [name, f] of rows) {
    console.log(`  ${name.padEnd(36)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0)} req/s  (${f.requests} × ${f.concurrency} concurrent)`);
  }
  check('GET /api/session p95 at 16 concurrent', rows[1]![1].p95, 25, ms(rows[1]![1].p95));
  await app.close();
}

function sizeOf(file: string) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

async function sizeFigures() {
  console.log('\nSizes:');
  const sdkDir = path.join(root, 'packages/elements/dist/browser');
  let sdkGzip = 0;
  for (const file of readdirSync(sdkDir).filter((f) => f.endsWith('.js'))) {
    const s = sizeOf(path.join(sdkDir, file));
    sdkGzip += s.gzip;
    console.log(`  sdk ${file.padEnd(30)} ${kb(s.raw)} raw, ${kb(s.gzip)} gzip, ${kb(s.brotli)} brotli`);
  }
  check('script-tag bundle (all chunks, gzip)', sdkGzip, 110 * 1024, kb(sdkGzip));

  const assets = path.join(root, 'examples/portal/dist/assets');
  let portalGzip = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) portalGzip += sizeOf(path.join(assets, file)).gzip;
  console.log(`  portal JavaScript ${kb(portalGzip)} gzip`);

  const core = await build({
    entryPoints: [path.join(root, 'packages/core/src/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    conditions: ['source'],
    metafile: true,
  });
  const classicZod = Object.keys(core.metafile.inputs).filter((file) => file.includes('zod/v4/classic')).length;
  check('classic zod modules in @studyatlas/core', classicZod, 0, String(classicZod));
  const coreBytes = core.outputFiles[0]!.contents;
  const coreGzip = gzipSync(coreBytes, { level: 9 }).length;
  console.log(`  @studyatlas/core (whole, minified) ${kb(coreBytes.length)} raw, ${kb(coreGzip)} gzip`);
  check('@studyatlas/core gzip (zod/mini, not classic zod)', coreGzip, 30 * 1024, kb(coreGzip));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-'));
try {
  const handle = await seedFigures(dataDir);
  await apiFigures(handle, dataDir);
  await handle.close().catch(() => undefined);
  await sizeFigures();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nBudgets:');
let failed = 0;
for (const b of budgets) {
  const ok = b.value <= b.limit;
  if (!ok) failed++;
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${b.name}: ${b.shown}`);
}
process.exit(failed ? 1 : 0);
