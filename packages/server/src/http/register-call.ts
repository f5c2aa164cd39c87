import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type * as z from 'zod/mini';
import { callPaths, format, messages, type Call, type CallAuth, httpMessages } from '@studyatlas/core';
import type { RateLimit } from '../config.js';
import type { AuthMember } from './context.js';
import { HttpError } from './errors.js';

/** Who the handler sees: a member for 'required', a member or null for 'optional', null for 'none'. */
export type MemberFor<A extends CallAuth> = A extends 'required'
  ? AuthMember
  : A extends 'optional'
    ? AuthMember | null
    : null;

/** Everything a handler receives, typed from its call's contract. */
export interface CallContext<Q, B, A extends CallAuth> {
  query: Q;
  body: B;
  member: MemberFor<A>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<Q, B, R, A extends CallAuth> = (context: CallContext<Q, B, A>) => Promise<R> | R;

export interface RegisterCallOptions {
  /**
   * Requests per window, shared by every path of the call: per member for a call that requires a
   * sign-in (checked first, so signed-out calls answer 401 and use no quota), per address otherwise.
   */
  rateLimit?: RateLimit;
}

/** The member the auth check found, for the handler (set by the onRequest check before any rate limit). */
const members = new WeakMap<FastifyRequest, AuthMember | null>();

type Issue = z.core.$ZodIssue;

/** zod issues → `{ field: message }`, first issue per field; the root is named after the part. */
export function issuesToErrors(issues: readonly Issue[], part: 'query' | 'body'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    if (field in errors) continue;
    errors[field] = issue.code === 'invalid_type' ? format(httpMessages.expectedType, { type: issue.expected }) : issue.message;
  }
  return errors;
}

function parsePart<T>(schema: z.ZodMiniType<T> | undefined, value: unknown, part: 'query' | 'body'): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const errors = issuesToErrors(result.error.issues, part);
    // A length limit's own message (the catalogue's, e.g. the search text's) says more than "Invalid input".
    const own = result.error.issues.find((issue) => (issue.code === 'too_big' || issue.code === 'too_small') && issue.message && !issue.message.startsWith('Too '));
    throw new HttpError(400, own ? own.message : httpMessages.invalidInput, { errors });
  }
  return result.data;
}

/**
 * Registers one call of the contract: its path, every alias and its public variant, all answered by
 * one handler. Before the handler runs: the auth check per `call.auth` (401 `{ message }` without a
 * valid token where required), then the rate limit (if any), and the shape check of query and body
 * with the call's own zod schemas (400 `{ message, errors }`). The handler's value is answered with
 * `call.status` (200 unless stated) after passing through the reply schema, so nothing outside the
 * contract leaves the server.
 */
export function registerCall<Q, B, R, A extends CallAuth>(
  app: FastifyInstance,
  call: Call<Q, B, R, A>,
  handler: CallHandler<Q, B, R, A>,
  options: RegisterCallOptions = {},
): void {
  // The sign-in is checked before the rate limit, so a signed-out call never uses a member's quota.
  const checkAuth: onRequestHookHandler = async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await app.authenticate(request);
    if (!member && call.auth === 'required') throw new HttpError(401, messages.signInRequired);
    members.set(request, member);
  };
  // The counters every instance shares are keyed by call: each call has its own, whatever its paths.
  const limitKey = (request: FastifyRequest): string => {
    const member = members.get(request);
    return call.auth === 'required' && member ? `${call.id}:member:${member.clientId}` : `${call.id}:${normalizeIP(request.ip)}`;
  };
  const onRequest: onRequestHookHandler[] = [
    ...(call.auth !== 'none' ? [checkAuth] : []),
    ...(options.rateLimit ? [app.rateLimit({ max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindow, keyGenerator: limitKey })] : []),
  ];

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    // Replies are personal or momentary (tokens, sessions): never cached — the modern form of the
    // specification's cache-busting rndm parameter, which old clients may still send (ignored).
    reply.header('cache-control', 'no-store');
    const member = call.auth === 'none' ? null : (members.get(request) ?? null);
    const query = parsePart(call.query, request.query, 'query');
    const body = parsePart(call.body, request.body, 'body');
    const result = await handler({ query, body, member: member as MemberFor<A>, request, reply });
    const checked = call.reply.safeParse(result);
    if (!checked.success) {
      throw new Error(`Reply of ${call.id} does not match its contract: ${JSON.stringify(checked.error.issues)}`);
    }
    reply.code(call.status ?? 200);
    return checked.data;
  }

  for (const url of callPaths(call as Call)) {
    app.route({ method: call.method, url, onRequest, handler: handle });
  }
}
