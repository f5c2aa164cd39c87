import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { ApiError } from '@studyatlas/core';
import { focusFirstError } from './focus.js';
import { FORM_ERROR, pathOf, placeMessages, type FieldNames } from './rule-errors.js';

/**
 * A refusal of the server as the form's errors: its per-field messages on the fields the form has
 * (names mapped through `names`), otherwise its message as the form's (`form`).
 */
export function apiErrors(error: ApiError, values: object, names?: FieldNames): FormErrors {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const path = pathOf(values, field, names);
    if (path && message) errors[path] = message;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = error.message;
  return errors;
}

/** What a submit handler may return: messages to show (a refusal it explains itself), `form` for the form's. */
export type SubmitMessages = Readonly<Partial<Record<string, string>>>;

/**
 * The handler for `form.onSubmit(withServerErrors(form, save), focusFirstError)`. It runs `save` with
 * the valid values, unless a submit is still running (`form.submitting`: a second click or Enter is
 * ignored). A thrown ApiError lands on the fields (else as the form's message), and so do messages
 * `save` returns; the first field with a message gets focus. Any other error escapes.
 */
export function withServerErrors<V extends object>(
  form: UseFormReturnType<V>,
  save: (values: V) => Promise<SubmitMessages | void> | SubmitMessages | void,
  names?: FieldNames,
): (values: V, event?: { currentTarget: EventTarget | null }) => Promise<void> | undefined {
  return (values, event) => {
    if (form.submitting) return undefined;
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const show = (errors: FormErrors) => {
      if (Object.keys(errors).length === 0) return;
      form.setErrors(errors);
      focusFirstError(errors, values, { currentTarget: formElement });
    };
    return (async () => {
      try {
        const returned = await save(values);
        if (returned) show(placeMessages(returned, values, names));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        show(apiErrors(error, values, names));
      }
    })();
  };
}

/** What `form.onSubmit(…)` gives: the `<form>`'s onSubmit (or a button's, called without an event). */
export type FormSubmit = (event?: FormEvent<HTMLFormElement>) => void;
