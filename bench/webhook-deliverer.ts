/**
 * The webhook worker in a process of its own, on the bench's database (run by bench/webhooks.ts: the
 * SQLite file in DATA_DIR, or a PostgreSQL URL and schema):
 * what an instance with WEBHOOK_WORKER on does, apart from the one serving the submits. Stops on SIGTERM.
 */
import { createDatabase, loadConfig } from '@studyatlas/server';
import { startWebhookWorker } from '../packages/server/src/webhooks/start.js';

const [dataDir, databaseUrl, pgSchema] = process.argv.slice(2) as [string, string | undefined, string | undefined];
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = createDatabase({ databaseUrl, dataDir, pgSchema });
const worker = startWebhookWorker(database.db, config.webhooks, () => new Date(), (message, error) => console.error(message, error));
// The worker's timer does not hold a process open (a server's listening socket does): this one does.
const alive = setInterval(() => undefined, 60_000);
console.log('delivering');
process.on('SIGTERM', () => {
  clearInterval(alive);
  void worker.stop().then(() => database.close()).then(() => process.exit(0));
});
