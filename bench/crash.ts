/**
 * Load and crash (issue 15, "Prove it in the suite"): a real `studyatlas serve` process on a fresh
 * database with the demo data, SQLite then PostgreSQL.
 *  1. Load: 200 connections of mixed reads (course search, institution search, course and institution
 *     details) and member writes (drafts, favourites, contact-us) by 8 signed-in members for 60 s
 *     (BENCH_CRASH_SECONDS); every non-2xx or socket error is an error; every write the server
 *     acknowledged must then be in the database.
 *  2. Crash: 50 connections writing; `kill -9` of the server at random moments (BENCH_CRASH_KILLS,
 *     default 3), each followed by a restart on the same database, then a last `kill -9`; every
 *     acknowledged write must be there, the database sound (SQLite `pragma integrity_check`;
 *     PostgreSQL rows readable, ids unique, amcheck). Writes cut off in flight may be there or not: counted.
 * Rate limits are raised through the environment (RATE_LIMIT_*, ACCOUNT_LIMIT_*) so the load measures
 * the server, not the throttle.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from '../packages/server/src/testing/free-port.js';
import { check } from './budgets.js';
import { catalogue, mixedCalls, mixedLoad, signIn, warmUp } from './crash-load.js';
import { serveProcess } from './crash-server.js';
import { postgresTarget, sqliteTarget, withDatabase, type Target } from './crash-targets.js';
import { checkIntegrity, checkWrites, writeCalls, type AckedWrite } from './crash-writes.js';
import { writeStream } from './crash-writers.js';
import { ms } from './measure.js';

const SECONDS = Number(process.env.BENCH_CRASH_SECONDS ?? 60);
const KILLS = Number(process.env.BENCH_CRASH_KILLS ?? 3);
const LOAD_CONNECTIONS = 200;
const WRITE_CONNECTIONS = 50;
const MEMBERS = 8;
const UNLIMITED = '1000000';
const LIMITS = Object.fromEntries(
  ['RATE_LIMIT_SIGN_IN', 'RATE_LIMIT_SIGN_UP', 'RATE_LIMIT_RESET', 'RATE_LIMIT_RESEND', 'ACCOUNT_LIMIT_SIGN_IN', 'ACCOUNT_LIMIT_RESET', 'ACCOUNT_LIMIT_RESEND'].map((name) => [name, UNLIMITED]),
);

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const between = (low: number, high: number) => low + Math.random() * (high - low);
const count = (n: number) => n.toLocaleString('en');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const kinds = (acks: readonly AckedWrite[]) =>
  (['draft', 'favourite', 'contact'] as const).map((kind) => `${kind} ${count(acks.filter((a) => a.kind === kind).length)}`).join(', ');

async function crashOn(target: Target): Promise<void> {
  const { label } = target;
  const server = serveProcess(await freePort(), { ...target.env, ...LIMITS, LOG_LEVEL: 'error', TOKEN_SECRET: '' });
  try {
    const startMs = await server.start();
    const c = await withDatabase(target, (handle) => catalogue(handle, MEMBERS));
    const tokens = await Promise.all(c.members.map((email) => signIn(server.url, email)));
    // Favourites of the load and of the crash point at different intakes: a write of one cannot hide a loss in the other.
    const half = Math.floor(c.intakes.length / 2);

    // 1. Mixed load.
    const loadRun = `L${randomBytes(3).toString('hex')}`;
    const calls = mixedCalls(c);
    const warmSeconds = await warmUp(server.url, calls);
    const load = await mixedLoad(server.url, LOAD_CONNECTIONS, SECONDS, loadRun, calls, tokens, c.intakes.slice(0, half));
    const non2xx = Object.entries(load.statuses).reduce((sum, [status, n]) => sum + (status.startsWith('2') ? 0 : n), 0);
    const errors = non2xx + load.socketErrors + load.timeouts;
    const afterLoad = await withDatabase(target, (handle) => checkWrites(handle, loadRun, c.clientIds, load.acks, []));
    const latencies = [...load.latencies].sort((a, b) => a - b);

    // 2. Writes while the server is killed and restarted.
    const crashRun = `K${randomBytes(3).toString('hex')}`;
    const writes = writeCalls(c.subject);
    let stopping = false;
    const streaming = writeStream(server.url, [writes.draft, writes.favourite, writes.contact], tokens, c.intakes.slice(half), crashRun, WRITE_CONNECTIONS, () => stopping);
    const restarts: number[] = [];
    const crashStart = performance.now();
    try {
      for (let k = 0; k < KILLS; k++) {
        await pause(between(1_500, 5_000));
        await server.kill9();
        restarts.push(await server.start());
      }
      await pause(between(1_500, 5_000));
      await server.kill9();
    } finally {
      stopping = true;
    }
    const stream = await streaming;
    const crashSeconds = (performance.now() - crashStart) / 1000;
    // The database as the last kill -9 left it (SQLite recovers its WAL on opening).
    const { integrity, afterCrash } = await withDatabase(target, async (handle) => ({
      integrity: await checkIntegrity(handle),
      afterCrash: await checkWrites(handle, crashRun, c.clientIds, stream.acks, stream.inFlight),
    }));

    console.log(`\nLoad and crash (${label}: \`studyatlas serve\` as a child process on a fresh demo database, started in ${(startMs / 1000).toFixed(1)} s, search indexes warm after ${warmSeconds.toFixed(1)} s):`);
    console.log(
      `  mixed load, ${LOAD_CONNECTIONS} connections, ${SECONDS} s, ${MEMBERS} members: ${count(latencies.length)} requests, ${(latencies.length / SECONDS).toFixed(0)}/s, ` +
        `p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}; ` +
        `errors ${errors} (non-2xx ${non2xx}, socket ${load.socketErrors}, timeouts ${load.timeouts})`,
    );
    for (const f of load.failures.slice(0, 5)) console.log(`    ${f.status} ${f.path}: ${f.body}`);
    console.log(`    writes acknowledged ${count(afterLoad.acknowledged)} (${kinds(load.acks)}): lost ${afterLoad.lost}, doubled ${afterLoad.doubled}`);
    for (const e of afterLoad.examples) console.log(`      lost: ${e}`);
    console.log(
      `  crash, ${WRITE_CONNECTIONS} connections writing for ${crashSeconds.toFixed(0)} s: ${KILLS} × kill -9 and restart (restarts ${restarts.map((r) => (r / 1000).toFixed(1)).join(' / ')} s), then a last kill -9`,
    );
    console.log(
      `    writes acknowledged ${count(afterCrash.acknowledged)} (${kinds(stream.acks)}): lost ${afterCrash.lost}, doubled ${afterCrash.doubled}; ` +
        `cut off in flight ${stream.inFlight.length}: present ${afterCrash.inFlightPresent}, absent ${afterCrash.inFlightAbsent}; ` +
        `refused while down ${count(stream.refused)} (not sent); non-2xx ${stream.failures.length}`,
    );
    for (const f of stream.failures.slice(0, 5)) console.log(`    ${f.status} ${f.path}: ${f.body}`);
    for (const e of afterCrash.examples) console.log(`      lost: ${e}`);
    console.log(`    ${label === 'SQLite' ? 'pragma integrity_check' : 'rows readable, ids unique, amcheck'}: ${integrity.detail}`);

    check(`load and crash, ${label}: errors (non-2xx, socket, timeout) under ${LOAD_CONNECTIONS} connections of mixed load`, errors, 0, `${errors} of ${count(latencies.length)}`);
    check(`load and crash, ${label}: acknowledged writes lost or doubled under load`, afterLoad.lost + afterLoad.doubled, 0, `${afterLoad.lost} lost, ${afterLoad.doubled} doubled of ${count(afterLoad.acknowledged)}`);
    check(`load and crash, ${label}: non-2xx replies while killing and restarting`, stream.failures.length, 0, String(stream.failures.length));
    check(
      `load and crash, ${label}: acknowledged writes lost or doubled across ${KILLS + 1} kill -9`,
      afterCrash.lost + afterCrash.doubled + (afterCrash.acknowledged === 0 ? 1 : 0),
      0,
      `${afterCrash.lost} lost, ${afterCrash.doubled} doubled of ${count(afterCrash.acknowledged)}`,
    );
    check(`load and crash, ${label}: database sound after kill -9`, integrity.ok ? 0 : 1, 0, integrity.detail);
  } catch (error) {
    console.log(`\nLoad and crash (${label}) failed: ${(error as Error).stack}\n${server.output().slice(-3_000)}`);
    check(`load and crash, ${label}: ran to the end`, 1, 0, (error as Error).message.split('\n')[0]!);
  } finally {
    await server.stop();
  }
}

/** The load-and-crash part on each database of BENCH_DATABASES (default sqlite,postgres). */
export async function crashFigures(): Promise<void> {
  for (const name of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')) {
    const target = name === 'sqlite' ? sqliteTarget() : name === 'postgres' ? await postgresTarget() : undefined;
    if (target === undefined) continue;
    if (typeof target === 'string') {
      console.log(`\nLoad and crash: skipping PostgreSQL: ${target}`);
      continue;
    }
    try {
      await crashOn(target);
    } finally {
      await target.dispose();
    }
  }
}
