import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import { format, webhookDeliveryErrors, webhookMessages } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';
import { onWebhookEnqueued } from './enqueue.js';
import type { PostWebhook } from './post.js';
import { endpointsById, signingSecrets, type EndpointRecord } from './queries.js';
import { DEFAULT_SCHEDULE, nextAttemptAt, type RetrySchedule } from './schedule.js';
import { webhookHeaders } from './signing.js';

export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  /** The clock of due times, leases and the webhook-timestamp header (tests move it). */
  now: () => Date;
  post: PostWebhook;
  schedule?: RetrySchedule;
  /** Rows claimed at once. */
  batchSize?: number;
  /** How long a claim holds a row: longer than an attempt can take, so a live worker never loses its row. */
  leaseMs?: number;
  /** Names this worker in `claimed_by` (the log shows which instance held a row). */
  instance?: string;
  warn?: (message: string, error: unknown) => void;
}

export interface WebhookWorker {
  /** Claims the due rows (one batch), attempts each and records the outcome; answers how many it attempted. */
  runOnce(): Promise<number>;
  /** Runs every `pollMs` and soon after an event is queued in this process, until stop(). */
  start(pollMs: number): void;
  /** Stops polling and waits for the attempts under way (each ends within its time limit). */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * The webhook outbox's worker (docs/webhooks.md "Delivery"). Each run claims due rows with one
 * conditional UPDATE — pending, due, and not leased or its lease past — that sets this run's claim
 * token and a lease; on PostgreSQL a second instance's UPDATE of the same rows waits for the first
 * and then finds the lease taken (the condition is checked again on the row it locked), on SQLite
 * one write runs at a time, so a row is claimed by one worker only. An outcome is written only
 * while the claim is still this run's. A worker that dies leaves its rows leased until the lease
 * ends; then any worker (after a restart, another instance) takes them.
 */
export function createWebhookWorker({ db, now, post, schedule = DEFAULT_SCHEDULE, batchSize = 20, leaseMs = DEFAULT_LEASE_MS, instance = randomUUID(), warn = () => undefined }: WebhookWorkerOptions): WebhookWorker {
  async function claim() {
    const at = now();
    const nowIso = at.toISOString();
    const token = `${instance}:${randomUUID()}`;
    const free = (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
      eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', nowIso), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)])]);
    // Idle polls only read (no write lock on SQLite); the claim is the conditional UPDATE.
    const due = await db.selectFrom('webhook_deliveries').select('id').where(free).limit(1).execute();
    if (due.length === 0) return { token, rows: [] };
    const rows = await db
      .updateTable('webhook_deliveries')
      .set({ claimed_by: token, claimed_until: new Date(at.getTime() + leaseMs).toISOString() })
      .where('id', 'in', db.selectFrom('webhook_deliveries').select('id').where(free).orderBy('next_attempt_at').orderBy('id').limit(batchSize))
      .where(free)
      .returning(['id', 'endpoint_id', 'event_id', 'payload', 'attempts', 'give_up_at'])
      .execute();
    return { token, rows };
  }

  type Claimed = Awaited<ReturnType<typeof claim>>['rows'][number];
  type Outcome = Updateable<Database['webhook_deliveries']>;

  /** Posts one claimed row (signed now) and answers what to write: delivered, the next attempt, or failed. */
  async function attempt(row: Claimed, endpoint: EndpointRecord | undefined): Promise<Outcome> {
    const released = { claimed_by: null, claimed_until: null };
    if (!endpoint || endpoint.enabled !== 1) return { ...released, state: 'failed', next_attempt_at: null, last_error: webhookMessages.endpointDisabled };
    const started = now();
    const headers = webhookHeaders(signingSecrets(endpoint, started), row.event_id, Math.floor(started.getTime() / 1000), row.payload);
    const outcome = await post(endpoint.url, headers, row.payload).catch((error: unknown) => ({
      statusCode: null,
      latencyMs: 0,
      error: format(webhookDeliveryErrors.network, { code: error instanceof Error ? error.message : String(error) }),
    }));
    const ended = now();
    const attempts = Number(row.attempts) + 1;
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const next = delivered ? null : nextAttemptAt(attempts, ended, new Date(row.give_up_at), schedule);
    return {
      ...released,
      state: delivered ? 'delivered' : next ? 'pending' : 'failed',
      attempts,
      next_attempt_at: next?.toISOString() ?? null,
      last_attempt_at: started.toISOString(),
      last_status_code: outcome.statusCode,
      last_latency_ms: outcome.latencyMs,
      last_error: outcome.error,
      delivered_at: delivered ? ended.toISOString() : null,
    };
  }

  async function runOnce(): Promise<number> {
    const { token, rows } = await claim();
    if (rows.length === 0) return 0;
    const endpoints = await endpointsById(db, [...new Set(rows.map((row) => Number(row.endpoint_id)))]);
    const outcomes = await Promise.all(rows.map((row) => attempt(row, endpoints.get(Number(row.endpoint_id)))));
    // One transaction for the batch's outcomes (SQLite: one commit, not one per row); each row only
    // while this run's claim still holds it.
    await db
      .transaction()
      .execute(async (trx) => {
        for (const [index, row] of rows.entries()) {
          await trx.updateTable('webhook_deliveries').set(outcomes[index]!).where('id', '=', Number(row.id)).where('claimed_by', '=', token).execute();
        }
      })
      .catch((error: unknown) => warn('webhook outcomes not recorded; the rows are attempted again when their lease ends', error));
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let forget: () => void = () => undefined;

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        while (!stopped && (await runOnce()) === batchSize);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => warn('webhook deliveries not claimed; the next poll tries again', error))
      .finally(() => (running = undefined));
  };

  return {
    runOnce,
    start(pollMs) {
      timer = setInterval(tick, pollMs);
      timer.unref();
      const goodbye = onWebhookEnqueued(tick);
      forget = () => void goodbye();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      forget();
      await running;
    },
  };
}
