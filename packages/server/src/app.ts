import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@studyatlas/core';
import { allCalls } from '@studyatlas/core/contracts';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/create-database.js';
import type { AppContext } from './http/context.js';
import { HttpError, installErrorHandler } from './http/errors.js';
import { docsRoutes } from './http/openapi.js';
import { installNotFound, registerStaticRoots } from './http/static.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { mailboxRoutes } from './mail/mailbox.js';
import { authRoutes } from './areas/auth/routes.js';
import { createAuthService } from './areas/auth/service.js';
import { loadTokenSecret } from './areas/auth/token-secret.js';
import { createTokenService } from './areas/auth/tokens.js';
import { profileRoutes } from './areas/profile/routes.js';
import { coursesRoutes } from './areas/courses/routes.js';
import { scholarshipsRoutes } from './areas/scholarships/routes.js';
import { institutionsRoutes } from './areas/institutions/routes.js';
import { favouritesRoutes } from './areas/favourites/routes.js';
import { contactRoutes } from './areas/contact/routes.js';
import { referralRoutes } from './areas/referral/routes.js';
import { agentsRoutes } from './areas/agents/routes.js';
import { eventsRoutes } from './areas/events/routes.js';
import { friendsRoutes } from './areas/friends/routes.js';
import { formsRoutes } from './areas/forms/routes.js';
import { filesRoutes } from './areas/files/routes.js';
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

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: mailer ?? createMailer(config, database.db, now),
    now,
    log: app.log,
  };
  const tokens = createTokenService(loadTokenSecret(config.dataDir), config.auth.tokenTtlSeconds, now);
  const auth = createAuthService(ctx, tokens);

  installErrorHandler(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST'],
    // fileID, legalID and key carry a download's ids (discovery §3); widgets on other origins read x-filename.
    allowedHeaders: ['Authorization', 'Content-Type', 'fileID', 'legalID', 'key'],
    exposedHeaders: ['x-filename'],
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? auth.authenticate(token) : null;
  });

  await app.register(async (scope) => authRoutes(scope, ctx, auth));
  await app.register(async (scope) => profileRoutes(scope, ctx));
  await app.register(async (scope) => institutionsRoutes(scope, ctx));
  await app.register(async (scope) => favouritesRoutes(scope, ctx));
  await app.register(async (scope) => coursesRoutes(scope, ctx));
  await app.register(async (scope) => agentsRoutes(scope, ctx));
  await app.register(async (scope) => scholarshipsRoutes(scope, ctx));
  await app.register(async (scope) => eventsRoutes(scope, ctx));
  await app.register(async (scope) => contactRoutes(scope, ctx));
  await app.register(async (scope) => referralRoutes(scope, ctx));
  await app.register(async (scope) => friendsRoutes(scope, ctx));
  await app.register(async (scope) => formsRoutes(scope, ctx));
  await app.register(async (scope) => filesRoutes(scope, ctx));
  await app.register(async (scope) => docsRoutes(scope, allCalls, { version: serverPackage.version }));
  await app.register(async (scope) => mailboxRoutes(scope, ctx));

  installNotFound(app, await registerStaticRoots(app, config.staticRoots));
  return app;
}
