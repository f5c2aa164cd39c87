import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEquivalenceFile } from './text-search/index.js';
import { externalProvidersFrom, type ExternalProviderConfig } from './config-external.js';
import type { FileStoreKind } from './storage/file-store.js';
import type { S3Settings } from './storage/s3-settings.js';
import { fileStoreFrom } from './storage/file-store-settings.js';

/** How many requests one address may make to a rate-limited call within the window. */
export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** The rate-limited call groups: password guessing and mail-sending calls. */
export interface RateLimits {
  /** POST /authtoken and ChangePassword (both check a password). */
  signIn: RateLimit;
  /** POST /api/signup (sends a mail). */
  signUp: RateLimit;
  /** GET ResetPassword (sends a mail). */
  reset: RateLimit;
  /** GET ResendVerification / ResendOnLogin (send a mail). */
  resend: RateLimit;
}

/**
 * A per-account limit with exponential back-off (issue 15): after `max` hits of one account within
 * `windowMs` the account waits `baseMs`, each further hit doubles the wait, up to `capMs`.
 */
export interface AccountLimit {
  max: number;
  /** Milliseconds: the first wait. */
  baseMs: number;
  /** Milliseconds: the longest wait. */
  capMs: number;
  /** Milliseconds: how long hits are remembered (after the last wait ends). */
  windowMs: number;
}

/** The per-account groups: whatever the address, counted in the shared store (Redis or the database). */
export interface AccountLimits {
  /** Failed sign-ins (POST /authtoken) and failed password changes (ChangePassword) of one account. */
  signIn: AccountLimit;
  /** Reset mails (ResetPassword) asked for one e-mail address. */
  reset: AccountLimit;
  /** Verification mails (ResendOnLogin, ResendVerification) of one account. */
  resend: AccountLimit;
}

/** Lifetimes of the auth area's secrets. */
export interface AuthTimings {
  /** Bearer token (JWT) lifetime in seconds; renewed through GET /api/session. */
  tokenTtlSeconds: number;
  /** Server-side session lifetime in milliseconds; the upper bound of renewals. */
  sessionTtlMs: number;
  verificationKeyTtlMs: number;
  tempPasswordTtlMs: number;
  /** Lifetime of the `sa_login` login-name cookie in seconds. */
  loginCookieMaxAge: number;
  /** Lifetime of a signed member-image address (pflImage) in seconds, rounded up to 5 minutes. */
  imageUrlTtlSeconds: number;
}

/** The webhooks' delivery (docs/webhooks.md): the worker, and where the server may post. */
export interface WebhookSettings {
  /** WEBHOOK_WORKER=off: this process queues events but does not deliver them (another instance does). */
  worker: boolean;
  /** WEBHOOK_POLL_MS: how often the worker looks for due deliveries (events queued in this process wake it at once). */
  pollMs: number;
  /** WEBHOOK_TIMEOUT_MS: the time limit of one attempt. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_LOOPBACK: http:// and this machine's addresses as endpoints (default: outside production only). */
  allowLoopback: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: private, link-local and shared network addresses as endpoints (default: outside production only). */
  allowPrivate: boolean;
}

/** A directory served as static files at a URL prefix. */
export interface StaticRoot {
  name: 'portal' | 'sdk' | 'partner' | 'react-app';
  prefix: string;
  dir: string;
  /** Unknown non-file GETs outside /api answer this root's index.html (single-page app routes). */
  spaFallback: boolean;
}

