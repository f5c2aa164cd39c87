import type { FastifyError, FastifyInstance } from 'fastify';
import { type FieldErrors, httpMessages } from '@studyatlas/core';
import { inRequestLocale } from './locale.js';

/**
 * A failure with its HTTP status and the body the client receives: `{ message, ...extra }`.
 * Thrown anywhere in a handler or service; the error handler answers it as is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Reply headers that go with the refusal (e.g. Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/** The first message of a set of field errors (in the rule's field order). */
export const firstMessage = (errors: FieldErrors): string =>
  Object.values(errors).find((message): message is string => typeof message === 'string') ?? httpMessages.invalidInput;

/** The 400 `{ message: <first field message>, errors }` of a set of field errors. */
export const invalid = (errors: FieldErrors, extra: Record<string, unknown> = {}): HttpError =>
  new HttpError(400, firstMessage(errors), { errors, ...extra });

/**
 * Throws 400 `{ message: <first field message>, errors }` when a core rule found problems; returns
 * normally when `errors` is empty. Every handler runs its rule through this, never by hand.
 */
export function rejectInvalid(errors: FieldErrors, extra: Record<string, unknown> = {}): void {
  if (Object.keys(errors).length > 0) throw invalid(errors, extra);
}

/** 429 with the catalogue message and when to try again (Retry-After, whole seconds, at least 1). */
export const tooManyRequests = (retryAfterMs: number, message: string = httpMessages.tooManyRequests): HttpError =>
  new HttpError(429, message, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

export const notFound = (message: string = httpMessages.notFound) => new HttpError(404, message);

/** Fastify's own client errors (body parsing, URL decoding, rate limiting), in catalogue words. */
function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 429) return httpMessages.tooManyRequests;
  if (status === 413) return httpMessages.bodyTooLarge;
  if (status === 415) return httpMessages.unsupportedMediaType;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return httpMessages.malformedBody;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return httpMessages.malformedBody;
  return httpMessages.badRequest;
}

/**
 * One error handler for the whole app: HttpError as thrown; Fastify's 4xx errors (bad JSON, wrong
 * content type, body too large, rate limit) as 4xx with a catalogue message — never a 500 for bad
 * input; anything else is logged and answered 500 `{ message }`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  // Body parsing can fail outside the request's locale scope: the words are read in it again.
  app.setErrorHandler((error: FastifyError, request, reply) => inRequestLocale(request, () => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.debug({ err: error }, 'client error');
      return reply.code(status).send({ message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: httpMessages.serverError });
  }));
}
