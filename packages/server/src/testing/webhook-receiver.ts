import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's webhook endpoint for tests: an HTTP server on 127.0.0.1 that keeps every request and
 * answers the scripted statuses in turn (then the last one), or waits `delayMs` first.
 */
export async function webhookReceiver(statuses: number[] = [200], delayMs = 0) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses[Math.min(received.length, statuses.length) - 1]!;
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
