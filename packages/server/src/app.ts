import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { httpMessages } from '@studyatlas/core';
import { allCalls } from '@studyatlas/core/contracts';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/create-database.js';
import type { AppContext } from './http/context.js';
import { registerCors } from './http/cors.js';
import { HttpError, installErrorHandler } from './http/errors.js';
import { createImageUrls } from './http/image-urls.js';
import { docsRoutes } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { installNotFound, registerStaticRoots } from './http/static.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { mailboxRoutes } from './mail/mailbox.js';
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
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * The StudyAtlas HTTP server, ready for `inject` (tests) or `listen` (commands/serve): every call of
 * the contracts, the API docs, the dev mailbox (not in production) and the static portal, SDK,
 * partner page and React app example.
 */
export async function buildApp({ config, database, now = () => new Date(), mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });

  const tokenSecret = loadTokenSecret(config.dataDir);
  const imageUrlSecret = config.imageUrlSecret ? new TextEncoder().encode(config.imageUrlSecret) : tokenSecret;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: mailer ?? createMailer(config, database.db, now),
    now,
    log: app.log,
    imageUrls: createImageUrls(imageUrlSecret, config.auth.imageUrlTtlSeconds, now),
  };
  const tokens = createTokenService(tokenSecret, config.auth.tokenTtlSeconds, now);
  const auth = createAuthService(ctx, tokens);

  installErrorHandler(app);
  // Replies of 1 KB or more (JSON, pages, static files without a precompressed copy) go out as Brotli
  // (quality 4) or gzip when the client accepts it; precompressed static files are left as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, config);
  await registerCors(app, config, allCalls);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, httpMessages.tooManyRequests),
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? auth.authenticate(token) : null;
  });

  // One scope per area, in the manifest's order (areas.ts).
  const areaCtx: AreaContext = { ...ctx, auth };
  for (const area of areas) await app.register(async (scope) => area.routes(scope, areaCtx));
  await app.register(async (scope) => docsRoutes(scope, allCalls, { version: serverPackage.version }));
  await app.register(async (scope) => mailboxRoutes(scope, ctx));

  installNotFound(app, await registerStaticRoots(app, config.staticRoots, config.cspImgSources));
  return app;
}
