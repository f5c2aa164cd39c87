import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/create-database.js';
import { indexStats } from '../db/search/index-keeper.js';
import { unreadBusOf } from '../mailbox/unread-bus.js';

/** Seconds: from a cache hit (a few ms) to a slow export (seconds). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own series (CPU, memory, event loop lag, GC, handles: prom-client's defaults),
 * registered once per process on the first scrape: every app of a process (tests build hundreds)
 * shares them, and one that is never scraped starts no event-loop monitor.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's metrics (docs/operations.md "Metrics" lists every series): counters the request hook
 * and the mailer move on, and gauges read when Prometheus scrapes (queue depths, the search indexes,
 * the open unread streams), so a scrape costs two count queries and nothing between scrapes.
 */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  const requests = new Counter({ name: 'studyatlas_http_requests_total', help: 'Requests answered, by call id and status.', labelNames: ['call', 'status'] as const, registers: [registry] });
  const latency = new Histogram({ name: 'studyatlas_http_request_duration_seconds', help: 'Time to answer a request, by call id.', labelNames: ['call'] as const, buckets: LATENCY_BUCKETS, registers: [registry] });
  const refusals = new Counter({ name: 'studyatlas_rate_limit_refusals_total', help: 'Requests refused 429 by a rate limit (per address, per member or per account), by call id.', labelNames: ['call'] as const, registers: [registry] });
  const mailsSent = new Counter({ name: 'studyatlas_mails_sent_total', help: 'Mails handed to SMTP (or stored in the outbox table without SMTP_URL).', registers: [registry] });
  const mailsFailed = new Counter({ name: 'studyatlas_mails_failed_total', help: 'Mails that could not be sent or stored.', registers: [registry] });

  const { db } = database;
  new Gauge({
    name: 'studyatlas_mail_outbox_mails',
    help: 'Mails in the outbox table (kept there without SMTP_URL: the dev mailbox).',
    registers: [registry],
    async collect() {
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'studyatlas_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting in the outbox (queued or waiting for a retry).',
    registers: [registry],
    async collect() {
      const row = await db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll().as('n')).where('state', '=', 'pending').executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'studyatlas_unread_streams_open',
    help: 'Live unread-count streams (UnreadEvents) open on this instance.',
    registers: [registry],
    collect() {
      this.set(unreadBusOf(db).size());
    },
  });
  const indexGauge = (name: string, help: string, value: (stats: ReturnType<typeof indexStats>[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['index'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const stats of indexStats(database)) this.set({ index: stats.index }, value(stats));
      },
    });
  indexGauge('studyatlas_search_index_rows', 'Rows of the in-memory search index in use (courses, campuses).', (s) => s.rows);
  indexGauge('studyatlas_search_index_bytes', 'Approximate memory of the in-memory search index in use.', (s) => s.bytes);
  indexGauge('studyatlas_search_index_build_seconds', 'How long the last build of the search index took.', (s) => s.buildSeconds);
  indexGauge('studyatlas_search_index_version', 'The catalogue search version the index in use was built at.', (s) => s.version);

  return {
    /** One answered request (not the probes nor the scrapes). */
    request(call: string, status: number, seconds: number): void {
      requests.inc({ call, status: String(status) });
      latency.observe({ call }, seconds);
      if (status === 429) refusals.inc({ call });
    },
    mailSent: () => mailsSent.inc(),
    mailFailed: () => mailsFailed.inc(),
    /** The exposition text of the process's series and the app's. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${process}\n${own}` };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
