import { useId, type ReactNode } from 'react';
import { cx } from '../internal/class-names.js';
import { RequiredMark } from './required-mark.js';

/** What a `Field` hands to its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The message under the field; marks the control invalid and is announced (role alert). */
  error?: string | null;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** Marks the field required (a visual * and `aria-required`; no browser validation bubbles). */
  required?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and inline error wired together: the label names the control, the hint and
 * the error describe it. Build any labelled control with it: `<Field label="…">{(p) => <select {...p} />}</Field>`.
 */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `sa-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('sa-field', error && 'has-error', className)}>
      <label className="sa-label" part="label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="sa-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="sa-field-error" role="alert" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
