import type { FastifyInstance } from 'fastify';
import { allCalls } from '@studyatlas/core/contracts';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/create-database.js';
import { callLabeller, UNCOUNTED_ROUTES } from './call-labels.js';
import { metricsRoute, metricsServer } from './metrics-endpoint.js';
import { createMetrics, type Metrics } from './metrics.js';
import { requestLine } from './request-log.js';

export { countingMailer } from './counting-mailer.js';
export { metricsPortOf } from './metrics-endpoint.js';
export { rememberMember, requestLogOptions, type LogStream } from './request-log.js';
export type { Metrics } from './metrics.js';

/** The app's metrics, unless METRICS=off. */
export const metricsFor = (config: Config, database: DatabaseHandle): Metrics | undefined =>
  config.observability.metrics ? createMetrics(database) : undefined;

/**
 * Issue 29's metrics and request logs on the app (docs/operations.md): every reply carries its
 * request id (`X-Request-Id`); every request but the probes and scrapes is counted per call and
 * status with its latency; each writes one log line (the probes and scrapes at debug level);
 * GET /metrics behind METRICS_TOKEN, and on METRICS_PORT when set.
 */
export function registerObservability(app: FastifyInstance, config: Config, metrics: Metrics | undefined): void {
  const labelOf = callLabeller(allCalls);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    const call = labelOf(request.method, routeUrl);
    const quiet = routeUrl !== undefined && UNCOUNTED_ROUTES.has(routeUrl);
    if (metrics && !quiet) metrics.request(call, reply.statusCode, reply.elapsedTime / 1000);
    requestLine(request.log, request, { call, status: reply.statusCode, durationMs: reply.elapsedTime, quiet });
  });
  metricsRoute(app, metrics, config.observability);
  if (metrics) metricsServer(app, metrics, config.observability);
}
