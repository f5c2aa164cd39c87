import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { auth } from '@studyatlas/core/contracts';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/create-database.js';
import type { Database } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import type { Files } from '../storage/file-store.js';
import type { EmbedOriginList } from './embed-origins.js';
import type { ImageUrls } from './image-urls.js';
import type { AccountLimits } from './limits/account-limits.js';
import type { CounterStore } from './limits/counters.js';

/** What every area's routes and services receive: settings, database, mail and the clock. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  mailer: Mailer;
  /** The current time; tests move it forward to expire keys, passwords and tokens. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Signs and checks the member-image addresses an `<img>` can load (pflImage). */
  imageUrls: ImageUrls;
  /** Rate-limit counters every instance shares (Redis with REDIS_URL, else the database). */
  counters: CounterStore;
  /** Per-account limits with back-off (sign-in, reset and verification mails). */
  accountLimits: AccountLimits;
  /** Where uploaded files' bytes are kept (FILE_STORE: the data folder or the database). */
  files: Files;
  /** The origins organisations allow in the workspace (the CORS allow-list's; the Embed page changes them). */
  embedOrigins: EmbedOriginList;
}

/** The signed-in member of a request, as the auth check found them. */
export interface AuthMember extends auth.Member {
  /** The server-side session the bearer token names. */
  sessionId: string;
  /** The external provider this session was opened with (isExternalLogin); '' for a password sign-in. */
  provider: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The member named by the request's bearer token — signature, expiry, live session and existing
     * member all checked — or null. Installed by buildApp; registerCall uses it.
     */
    authenticate(request: FastifyRequest): Promise<AuthMember | null>;
  }
}
