/*
 * Retries (docs/webhooks.md "Retries"): after a failed attempt the next one waits 5 s, 5 min, 30 min,
 * 2 h, 5 h, then 10 h, each ±10 % (jitter, so endpoints that failed together are not all retried in
 * the same second); no attempt after `give_up_at`, 24 hours after the event, which gets one last try.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];
export const DELIVERY_WINDOW_MS = 24 * HOUR;
const JITTER = 0.1;

export interface RetrySchedule {
  delaysMs: readonly number[];
  /** 0 ≤ random() < 1 (Math.random; tests pass a fixed one). */
  random: () => number;
}

export const DEFAULT_SCHEDULE: RetrySchedule = { delaysMs: RETRY_DELAYS_MS, random: Math.random };

/** When the attempt after `failedAttempts` failed ones is due, or null when the delivery has failed for good. */
export function nextAttemptAt(failedAttempts: number, now: Date, giveUpAt: Date, schedule: RetrySchedule = DEFAULT_SCHEDULE): Date | null {
  if (now.getTime() >= giveUpAt.getTime()) return null;
  const base = schedule.delaysMs[Math.min(failedAttempts, schedule.delaysMs.length) - 1] ?? 0;
  const delay = base * (1 + JITTER * (2 * schedule.random() - 1));
  return new Date(Math.min(now.getTime() + delay, giveUpAt.getTime()));
}
