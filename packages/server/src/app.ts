import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { httpMessages } from '@studyatlas/core';
import { allCalls } from '@studyatlas/core/contracts';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/create-database.js';
import type { AppContext } from './http/context.js';
import { registerCors } from './http/cors.js';
import { createEmbedOriginList } from './http/embed-origins.js';
import { HttpError, installErrorHandler } from './http/errors.js';
import { createImageUrls } from './http/image-urls.js';
import { installRequestLocale } from './http/locale.js';
import { createAccountLimits } from './http/limits/account-limits.js';
import { createDatabaseCounters } from './http/limits/database-counters.js';
import { rateLimitStoreClass } from './http/limits/plugin-store.js';
import { createRedisCounters } from './http/limits/redis-counters.js';
import { healthRoutes } from './http/health.js';
import { countingMailer, metricsFor, registerObservability, rememberMember, requestLogOptions, type LogStream } from './observability/index.js';
import { docsRoutes } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { installNotFound, registerStaticRoots } from './http/static.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createFiles, fileStores } from './storage/file-store.js';
import { startUnreadFanOut } from './mailbox/unread-fan-out.js';
import { watchSearchVersion } from './db/search/index-keeper.js';
import { mailboxRoutes } from './mail/mailbox.js';
import { startWebhookWorker } from './webhooks/start.js';
import { areas, type AreaContext } from './areas.js';
import { createAuthService } from './areas/auth/service.js';
import { loadTokenSecret } from './areas/auth/token-secret.js';
import { createTokenService } from './areas/auth/tokens.js';
import serverPackage from '../package.json' with { type: 'json' };

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database (see createDatabase and migrateToLatest); the caller closes it. */
  database: DatabaseHandle;
  /** The clock of every expiry; tests move it forward. */
  now?: () => Date;
  /** Replaces the SMTP/outbox mailer. */
  mailer?: Mailer;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Loads every translation at start (the default); false loads each with its first request (tests). */
  preloadLocales?: boolean;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The StudyAtlas HTTP server, ready for `inject` (tests) or `listen` (commands/serve): every call of
 * the contracts, the API docs, the dev mailbox (not in production) and the static portal, SDK,
 * partner page and React app example.
 */
export async function buildApp({ config, database, now = () => new Date(), mailer, logStream, preloadLocales = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestLogOptions(config, logStream),
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });

  const tokenSecret = loadTokenSecret(config.dataDir, config.tokenSecret);
  const imageUrlSecret = config.imageUrlSecret ? new TextEncoder().encode(config.imageUrlSecret) : tokenSecret;
  // Rate-limit counters every instance shares and a restart keeps: Redis when REDIS_URL is set, else the database.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000 }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (rate-limit counters) unreachable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const metrics = metricsFor(config, database);
  const counters = redis ? createRedisCounters(redis) : createDatabaseCounters(database.db, now);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: countingMailer(mailer ?? createMailer(config, database.db, now), metrics),
    now,
    log: app.log,
    imageUrls: createImageUrls(imageUrlSecret, config.auth.imageUrlTtlSeconds, now),
    counters,
    accountLimits: createAccountLimits(counters, config.accountLimits),
    files: createFiles(config.fileStore, fileStores(config.dataDir, database.db, config.s3)),
    embedOrigins: createEmbedOriginList(database.db),
  };
  const tokens = createTokenService(tokenSecret, config.auth.tokenTtlSeconds, now);
  const auth = createAuthService(ctx, tokens);

  // PostgreSQL: unread signals reach the streams of every instance on the database (LISTEN/NOTIFY).
  const unreadFanOut = startUnreadFanOut(database, app.log);
  if (unreadFanOut) {
    app.addHook('onClose', () => unreadFanOut.close());
    await Promise.race([unreadFanOut.listening, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  installErrorHandler(app);
  // Every reply in the request's language (its locale parameter or Accept-Language), English by default.
  await installRequestLocale(app, { preload: preloadLocales });
  // Replies of 1 KB or more (JSON, pages, static files without a precompressed copy) go out as Brotli
  // (quality 4) or gzip when the client accepts it; precompressed static files are left as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config);
  await registerCors(app, config, allCalls, ctx.embedOrigins);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(rateLimit, {
    global: false,
    // Shared counters; a counter that cannot be read refuses the call (500) rather than letting it through.
    ...(redis ? { redis, nameSpace: 'studyatlas:ip:' } : { store: rateLimitStoreClass(counters) }),
    skipOnError: false,
    errorResponseBuilder: () => new HttpError(429, httpMessages.tooManyRequests),
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return rememberMember(request, token ? await auth.authenticate(token) : null);
  });

  healthRoutes(app, { database, redis });
  registerObservability(app, config, metrics);
  // One scope per area, in the manifest's order (areas.ts).
  const areaCtx: AreaContext = { ...ctx, auth };
  for (const area of areas) await app.register(async (scope) => area.routes(scope, areaCtx));
  await app.register(async (scope) => docsRoutes(scope, allCalls, { version: serverPackage.version }));
  await app.register(async (scope) => mailboxRoutes(scope, ctx));

  // Another instance's (or the import command's) catalogue change rebuilds this instance's indexes.
  const stopWatching = watchSearchVersion(database, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', async () => stopWatching());

  // The webhook outbox's worker: delivers what any instance queued (docs/webhooks.md).
  if (config.webhooks.worker) {
    const worker = startWebhookWorker(database.db, config.webhooks, now, (message, error) => app.log.warn({ err: error }, message));
    app.addHook('onClose', () => worker.stop());
  }

  installNotFound(app, await registerStaticRoots(app, config.staticRoots, config.cspImgSources));
  return app;
}
