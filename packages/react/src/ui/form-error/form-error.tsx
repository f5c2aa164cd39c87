import type { ReactNode } from 'react';
import { cx } from '../internal/class-names.js';

export interface FormErrorProps {
  /** The form-level message (a failed sign-in, a server answer); nothing is rendered without one. */
  message?: ReactNode;
  className?: string;
  id?: string;
}

/** A message about the whole form, announced when it appears. */
export function FormError({ message, className, id }: FormErrorProps) {
  if (message === undefined || message === null || message === '' || message === false) return null;
  return (
    <div id={id} role="alert" className={cx('sa-form-error', className)} part="form-error">
      {message}
    </div>
  );
}
