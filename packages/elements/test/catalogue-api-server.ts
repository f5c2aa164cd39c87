/**
 * test/api-server.ts with the small seeded catalogue the react suite uses (sample geography, 40
 * institutions, 400 courses, seed 7), for element tests that need institutions to show.
 *   node --conditions=source --import tsx packages/elements/test/catalogue-api-server.ts
 */
import { createTestApp } from '../../server/src/testing/app.js';
import { seedDemo, seedReference } from '../../server/src/seed/index.js';

const server = await createTestApp('sqlite');
await seedReference(server.database.db, server.database.dialect, { geo: 'sample' });
await seedDemo(server.database.db, server.database.dialect, { institutions: 40, courses: 400, seed: 7 });
const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
