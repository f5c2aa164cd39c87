/**
 * Webhooks (issue 27): the submit's p95 without and with an enabled endpoint (a receiver in a
 * process of its own) for every institution, while the deliveries are made (1) by the server's own
 * worker, in the process serving the submits, and (2) by a worker in another process on the same
 * database (WEBHOOK_WORKER=off on the server); then how long deliveries took.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { readyDrafts, submitAll } from './apply.js';
import { check } from './budgets.js';
import { startMemberServer } from './member-server.js';
import { ms, percentile, type LoadFigures } from './measure.js';

const DRAFTS_PER_MEMBER = 4;
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

/**
 * Alternating runs without and with the endpoints enabled (× 2), each condition's better p95 kept:
 * the machine's noise between two runs is larger than what is measured.
 */
async function alternate(handle: DatabaseHandle, server: Server, members: string[], firstIntake: number) {
  const setEnabled = (on: boolean) => handle.db.updateTable('webhook_endpoints').set({ enabled: on ? 1 : 0 }).execute();
  const runs: Array<{ hooks: boolean; figures: LoadFigures }> = [];
  for (const [round, hooks] of [false, true, false, true].entries()) {
    await setEnabled(hooks);
    runs.push({ hooks, figures: await submitAll(server, await readyDrafts(handle, server, members, DRAFTS_PER_MEMBER, firstIntake + round * 150)) });
    await waitForOutbox(handle);
    await setEnabled(false);
  }
  const best = (hooks: boolean) => runs.filter((r) => r.hooks === hooks).map((r) => r.figures).sort((a, b) => a.p95 - b.p95)[0]!;
  return { runs, without: best(false), withHooks: best(true) };
}

function report(label: string, { runs, without, withHooks }: Awaited<ReturnType<typeof alternate>>) {
  console.log(`  ${label}:`);
  for (const run of runs) console.log(`    submit ${run.hooks ? 'with an endpoint per institution' : 'without endpoints'}  p50 ${ms(run.figures.p50)}  p95 ${ms(run.figures.p95)}  (${run.figures.requests} submits, ${run.figures.concurrency} at once)`);
  console.log(`    better p95 of each: without ${ms(without.p95)}, with ${ms(withHooks.p95)}`);
  // "Adds nothing": within the noise of runs on a shared machine (a quarter, or 10 ms).
  check(`submit p95 with webhook endpoints, ${label} (vs. without)`, withHooks.p95, Math.max(without.p95 * 1.25, without.p95 + 10), ms(withHooks.p95));
}

export async function webhookFigures(handle: DatabaseHandle, dataDir: string) {
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
    console.log('\nWebhooks (SQLite, demo seed; a receiver in a process of its own):');
    const inProcess = await startMemberServer(handle, dataDir);
    const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => inProcess.tokenOf(m.email)));
    await submitAll(inProcess, await readyDrafts(handle, inProcess, members, 1, 200)); // warm-up, not measured
    report('delivered by the server’s own worker', await alternate(handle, inProcess, members, 300));
    await inProcess.close();

    const apart = await startMemberServer(handle, dataDir, { WEBHOOK_WORKER: 'off' });
    const deliverer = await child('./webhook-deliverer.ts', [dataDir]);
    running.push(deliverer.process);
    report('delivered by a worker in another process (WEBHOOK_WORKER=off on the server)', await alternate(handle, apart, members, 1000));
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
