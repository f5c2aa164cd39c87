import type { FastifyInstance } from 'fastify';
import { callPaths, messages } from '@studyatlas/core';
import { messaging } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { unreadBusOf } from '../../mailbox/unread-bus.js';
import { unreadCountOf } from '../../mailbox/unread.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000;

const event = (unread: number) => `event: unread\ndata: ${JSON.stringify({ unread })}\n\n`;

/**
 * UnreadEvents: a text/event-stream of the member's unread count — at once, then whenever the unread
 * bus says their mailbox changed (and the count did). Signed in with the bearer token like every call
 * (the core client reads it with fetch; EventSource cannot send headers).
 *
 * The reply is hijacked and written to the socket directly: a stream must not pass through
 * @fastify/compress (which would buffer it) nor the contract's reply check; the headers other hooks
 * set (CORS) are copied over. Each stream is closed when the client goes or the server starts closing (preClose: open streams would keep close() waiting).
 */
export function registerUnreadEvents(app: FastifyInstance, ctx: AppContext): void {
  const bus = unreadBusOf(ctx.db);
  const open = new Set<() => void>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const close of [...open]) close();
  });

  for (const url of callPaths(messaging.unreadEvents)) {
    // No automatic HEAD route: a HEAD would open a stream that never ends.
    app.get(url, { exposeHeadRoute: false }, async (request, reply) => {
      const member = await app.authenticate(request);
      if (!member) throw new HttpError(401, messages.signInRequired);
      const first = await unreadCountOf(ctx.db, member.clientId);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies: do not buffer the stream.
        'x-accel-buffering': 'no',
      });
      let last = first;
      let closed = false;
      raw.write(`retry: 5000\n${event(first)}`);

      let counting = Promise.resolve();
      const recount = () => {
        counting = counting.then(async () => {
          if (closed) return;
          const unread = await unreadCountOf(ctx.db, member.clientId).catch(() => last);
          if (!closed && unread !== last) {
            last = unread;
            raw.write(event(unread));
          }
        });
      };
      const unsubscribe = bus.subscribe(member.clientId, recount);
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(close);
        raw.end();
      };
      // A stream that got its first count while the server began closing ends with that count.
      if (closing) return close();
      open.add(close);
      request.raw.on('close', close);
      raw.on('close', close);
      raw.on('error', close);
    });
  }
}
