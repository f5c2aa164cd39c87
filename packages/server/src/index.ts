export { buildApp, type BuildAppOptions } from './app.js';
export {
  loadConfig,
  findRepoRoot,
  defaultStaticRoots,
  DEFAULT_AUTH_TIMINGS,
  DEFAULT_RATE_LIMITS,
  type Config,
  type Env,
  type RateLimit,
  type RateLimits,
  type AuthTimings,
  type StaticRoot,
} from './config.js';
export { createDatabase, migrateToLatest, isPostgresUrl, type DatabaseHandle, type DatabaseOptions, type DialectName } from './db/index.js';
export type { Database } from './db/schema/index.js';
export { createMailer, type Mail, type Mailer } from './mail/mailer.js';
export { registerCall, type CallContext, type CallHandler, type RegisterCallOptions } from './http/register-call.js';
export { HttpError, rejectInvalid, invalid } from './http/errors.js';
export { buildOpenApi } from './http/openapi.js';
export type { AppContext, AuthMember } from './http/context.js';
