/** The default demo seed and the small API calls, on SQLite (the figures the bench had from the start). */
import { buildApp, loadConfig, type DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, seedDemo, seedReference } from '../packages/server/src/seed/index.js';
import { check } from './budgets.js';
import { load, ms, type LoadFigures } from './measure.js';
import { httpLoad } from './http-load.js';

export async function seedFigures(handle: DatabaseHandle) {
  let t0 = performance.now();
  await seedReference(handle.db, handle.dialect, { geo: 'full' });
  const referenceMs = performance.now() - t0;
  t0 = performance.now();
  const demo = await seedDemo(handle.db, handle.dialect, {});
  const demoMs = performance.now() - t0;
  console.log(`Seed (SQLite): reference geography ${ms(referenceMs)}; demo catalogue ${ms(demoMs)}`);
  console.log(`  ${JSON.stringify(demo)}`);
  check('default demo seed (1,000 institutions, 20,000 courses)', demoMs, 20_000, ms(demoMs));
}

/** A GET of one call, 16 connections for 4 s, with its errors checked (none expected). */
async function getLoad(base: string, path: string, headers: Record<string, string>): Promise<LoadFigures> {
  const figures = await httpLoad(base, path, [null], { connections: 16, seconds: 4, method: 'GET', headers });
  if (figures.errors > 0) throw new Error(`${path}: ${figures.errors} answers were not 200`);
  return { ...figures, concurrency: 16 };
}

export async function apiFigures(handle: DatabaseHandle, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SIGN_IN: '100000' });
  const app = await buildApp({ config, database: handle });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = (username = DEMO_MEMBER_EMAIL) =>
    fetch(`${base}/authtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_MEMBER_PASSWORD }),
    });
  const tokenOf = async (username?: string) => ((await (await signIn(username)).json()) as { access_token: string }).access_token;
  const token = await tokenOf();
  const auth = { authorization: `Bearer ${token}` };
  // The profile's first paint (tab B) asks two things at once: the basic details with their lists
  // and the completeness checklist. 16 members, each with their own session, load it together.
  const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => tokenOf(m.email)));
  let next = 0;
  const profilePaint = async () => {
    const headers = { authorization: `Bearer ${members[next++ % members.length]}` };
    await Promise.all(['/api/Profile/BasicDetailLoad', '/api/Profile/ProfileCompleteness'].map(async (p) => void (await (await fetch(`${base}${p}`, { headers })).arrayBuffer())));
  };
  const rows: Array<[string, Awaited<ReturnType<typeof load>>]> = [
    ['POST /authtoken (argon2id)', await load(40, 2, async () => void (await signIn()).arrayBuffer())],
    // Single calls: 16 connections for 4 s from a worker thread (http-load.ts), as the search part measures,
    // so the load generator does not share the server's event loop.
    ['GET /api/session', await getLoad(base, '/api/session', auth)],
    ['GET /api/Profile/UserProfileData', await getLoad(base, '/api/Profile/UserProfileData', auth)],
    [`profile tab B load (${members.length} members)`, await load(2000, 16, profilePaint)],
  ];
  console.log('\nAPI on 127.0.0.1 (SQLite, seeded):');
  for (const [name, f] of rows) {
    console.log(`  ${name.padEnd(36)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0)} req/s  (${f.requests} × ${f.concurrency} concurrent)`);
  }
  check('GET /api/session p95 at 16 concurrent', rows[1]![1].p95, 25, ms(rows[1]![1].p95));
  check('profile load (BasicDetailLoad + ProfileCompleteness) p95 at 16 concurrent members', rows[3]![1].p95, 200, ms(rows[3]![1].p95));
  await app.close();
}
