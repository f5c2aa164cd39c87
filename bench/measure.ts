/** Latency figures of a request loop: percentiles in milliseconds and throughput. */
export interface LoadFigures {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `send` `requests` times with `concurrency` loops in flight; each send must resolve when done. */
export async function load(requests: number, concurrency: number, send: () => Promise<void>): Promise<LoadFigures> {
  const durations: number[] = [];
  let started = 0;
  const begin = performance.now();
  async function worker(): Promise<void> {
    while (started < requests) {
      started++;
      const t0 = performance.now();
      await send();
      durations.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - begin;
  durations.sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    perSecond: (requests / elapsed) * 1000,
  };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Percentiles of `runs` sequential calls of `call` (in-process timings, ms), after `warm` unmeasured calls. */
export async function timeCalls(runs: number, call: (i: number) => Promise<unknown>, warm = 3): Promise<{ p50: number; p95: number; runs: number }> {
  for (let i = 0; i < warm; i++) await call(i);
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(i);
    durations.push(performance.now() - t0);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), runs };
}
