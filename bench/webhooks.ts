/**
 * Webhooks (issue 27): the submit's p95 without and with an enabled endpoint (a receiver in a
 * process of its own) for every institution, while the deliveries are made (1) by the server's own
 * worker, in the process serving the submits, and (2) by a worker in another process on the same
 * database (WEBHOOK_WORKER=off on the server); then how long deliveries took.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { DatabaseHandle } from '@studyatlas/server';
import type { BenchDatabase } from './databases.js';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { readyDrafts, submitAll } from './apply.js';
import { check } from './budgets.js';
import { startMemberServer } from './member-server.js';
import { ms, percentile, type LoadFigures } from './measure.js';

/** 16 members × 8 drafts = 128 submits a run: a p95 of 64 moved by one slow submit on a shared machine. */
const DRAFTS_PER_MEMBER = 8;
/** The intakes one run's drafts take (two courses each), so no run applies for another's intakes. */
const intakesPerRun = (members: string[]) => members.length * DRAFTS_PER_MEMBER * 2;
type Server = Awaited<ReturnType<typeof startMemberServer>>;

/** A child process of this bench (node with the sources' loader) that prints one line once ready. */
async function child(file: string, args: string[] = []): Promise<{ process: ChildProcess; line: string }> {
  const started = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', new URL(file, import.meta.url).pathname, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(started.stdout!, 'data')) as [Buffer];
  return { process: started, line: line.toString().trim() };
}

const stop = async (running: ChildProcess) => {
  running.kill('SIGTERM');
  if (running.exitCode === null) await once(running, 'exit');
};

/** The worker delivers in the background: waits (at most a minute) for the outbox to empty. */
async function waitForOutbox(handle: DatabaseHandle) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await handle.db.selectFrom('webhook_deliveries').select('id').where('state', '=', 'pending').limit(1).execute()).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The measured runs: without and with the endpoints enabled, alternating, after an unmeasured one. */
const ROUNDS = [false, true, false, true, false, true] as const;
/** The intake windows one server's runs take (the warm-up's and each round's). */
const windowsPerServer = ROUNDS.length + 1;

/**
 * A warm-up run (the first run on a fresh server is always the slowest), then alternating runs
 * without and with the endpoints enabled; each condition's median p95 is kept: the machine's noise
 * between two runs (±30 % on a shared machine) is larger than what is measured.
 */
async function alternate(handle: DatabaseHandle, server: Server, members: string[], firstIntake: number) {
  const setEnabled = (on: boolean) => handle.db.updateTable('webhook_endpoints').set({ enabled: on ? 1 : 0 }).execute();
  const run = async (window: number) => submitAll(server, await readyDrafts(handle, server, members, DRAFTS_PER_MEMBER, firstIntake + window * intakesPerRun(members)));
  await setEnabled(false);
  await run(0);
  const runs: Array<{ hooks: boolean; figures: LoadFigures }> = [];
  for (const [round, hooks] of ROUNDS.entries()) {
    await setEnabled(hooks);
    runs.push({ hooks, figures: await run(round + 1) });
    await waitForOutbox(handle);
    await setEnabled(false);
  }
  const median = (hooks: boolean) => runs.filter((r) => r.hooks === hooks).map((r) => r.figures).sort((a, b) => a.p95 - b.p95)[1]!;
  return { runs, without: median(false), withHooks: median(true) };
}

function report(label: string, { runs, without, withHooks }: Awaited<ReturnType<typeof alternate>>, budgeted = true) {
  console.log(`  ${label}:`);
  for (const run of runs) console.log(`    submit ${run.hooks ? 'with an endpoint per institution' : 'without endpoints'}  p50 ${ms(run.figures.p50)}  p95 ${ms(run.figures.p95)}  (${run.figures.requests} submits, ${run.figures.concurrency} at once)`);
  console.log(`    median p95 of each: without ${ms(without.p95)}, with ${ms(withHooks.p95)}`);
  // "Adds nothing": within the noise of runs on a shared machine (a quarter, or 10 ms).
  if (budgeted) check(`submit p95 with webhook endpoints, ${label} (vs. without)`, withHooks.p95, Math.max(without.p95 * 1.25, without.p95 + 10), ms(withHooks.p95));
}

export async function webhookFigures({ handle, dataDir, connection }: BenchDatabase) {
  const database = handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const receiver = await child('./webhook-receiver.mjs');
  const url = receiver.line;
  const at = new Date().toISOString();
  const institutions = await handle.db.selectFrom('legal_entities').select('id').where('kind', '=', 'I').execute();
  await handle.db
    .insertInto('webhook_endpoints')
    .values(institutions.map((i) => ({ legal_id: i.id, url, events: '["application.submitted"]', enabled: 0, secret: 'whsec_YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo', created_at: at, updated_at: at })))
    .execute();
  const running: ChildProcess[] = [receiver.process];
  try {
    console.log(`\nWebhooks (${database}, demo seed; a receiver in a process of its own):`);
    const inProcess = await startMemberServer(handle, dataDir);
    const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => inProcess.tokenOf(m.email)));
    await submitAll(inProcess, await readyDrafts(handle, inProcess, members, 1, 200)); // warm-up, not measured
    report(`${database}: delivered by the server’s own worker`, await alternate(handle, inProcess, members, 300));
    await inProcess.close();

    const apart = await startMemberServer(handle, dataDir, { WEBHOOK_WORKER: 'off' });
    const deliverer = await child('./webhook-deliverer.ts', connection ? [dataDir, connection.databaseUrl, connection.pgSchema] : [dataDir]);
    running.push(deliverer.process);
    // Shown on both, budgeted on PostgreSQL only: a worker apart is the several-instance set-up, which
    // needs PostgreSQL; on one SQLite file two processes take turns at its one write lock.
    report(
      `${database}: delivered by a worker in another process (WEBHOOK_WORKER=off on the server)`,
      await alternate(handle, apart, members, 300 + windowsPerServer * intakesPerRun(members)),
      handle.dialect === 'postgres',
    );
    await apart.close();

    const deliveries = await handle.db.selectFrom('webhook_deliveries').select(['state', 'created_at', 'delivered_at']).execute();
    const delivered = deliveries.filter((d) => d.state === 'delivered');
    const lag = delivered.map((d) => Date.parse(d.delivered_at!) - Date.parse(d.created_at)).sort((a, b) => a - b);
    const received = Number(await (await fetch(url)).text());
    console.log(`  delivered ${delivered.length} of ${deliveries.length} events (${received} requests received); submit → delivered p50 ${ms(percentile(lag, 50))}  p95 ${ms(percentile(lag, 95))}`);
    if (delivered.length !== deliveries.length || deliveries.length === 0) throw new Error(`webhooks: ${deliveries.length - delivered.length} of ${deliveries.length} not delivered`);
  } finally {
    await handle.db.deleteFrom('webhook_endpoints').execute();
    for (const process of running) await stop(process);
  }
}
