import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import type { AuthMember } from '../http/context.js';
import { prettyLogStream } from './pretty-log.js';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** A request id a proxy may set: letters, digits and - _ . : only, 128 at most (nothing that breaks a log line). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fields no log line may carry, wherever a log call puts them: at the top of the entry or one level
 * down (`{ err }`, `{ headers }`, `{ mail }`). The last line of defence: the request line itself
 * never logs headers, bodies or query strings. A key lookup per field, where pino's path redaction
 * cost about 40 µs a line (bench/observability.ts).
 */
const SECRET_KEYS = new Set(['password', 'newpassword', 'oldpassword', 'confirmpassword', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'set-cookie', 'body', 'text', 'html', 'secret']);
const REDACTED = '[redacted]';

const isSecret = (key: string) => SECRET_KEYS.has(key.toLowerCase());

/** Only plain objects are looked into: errors, requests and buffers go to their serializers as they are. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

function withoutSecrets(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = value[key];
    let replaced: unknown = field;
    if (isSecret(key)) replaced = REDACTED;
    else if (depth > 0 && isPlainObject(field)) {
      const inner = withoutSecrets(field, depth - 1);
      if (inner !== field) replaced = inner;
    }
    if (replaced !== field) (copy ??= { ...value })[key] = replaced;
  }
  return copy ?? value;
}

/** pino's `formatters.log`: the entry with every secret field replaced by '[redacted]'. */
export const redactSecrets = (entry: Record<string, unknown>): Record<string, unknown> => withoutSecrets(entry, 1);

/** The URL without its query string: queries carry verification keys, temporary passwords and e-mail addresses. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '/';

/**
 * Fastify's logger and request ids (docs/operations.md "Request logs"): JSON lines from pino at
 * LOG_LEVEL (readable lines with LOG_PRETTY), Fastify's own two lines per request replaced by the
 * one requestLine writes; the request id taken from `X-Request-Id` only behind a trusted proxy
 * (TRUST_PROXY), else generated.
 */
export function requestLogOptions(config: Config, stream?: LogStream): Partial<FastifyServerOptions> {
  const silent = config.logLevel === 'silent' && !stream;
  const destination = stream ?? (config.observability.prettyLogs ? prettyLogStream(process.stdout) : undefined);
  return {
    logger: silent
      ? false
      : {
          level: config.logLevel,
          formatters: { log: redactSecrets },
          serializers: { req: (request: { method?: string; url?: string }) => ({ method: request.method, path: pathOf(request.url ?? '/') }) },
          ...(destination ? { stream: destination } : {}),
        },
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = config.trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

const members = new WeakMap<FastifyRequest, AuthMember>();

/** Notes who made the request (the member or staff member the bearer token named), for its log line. */
export function rememberMember(request: FastifyRequest, member: AuthMember | null): AuthMember | null {
  if (member) members.set(request, member);
  return member;
}

/** The request's one log line: its call, status, duration and who made it. */
export function requestLine(log: FastifyBaseLogger, request: FastifyRequest, fields: { call: string; status: number; durationMs: number; quiet: boolean }): void {
  const line = {
    call: fields.call,
    method: request.method,
    path: pathOf(request.url),
    status: fields.status,
    durationMs: Math.round(fields.durationMs * 10) / 10,
    memberId: members.get(request)?.clientId,
  };
  if (fields.quiet) log.debug(line, 'request');
  else log.info(line, 'request');
}
