import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '@studyatlas/core';
import type { ObservabilitySettings } from '../config.js';
import type { Metrics } from './metrics.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Compares digests, so the time taken says nothing of how much of the token was right. */
const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * GET /metrics on the main port: only with METRICS_TOKEN set and sent as `Authorization: Bearer`
 * (401 otherwise); without a token the path answers 404 like any unknown one, so the metrics are
 * never public by default. Never rate-limited, never cached.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics | undefined, settings: ObservabilitySettings): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = settings.metricsToken;
    if (!metrics || !token) return reply.code(404).send({ message: httpMessages.notFound });
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: httpMessages.metricsTokenRequired });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}

/**
 * METRICS_PORT: GET /metrics without a token on a port of its own, bound to METRICS_HOST
 * (127.0.0.1 unless told otherwise), for a Prometheus on the same machine or network. Started when
 * the app listens, closed with it.
 */
export function metricsServer(app: FastifyInstance, metrics: Metrics, settings: ObservabilitySettings): void {
  const port = settings.metricsPort;
  if (port === undefined) return;
  let server: Server | undefined;
  boundPorts.set(app, () => (server?.address() as AddressInfo | null)?.port);
  app.addHook('onListen', async () => {
    const listening = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: httpMessages.notFound }));
        return;
      }
      metrics.scrape().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics not collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, settings.metricsHost, () => resolve());
    });
    server = listening;
    const { address, port: bound } = listening.address() as AddressInfo;
    app.log.info(`metrics on http://${address}:${bound}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

const boundPorts = new WeakMap<FastifyInstance, () => number | undefined>();

/** The port the app's metrics server listens on (METRICS_PORT=0 picks a free one), once it listens. */
export const metricsPortOf = (app: FastifyInstance): number | undefined => boundPorts.get(app)?.();
