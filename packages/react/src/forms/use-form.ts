import { useRef, useState, type FormEvent } from 'react';
import { ApiError, isValid, type FieldErrors } from '@studyatlas/core';

export type FormValues = Record<string, string>;

/** Field messages plus `form`, a message about the form as a whole (shown above the fields). */
export type FormErrors<V extends FormValues> = FieldErrors<Extract<keyof V, string> | 'form'>;

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  /** The core rule for these values: field → the specification's message. */
  validate: (values: V) => FormErrors<V>;
  /**
   * Runs with valid values. A thrown ApiError is shown inline: its per-field messages on the fields,
   * otherwise its message above the form. Return field errors to show them without throwing.
   */
  onSubmit: (values: V) => Promise<FormErrors<V> | void> | FormErrors<V> | void;
}

export interface FormController<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  busy: boolean;
  setValue: (name: keyof V & string, value: string) => void;
  setErrors: (errors: FormErrors<V>) => void;
  /** Back to the initial values, without messages (after a successful send). */
  reset: () => void;
  /** Attach to the <form>: the first invalid field is focused through it. */
  formRef: React.RefObject<HTMLFormElement | null>;
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

/** Converts a failed call into inline messages for the given fields. */
export function errorsFromApi<V extends FormValues>(error: ApiError, fields: readonly string[]): FormErrors<V> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields.includes(field)) errors[field] = message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors as FormErrors<V>;
}

/**
 * Form state shared by every screen: values, the specification's inline messages (validated on
 * submit, then live on every change), busy state while the call runs, and focus on the first
 * invalid field. Enter submits because the screens render a real <form>.
 */
export function useForm<V extends FormValues>({ initial, validate, onSubmit }: UseFormOptions<V>): FormController<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const fields = Object.keys(initial);

  const focusFirstInvalid = (found: FormErrors<V>) => {
    const name = fields.find((field) => (found as Record<string, string | undefined>)[field]) ?? (found.form ? fields[0] : undefined);
    const element = name ? formRef.current?.elements.namedItem(name) : null;
    if (element && 'focus' in element) (element as HTMLElement).focus();
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) setErrors(validate(next));
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    submitted.current = true;
    const found = validate(values);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid(found);
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      const returned = await onSubmit(values);
      if (returned && !isValid(returned)) {
        setErrors(returned);
        focusFirstInvalid(returned);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fromApi = errorsFromApi<V>(error, fields);
      setErrors(fromApi);
      focusFirstInvalid(fromApi);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  };

  return { values, errors, busy, setValue, setErrors, reset, formRef, handleSubmit };
}
