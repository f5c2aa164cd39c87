/**
 * The real API server for the elements suite, in its own Node process: the suite runs in jsdom,
 * whose typed arrays are not Node's, and the server's crypto needs Node's. Prints its base URL as
 * one JSON line, then serves until stdin closes.
 *   node --conditions=source --import tsx packages/elements/test/api-server.ts
 */
import { createTestApp } from '../../server/src/testing/app.js';

const server = await createTestApp('sqlite');
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
