import type { Kysely } from 'kysely';
import type { WebhookSettings } from '../config.js';
import type { Database } from '../db/schema/index.js';
import { createPoster } from './post.js';
import { createWebhookWorker, type WebhookWorker } from './worker.js';

/** At most this much of an endpoint's answer is read. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

/** The server's worker: posts under the configured address policy and time limit, polling every `pollMs`. */
export function startWebhookWorker(db: Kysely<Database>, settings: WebhookSettings, now: () => Date, warn: (message: string, error: unknown) => void): WebhookWorker {
  const post = createPoster({ policy: settings, timeoutMs: settings.timeoutMs, maxResponseBytes: MAX_RESPONSE_BYTES });
  const worker = createWebhookWorker({ db, now, post, warn });
  worker.start(settings.pollMs);
  return worker;
}