export interface Config {
  /**
   * SEARCH_SYNONYMS: a JSON file of equivalent search words the operator adds to the default list
   * (text-search/equivalences.ts; docs/api.md "Course search"), checked when the config is read.
   */
  searchSynonyms: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty keeps the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** smtp(s)://… sends mail; empty stores it in the outbox table (dev mailbox at /dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-us messages are e-mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /**
   * Key of the signed member-image addresses (IMAGE_URL_SECRET, at least 32 characters; several servers
   * behind one address share it). Unset: derived from the data directory's token secret.
   */
  imageUrlSecret: string | undefined;
  /**
   * Key of the bearer tokens (TOKEN_SECRET, at least 32 characters): several servers that do not share
   * DATA_DIR must all have it. Unset: generated once in DATA_DIR/token-secret.
   */
  tokenSecret: string | undefined;
  /** Base of the links in e-mails (the portal's address). */
  publicUrl: string;
  production: boolean;
  /**
   * The development mailbox (/dev/mailbox, /dev/mailbox.json): off unless asked for (DEV_MAILBOX=1 or
   * `studyatlas serve --dev-mailbox`), never in production, and answering loopback clients only.
   */
  devMailbox: boolean;
  /** '*' or a list of allowed origins. */
  corsOrigins: '*' | string[];
  /**
   * PARTNER_ORIGINS (comma-separated): the partner sites whose pages may make member calls (signed-in
   * and optional-auth calls, every write) from the browser; the portal's own origin (PUBLIC_URL) always
   * may. Public reads answer any origin in CORS_ORIGINS (docs/embedding.md "Partner origins").
   */
  partnerOrigins: string[];
  /** HSTS=1: send Strict-Transport-Security on every reply (otherwise on https requests only). */
  hsts: boolean;
  /**
   * CSP_IMG_SRC (space-separated): image origins the pages may load besides this server, the map tile
   * server of the build's VITE_MAP_TILE_URL (default OpenStreetMap's).
   */
  cspImgSources: string[];
  trustProxy: boolean;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM the instance answers not-ready on GET /readyz for this long, still
   * serving, before it stops taking connections (a load balancer's probe interval and more). Default
   * 5000 with NODE_ENV=production, 0 otherwise (Ctrl-C in development stops at once).
   */
  shutdownDrainMs: number;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  rateLimits: RateLimits;
  /** Per-account limits with back-off (ACCOUNT_LIMIT_SIGN_IN, ACCOUNT_LIMIT_RESET, ACCOUNT_LIMIT_RESEND set `max`). */
  accountLimits: AccountLimits;
  /** Invitations (ReferFriend) one member may send in 24 hours (REFERRALS_PER_DAY). */
  referralsPerDay: number;
  /**
   * REDIS_URL: redis://… keeps every rate-limit counter in Redis; unset, they live in the database
   * (table rate_limit_counters). Either way every server instance sees them and a restart keeps them.
   */
  redisUrl: string | undefined;
  auth: AuthTimings;
  staticRoots: StaticRoot[];
  /** Body size limit in bytes. */
  bodyLimit: number;
  /** External sign-in providers (GOOGLE_*, FACEBOOK_*, OIDC_PROVIDERS + OIDC_<ID>_*; config-external.ts). */
  externalProviders: ExternalProviderConfig[];
  webhooks: WebhookSettings;
  observability: ObservabilitySettings;
  /** FILE_STORE: where uploaded files' bytes go, `folder` (DATA_DIR/files, default), `db` (the database) or `s3` (S3_URL's bucket): no shared disk needed with db or s3. */
  fileStore: FileStoreKind;
  /** S3_URL (with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY): the bucket of FILE_STORE=s3, also read from with the other stores while files move. */
  s3?: S3Settings;
}

/** Metrics and request logs (docs/operations.md "Metrics", "Request logs"). */
export interface ObservabilitySettings {
  /** METRICS=off: no series are collected and /metrics answers 404 everywhere (the bench's baseline). */
  metrics: boolean;
  /** METRICS_PORT: GET /metrics on its own port (unset: none). */
  metricsPort: number | undefined;
  /** METRICS_HOST: the address that port listens on (default 127.0.0.1: this machine only). */
  metricsHost: string;
  /** METRICS_TOKEN (at least 16 characters): GET /metrics on the main port with `Authorization: Bearer <token>` (unset: 404 there). */
  metricsToken: string | undefined;
  /** LOG_PRETTY (1/0): one readable line per entry instead of JSON (default: outside production, when stdout is a terminal). */
  prettyLogs: boolean;
}

export type Env = Record<string, string | undefined>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { max: 10, timeWindow: MINUTE },
  signUp: { max: 5, timeWindow: MINUTE },
  reset: { max: 5, timeWindow: MINUTE },
  resend: { max: 5, timeWindow: MINUTE },
};

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  signIn: { max: 5, baseMs: 30_000, capMs: 15 * MINUTE, windowMs: HOUR },
  reset: { max: 3, baseMs: 5 * MINUTE, capMs: HOUR, windowMs: HOUR },
  resend: { max: 3, baseMs: 5 * MINUTE, capMs: HOUR, windowMs: HOUR },
};

export const DEFAULT_REFERRALS_PER_DAY = 20;

export const DEFAULT_AUTH_TIMINGS: AuthTimings = {
  tokenTtlSeconds: 30 * 60,
  sessionTtlMs: 30 * DAY,
  verificationKeyTtlMs: 48 * HOUR,
  tempPasswordTtlMs: HOUR,
  loginCookieMaxAge: 10 * 24 * 60 * 60,
  imageUrlTtlSeconds: 10 * 60,
};

