/**
 * Webhooks (issue 27): the submit's p95 without and with an enabled endpoint (a local receiver) for
 * every institution, the server's worker delivering meanwhile; then how long deliveries took.
 */
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readyDrafts, submitAll } from './apply.js';
import { check } from './budgets.js';
import { startMemberServer } from './member-server.js';
import { ms, percentile } from './measure.js';

const DRAFTS_PER_MEMBER = 4;

/** The receiving system in a process of its own (bench/webhook-receiver.mjs): its address, its count, its end. */
async function receiverProcess() {
  const child = spawn(process.execPath, [new URL('./webhook-receiver.mjs', import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const url = line.toString().trim();
  return {
    url,
    count: async () => Number(await (await fetch(url)).text()),
    close: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The worker delivers in the background: waits (at most a minute) for the outbox to empty. */
async function waitForOutbox(handle: DatabaseHandle) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await handle.db.selectFrom('webhook_deliveries').select('id').where('state', '=', 'pending').limit(1).execute()).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function webhookFigures(handle: DatabaseHandle, dataDir: string) {
  const server = await startMemberServer(handle, dataDir);
  const members = await Promise.all(DEMO_MEMBERS.slice(0, 16).map((m) => server.tokenOf(m.email)));
  await submitAll(server, await readyDrafts(handle, server, members, 1, 200)); // warm-up, not measured

  const receiver = await receiverProcess();
  const at = new Date().toISOString();
  const institutions = await handle.db.selectFrom('legal_entities').select('id').where('kind', '=', 'I').execute();
  await handle.db
    .insertInto('webhook_endpoints')
    .values(institutions.map((i) => ({ legal_id: i.id, url: receiver.url, events: '["application.submitted"]', enabled: 0, secret: 'whsec_YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo', created_at: at, updated_at: at })))
    .execute();
  const endpoints = (on: boolean) => handle.db.updateTable('webhook_endpoints').set({ enabled: on ? 1 : 0 }).execute();
  // Alternating runs (without, with, without, with), each condition's better p95 kept: the machine's
  // noise between two runs is larger than what is measured.
  const runs: Array<{ hooks: boolean; figures: Awaited<ReturnType<typeof submitAll>> }> = [];
  for (const [round, hooks] of [false, true, false, true].entries()) {
    await endpoints(hooks);
    runs.push({ hooks, figures: await submitAll(server, await readyDrafts(handle, server, members, DRAFTS_PER_MEMBER, 300 + round * 150)) });
    await waitForOutbox(handle);
    await endpoints(false);
  }
  const best = (hooks: boolean) => runs.filter((r) => r.hooks === hooks).map((r) => r.figures).sort((a, b) => a.p95 - b.p95)[0]!;
  const without = best(false);
  const withHooks = best(true);

  const deliveries = await handle.db.selectFrom('webhook_deliveries').select(['state', 'created_at', 'delivered_at']).execute();
  const delivered = deliveries.filter((d) => d.state === 'delivered');
  const lag = delivered.map((d) => Date.parse(d.delivered_at!) - Date.parse(d.created_at)).sort((a, b) => a - b);

  console.log('\nWebhooks (SQLite, demo seed; the server’s worker delivering to a local receiver):');
  for (const run of runs) console.log(`  submit ${run.hooks ? 'with an endpoint per institution' : 'without endpoints'}  p50 ${ms(run.figures.p50)}  p95 ${ms(run.figures.p95)}  (${run.figures.requests} submits, ${run.figures.concurrency} at once)`);
  console.log(`  better p95 of each: without ${ms(without.p95)}, with ${ms(withHooks.p95)}`);
  console.log(`  delivered ${delivered.length} of ${deliveries.length} events (${await receiver.count()} requests received); submit → delivered p50 ${ms(percentile(lag, 50))}  p95 ${ms(percentile(lag, 95))}`);
  // "Adds nothing": within the noise of two runs on a shared machine (a quarter, or 10 ms).
  check('submit p95 with webhook endpoints (vs. without)', withHooks.p95, Math.max(without.p95 * 1.25, without.p95 + 10), ms(withHooks.p95));
  if (delivered.length !== deliveries.length || deliveries.length === 0) throw new Error(`webhooks: ${deliveries.length - delivered.length} of ${deliveries.length} not delivered`);

  await handle.db.deleteFrom('webhook_endpoints').execute();
  await server.close();
  await receiver.close();
}
