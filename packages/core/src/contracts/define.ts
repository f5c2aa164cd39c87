import type * as z from 'zod/mini';

/** Who may make a call: nobody signed in, a signed-in member, or both (personalised when signed in). */
export type CallAuth = 'none' | 'required' | 'optional';

/**
 * One API call of the specification: its method and path, the zod shapes of its query, body and
 * reply. The server registers a handler for it, the client calls it, and the OpenAPI document is
 * generated from it — one source of truth.
 */
export interface Call<Q = unknown, B = unknown, R = unknown, A extends CallAuth = CallAuth> {
  /** Stable name, used as the OpenAPI operationId. */
  readonly id: string;
  readonly area: string;
  readonly summary: string;
  readonly method: 'GET' | 'POST';
  /** Path of the call (the signed-in variant when there are two). */
  readonly path: string;
  /** Further paths answered by the same handler (the specification's synonyms). */
  readonly aliases?: readonly string[];
  /** Path of the anonymous variant, when the specification lists one. */
  readonly publicPath?: string;
  readonly auth: A;
  /**
   * A credential other than the member's token, on a call with auth 'none': 'partnerKey' is an
   * institution's partner API key (`Authorization: Bearer sa_pk_…`), checked by the call's area.
   */
  readonly credential?: 'partnerKey';
  readonly query?: z.ZodMiniType<Q>;
  readonly body?: z.ZodMiniType<B>;
  /** How the body is sent: JSON unless the specification says form. */
  readonly bodyType?: 'json' | 'form';
  readonly reply: z.ZodMiniType<R>;
  /** HTTP status of a successful answer (200 unless stated, e.g. 201 for a registration). */
  readonly status?: 200 | 201;
}

export type CallQuery<C> = C extends Call<infer Q, unknown, unknown> ? Q : never;
export type CallBody<C> = C extends Call<unknown, infer B, unknown> ? B : never;
export type CallReply<C> = C extends Call<unknown, unknown, infer R> ? R : never;

export type CallAuthOf<C> = C extends Call<unknown, unknown, unknown, infer A> ? A : never;

/** Types a call (returns it as given). Marked free of side effects: a bundler drops the calls an app does not use. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Q = undefined, B = undefined, R = unknown, A extends CallAuth = CallAuth>(
  call: Call<Q, B, R, A>,
): Call<Q, B, R, A> {
  return call;
}

/** Every call path the call answers on (main, aliases, public variant). */
export function callPaths(call: Call): string[] {
  return [call.path, ...(call.aliases ?? []), ...(call.publicPath ? [call.publicPath] : [])];
}
