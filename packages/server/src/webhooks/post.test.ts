import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPoster } from './post.js';

describe('posting an attempt', () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('tries once more on a new connection when the kept-alive one is reset as it is reused (the endpoint closed it idle)', async () => {
    // The endpoint answers the first request and keeps the connection; a request on that same
    // connection is met with a reset, as when its idle timeout closes it at the moment of reuse.
    const answered = new WeakSet<Socket>();
    const connections: Socket[] = [];
    const server = http.createServer((request, response) => {
      if (answered.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      answered.add(request.socket);
      request.resume();
      request.on('end', () => response.writeHead(connections.length > 1 ? 200 : 500).end());
    });
    server.on('connection', (socket) => connections.push(socket));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const post = createPoster({ policy: { allowLoopback: true, allowPrivate: true }, timeoutMs: 5000, maxResponseBytes: 1024 });

    expect(await post(url, {}, '{}')).toMatchObject({ statusCode: 500 });
    expect(await post(url, {}, '{}')).toMatchObject({ statusCode: 200, error: '' });
    expect(connections).toHaveLength(2);
  });
});
