import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/create-database.js';
import { startDraining } from '../http/health.js';

/**
 * A shutdown that loses no request (SIGTERM, issue 29): the instance turns not-ready first and keeps
 * serving for `drainMs` while the load balancer notices, then stops taking connections, lets the
 * requests in flight finish (the live unread streams end at preClose, new requests get 503) and
 * closes the database.
 */
export async function stopGracefully(app: FastifyInstance, database: DatabaseHandle, drainMs: number): Promise<void> {
  startDraining(app);
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
  await database.close();
}
