import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
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
  /** Requests per address and window, shared by every path of the call. */
  rateLimit?: RateLimit;
}

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
 * one handler. Before the handler runs: the rate limit (if any), the auth check per `call.auth`
 * (401 `{ message }` without a valid token where required), and the shape check of query and body
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
  const onRequest: onRequestHookHandler[] = options.rateLimit
    ? [app.rateLimit({ max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindow })]
    : [];

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    // Replies are personal or momentary (tokens, sessions): never cached — the modern form of the
    // specification's cache-busting rndm parameter, which old clients may still send (ignored).
    reply.header('cache-control', 'no-store');
    let member: AuthMember | null = null;
    if (call.auth !== 'none') {
      member = await app.authenticate(request);
      if (!member && call.auth === 'required') throw new HttpError(401, messages.signInRequired);
    }
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
