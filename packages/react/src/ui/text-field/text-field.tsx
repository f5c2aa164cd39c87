import type { ReactNode } from 'react';
import { Input, type InputProps } from '../input/input.js';
import { Field } from './field.js';

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Class of the wrapper; `inputClassName` styles the input. */
  className?: string;
  inputClassName?: string;
}

/** A labelled text input with an inline error (`aria-invalid`, `aria-describedby`, role alert). */
export function TextField({ label, error, hint, required, id, className, inputClassName, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <Input {...inputProps} {...control} className={inputClassName} />}
    </Field>
  );
}