/** Where the portal's maps load their tiles by default (react kits/map/map-tiles.ts DEFAULT_TILE_URL). */
export const DEFAULT_CSP_IMG_SRC = 'https://tile.openstreetmap.org';

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const flag = (value: string | undefined): boolean => ['1', 'true', 'yes', 'on'].includes(value?.trim().toLowerCase() ?? '');

const nonEmpty = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** RATE_LIMIT_SIGN_IN=20 etc. override the requests allowed per minute of one group. */
function rateLimitsFrom(env: Env): RateLimits {
  const names: Record<keyof RateLimits, string> = {
    signIn: 'RATE_LIMIT_SIGN_IN',
    signUp: 'RATE_LIMIT_SIGN_UP',
    reset: 'RATE_LIMIT_RESET',
    resend: 'RATE_LIMIT_RESEND',
  };
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(names) as (keyof RateLimits)[]) {
    limits[key] = { ...limits[key], max: integer(env, names[key], limits[key].max) };
  }
  return limits;
}

/** ACCOUNT_LIMIT_SIGN_IN=8 etc. override how many hits of one account come before the back-off. */
function accountLimitsFrom(env: Env): AccountLimits {
  return {
    signIn: { ...DEFAULT_ACCOUNT_LIMITS.signIn, max: integer(env, 'ACCOUNT_LIMIT_SIGN_IN', DEFAULT_ACCOUNT_LIMITS.signIn.max) },
    reset: { ...DEFAULT_ACCOUNT_LIMITS.reset, max: integer(env, 'ACCOUNT_LIMIT_RESET', DEFAULT_ACCOUNT_LIMITS.reset.max) },
    resend: { ...DEFAULT_ACCOUNT_LIMITS.resend, max: integer(env, 'ACCOUNT_LIMIT_RESEND', DEFAULT_ACCOUNT_LIMITS.resend.max) },
  };
}

/**
 * WEBHOOK_WORKER (off/0: no delivery in this process), WEBHOOK_POLL_MS (1000), WEBHOOK_TIMEOUT_MS
 * (10000), WEBHOOK_ALLOW_LOOPBACK and WEBHOOK_ALLOW_PRIVATE (1/0; default 1 outside production, 0 in it).
 */
function webhooksFrom(env: Env, production: boolean): WebhookSettings {
  const allowed = (name: string) => (env[name]?.trim() ? flag(env[name]) : !production);
  return {
    worker: !['0', 'false', 'no', 'off'].includes(env.WEBHOOK_WORKER?.trim().toLowerCase() ?? ''),
    pollMs: Math.max(100, integer(env, 'WEBHOOK_POLL_MS', 1000)),
    timeoutMs: Math.max(1000, integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000)),
    allowLoopback: allowed('WEBHOOK_ALLOW_LOOPBACK'),
    allowPrivate: allowed('WEBHOOK_ALLOW_PRIVATE'),
  };
}

