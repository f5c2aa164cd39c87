import type { ApiError } from '@studyatlas/core';

/**
 * A refusal of the server as form messages: its per-field messages on the fields the form knows
 * (`pathOf` maps a server field name to the form's path, undefined for the others), else its
 * message as the form's (`form`), as the old `errorsFromApi` did.
 */
export function apiErrorMessages(error: ApiError, pathOf: (serverField: string) => string | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const path = pathOf(field);
    if (path) messages[path] = message;
  }
  if (Object.keys(messages).length === 0) messages.form = error.message;
  return messages;
}
