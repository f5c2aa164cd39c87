/**
 * HTTP load with autocannon on loopback: fixed duration, a fixed number of connections, request
 * bodies cycling through a list (each connection walks the list, so consecutive requests differ).
 * autocannon runs in a worker thread (http-load-worker.mjs) so it does not compete with the server
 * for the main event loop. Latencies are taken from every response (autocannon's summary has p97.5,
 * not p95).
 */
import { Worker } from 'node:worker_threads';

export interface HttpFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function httpLoad(
  base: string,
  path: string,
  bodies: readonly unknown[],
  { connections = 10, seconds = 5, method = 'POST', headers = {} }: { connections?: number; seconds?: number; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<HttpFigures> {
  const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: { url: base, path, bodies, connections, seconds, method, headers } });
  const { latencies, errors } = await new Promise<{ latencies: number[]; errors: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}
