import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { describeDemo, describeReference, ensureDemoData } from '../seed/index.js';
import { serveBanner } from './serve-banner.js';
import { stopGracefully } from './stop-gracefully.js';

export interface ServeOptions {
  /** `--dev-mailbox`: the same as DEV_MAILBOX=1. */
  devMailbox?: boolean;
}

/**
 * `studyatlas serve`: migrates, makes sure reference and demo data exist, starts the HTTP server and
 * prints where everything is. Stops cleanly on SIGINT/SIGTERM: not ready first, then the requests in
 * flight finish (stopGracefully); a second signal exits at once.
 */
export async function serve({ devMailbox = false }: ServeOptions = {}): Promise<void> {
  const config = loadConfig(devMailbox ? { ...process.env, DEV_MAILBOX: '1' } : process.env);
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.dialect);

  const seeded = await ensureDemoData(database);
  console.log(describeReference(seeded.reference));
  if (seeded.demo) console.log(describeDemo(seeded.demo).slice(0, -1).join('\n'));

  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(serveBanner(config, { port, dialect: database.dialect, location: database.location }));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    try {
      await stopGracefully(app, database, config.shutdownDrainMs);
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
