import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { callPaths, type Call } from '@studyatlas/core';
import type { Config } from '../config.js';
import type { EmbedOriginList } from './embed-origins.js';

/** How a call path is answered across origins. */
interface PathAccess {
  auth: Call['auth'];
  /** The anonymous variant of a signed-in call (answered without a member). */
  publicVariant: boolean;
  credential: Call['credential'];
  /** Signs in, signs up, sends mail or stores something: never a public read. */
  write: boolean;
}

/**
 * The anonymous calls that write (besides the auth area's, all of which are): enquiries and contact
 * messages send mail. The discovery searches are POSTs too but only read.
 */
export const ANONYMOUS_WRITES: ReadonlySet<string> = new Set(['connectPublic', 'contactUs']);

/**
 * The auth area's calls that only read (every other one signs in, signs up or sends mail, GETs such
 * as ResetPassword included): the sign-in providers a login form lists, and the remembered login
 * name (another origin's request never carries the cookie, so it reads '').
 */
export const AUTH_READS: ReadonlySet<string> = new Set(['externalLogins', 'rememberedLogin']);

/** method + lower-cased path → what the call on it needs (paths match case-insensitively). */
function accessTable(calls: readonly Call[]): Map<string, PathAccess> {
  const table = new Map<string, PathAccess>();
  for (const call of calls) {
    for (const path of callPaths(call)) {
      table.set(`${call.method} ${path.toLowerCase()}`, {
        auth: call.auth,
        publicVariant: path === call.publicPath,
        credential: call.credential,
        write: (call.area === 'auth' && !AUTH_READS.has(call.id)) || ANONYMOUS_WRITES.has(call.id),
      });
    }
  }
  return table;
}

/** The origin of an address (PUBLIC_URL), or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request (or the request a preflight announces) is a member call: one made with a bearer
 * token (a member's or a partner key), a call that needs a member or a partner key, an anonymous
 * write (the auth area: sign-in, sign-up, resets, verification; enquiries and contact messages), or
 * any other POST that is not a call. Everything else — an anonymous read of a public or optional-auth
 * call (the discovery searches included, GET or POST), the SDK bundle, images, pages — is a public read.
 */
export function isMemberRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>, table: Map<string, PathAccess>): boolean {
  const preflight = request.method === 'OPTIONS';
  const method = (preflight ? String(request.headers['access-control-request-method'] ?? '') : request.method).toUpperCase();
  const withToken = preflight
    ? /(^|,)\s*authorization\s*(,|$)/i.test(String(request.headers['access-control-request-headers'] ?? ''))
    : request.headers.authorization !== undefined;
  if (withToken) return true;
  const path = (request.url.split('?')[0] ?? '/').toLowerCase();
  const access = table.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
  if (!access) return method !== 'GET' && method !== 'HEAD';
  return access.write || access.credential !== undefined || (access.auth === 'required' && !access.publicVariant);
}

/**
 * CORS (docs/embedding.md "Partner origins"): public reads answer any origin of CORS_ORIGINS ('*' by
 * default); member calls answer only the portal's own origin, PARTNER_ORIGINS and the origins the
 * organisations allow in the workspace (`embedOrigins`) — another origin's preflight and reply carry
 * no Access-Control-Allow-Origin, so its browser refuses them.
 */
export async function registerCors(app: FastifyInstance, config: Config, calls: readonly Call[], embedOrigins?: EmbedOriginList): Promise<void> {
  const table = accessTable(calls);
  const portal = originOf(config.publicUrl);
  const memberOrigins = [...new Set([...(portal ? [portal] : []), ...config.partnerOrigins])];
  const base: FastifyCorsOptions = {
    credentials: false,
    methods: ['GET', 'HEAD', 'POST'],
    // fileID, legalID and key carry a download's ids (discovery §3); widgets on other origins read x-filename,
    // and the request id a support question can quote (docs/operations.md "Request logs").
    allowedHeaders: ['Authorization', 'Content-Type', 'fileID', 'legalID', 'key'],
    exposedHeaders: ['x-filename', 'x-request-id'],
    maxAge: 600,
  };
  const open: FastifyCorsOptions = { ...base, origin: config.corsOrigins };
  const members: FastifyCorsOptions = { ...base, origin: memberOrigins };
  /** A member call from an origin an organisation allows: answered to that origin only. */
  const allowed = async (origin: string | undefined): Promise<FastifyCorsOptions> =>
    origin && !memberOrigins.includes(origin) && (await embedOrigins?.has(origin)) ? { ...base, origin } : members;
  await app.register(cors, {
    delegator: (request, callback) => {
      if (!isMemberRequest(request, table)) return callback(null, open);
      allowed(request.headers.origin).then((options) => callback(null, options), callback);
    },
  });
}
