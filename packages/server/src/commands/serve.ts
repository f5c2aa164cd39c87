import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type StaticRoot } from '../config.js';
import { createDatabase } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, describeDemo, describeReference, ensureDemoData } from '../seed/index.js';

function staticNote(config: Config, name: StaticRoot['name']): string {
  const root = config.staticRoots.find((r) => r.name === name);
  return root && existsSync(root.dir) ? '' : '  (not built yet: run `npm run build`)';
}

/**
 * `studyatlas serve`: migrates, makes sure reference and demo data exist, starts the HTTP server and
 * prints where everything is. Stops cleanly on SIGINT/SIGTERM.
 */
export async function serve(): Promise<void> {
  const config = loadConfig(process.env);
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.dialect);

  const seeded = await ensureDemoData(database);
  console.log(describeReference(seeded.reference));
  if (seeded.demo) console.log(describeDemo(seeded.demo).slice(0, -1).join('\n'));

  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const local = `http://localhost:${port}`;

  const lines = [
    '',
    `StudyAtlas is running on ${config.host}:${port}`,
    `  Portal          ${local}/${staticNote(config, 'portal')}`,
    `  Partner page    ${local}/partner/${staticNote(config, 'partner')}`,
    `  React app       ${local}/react-app/${staticNote(config, 'react-app')}`,
    `  Widget SDK      ${local}/sdk/${staticNote(config, 'sdk')}`,
    `  API reference   ${local}/api/docs  (OpenAPI: ${local}/api/docs/openapi.json)`,
    config.production ? '' : `  Dev mailbox     ${local}/dev/mailbox${config.smtpUrl ? '  (mail goes out by SMTP instead)' : ''}`,
    `  Demo login      ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}`,
    `  Database        ${database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} at ${database.location}`,
    `  Links in mails  ${config.publicUrl}`,
    '',
  ];
  console.log(lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n'));

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
