import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a test or bench server to listen on). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('No port was assigned');
  return address.port;
}
