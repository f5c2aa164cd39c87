/** A failed call: the HTTP status (0 when the server did not answer) and the server's messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Readonly<Record<string, string>> = {},
    /** OAuth-style code of the token call, e.g. 'NotVerified'. */
    readonly code?: string,
    /** The rest of the refusal's body (e.g. a 409's `applicationId`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