/** METRICS, METRICS_PORT, METRICS_HOST, METRICS_TOKEN, LOG_PRETTY. */
function observabilityFrom(env: Env, production: boolean): ObservabilitySettings {
  const metricsToken = nonEmpty(env.METRICS_TOKEN);
  if (metricsToken && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return {
    metrics: !['0', 'false', 'no', 'off'].includes(env.METRICS?.trim().toLowerCase() ?? ''),
    metricsPort: env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1',
    metricsToken,
    prettyLogs: env.LOG_PRETTY?.trim() ? flag(env.LOG_PRETTY) : !production && process.stdout.isTTY === true,
  };
}

function isRepoRoot(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest) || !existsSync(path.join(dir, 'packages', 'server', 'package.json'))) return false;
  try {
    return Array.isArray((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}

/**
 * The monorepo root, found by walking up from this module: works from the sources
 * (packages/server/src, run by tsx or vitest) and from the bundle (packages/server/dist).
 */
export function findRepoRoot(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    if (isRepoRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The directories `serve` publishes; missing ones are skipped at start-up (with a log line). */
export function defaultStaticRoots(repoRoot = findRepoRoot()): StaticRoot[] {
  if (!repoRoot) return [];
  return [
    { name: 'portal', prefix: '/', dir: path.join(repoRoot, 'examples/portal/dist'), spaFallback: true },
    { name: 'sdk', prefix: '/sdk/', dir: path.join(repoRoot, 'packages/elements/dist/browser'), spaFallback: false },
    { name: 'partner', prefix: '/partner/', dir: path.join(repoRoot, 'examples/partner-embed'), spaFallback: false },
    { name: 'react-app', prefix: '/react-app/', dir: path.join(repoRoot, 'examples/react-app/dist'), spaFallback: false },
  ];
}

/**
 * Reads the server's settings from the environment:
 * PORT, HOST (default 127.0.0.1: this machine only; 0.0.0.0 for every interface), DATA_DIR, DATABASE_URL,
 * SMTP_URL, MAIL_FROM, SUPPORT_EMAIL, PUBLIC_URL, NODE_ENV, DEV_MAILBOX (1 turns the dev mailbox on; refused
 * in production), IMAGE_URL_SECRET (key of signed image addresses), TOKEN_SECRET (key of the
 * bearer tokens, shared by several servers), CORS_ORIGINS (comma-separated or '*'), PARTNER_ORIGINS (comma-separated),
 * HSTS (1: always), CSP_IMG_SRC (space-separated image origins), TRUST_PROXY, SHUTDOWN_DRAIN_MS, LOG_LEVEL, RATE_LIMIT_* (per minute),
 * ACCOUNT_LIMIT_* (per account, before the back-off), REFERRALS_PER_DAY, REDIS_URL (shared rate-limit counters),
 * BODY_LIMIT (bytes), SEARCH_SYNONYMS (a JSON file of equivalent search words), WEBHOOK_* (webhooksFrom),
 * METRICS, METRICS_PORT, METRICS_HOST, METRICS_TOKEN, LOG_PRETTY (observabilityFrom), FILE_STORE (folder, db or s3),
 * S3_URL (https://KEY:SECRET@host/bucket?region=…, path-style), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (s3SettingsFrom).
 * `overrides` replace whole settings (tests use them for rate limits and timings).
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = integer(env, 'PORT', 8080);
  const production = env.NODE_ENV === 'production';
  const devMailbox = flag(env.DEV_MAILBOX);
  const imageUrlSecret = nonEmpty(env.IMAGE_URL_SECRET);
  if (imageUrlSecret && imageUrlSecret.length < 32) throw new Error('IMAGE_URL_SECRET must be at least 32 characters');
  if ((nonEmpty(env.TOKEN_SECRET)?.length ?? 32) < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  if (devMailbox && production) throw new Error('DEV_MAILBOX is for development: it cannot be on with NODE_ENV=production');
  const origins = nonEmpty(env.CORS_ORIGINS) ?? '*';
  // Production logs one line per request (info); development only what went wrong, unless asked.
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? (production ? 'info' : 'warn')) as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const { fileStore, s3 } = fileStoreFrom(env);
  const synonyms = nonEmpty(env.SEARCH_SYNONYMS);
  const searchSynonyms = synonyms ? path.resolve(synonyms) : undefined;
  if (searchSynonyms) readEquivalenceFile(searchSynonyms);
  return {
    searchSynonyms,
    port,
    // Loopback unless HOST says otherwise: a development server (its demo accounts) stays on this machine.
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'StudyAtlas <no-reply@studyatlas.local>',
    supportEmail: nonEmpty(env.SUPPORT_EMAIL) ?? 'support@studyatlas.local',
    imageUrlSecret,
    tokenSecret: nonEmpty(env.TOKEN_SECRET),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    production,
    devMailbox,
    corsOrigins: origins === '*' ? '*' : origins.split(',').map((o) => o.trim()).filter(Boolean),
    partnerOrigins: (env.PARTNER_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    hsts: flag(env.HSTS),
    cspImgSources: (nonEmpty(env.CSP_IMG_SRC) ?? DEFAULT_CSP_IMG_SRC).split(/\s+/).filter(Boolean),
    trustProxy: flag(env.TRUST_PROXY),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', production ? 5_000 : 0),
    logLevel,
    rateLimits: rateLimitsFrom(env),
    accountLimits: accountLimitsFrom(env),
    referralsPerDay: integer(env, 'REFERRALS_PER_DAY', DEFAULT_REFERRALS_PER_DAY),
    redisUrl: nonEmpty(env.REDIS_URL),
    auth: { ...DEFAULT_AUTH_TIMINGS },
    staticRoots: defaultStaticRoots(),
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024),
    externalProviders: externalProvidersFrom(env),
    webhooks: webhooksFrom(env, production),
    observability: observabilityFrom(env, production),
    fileStore,
    s3,
    ...overrides,
  };
}
