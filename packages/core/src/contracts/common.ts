import * as z from 'zod/mini';

/** A plain acknowledgement: the specification's success text. */
export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

/** Every failure: a message, and per-field messages for validation failures. */
export const ErrorReply = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  /** OAuth-style code for the token call (e.g. invalid_grant, NotVerified). */
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

/** Form fields arrive as text; a missing field is an empty string so rules give the spec's message. */
export const text = () => z._default(z.string(), '');
