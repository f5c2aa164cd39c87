import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../ui/internal/class-names.js';
import type { BoundForm, BooleanPath } from './bound.js';
import type { FieldPath, FieldValues } from './paths.js';

export interface FormCheckboxProps<V extends FieldValues>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type' | 'checked' | 'defaultChecked' | 'value' | 'onChange' | 'children'> {
  form: BoundForm<V>;
  name: BooleanPath<V>;
  /** The text beside the box (it names the box). */
  label: ReactNode;
}

/** A labelled checkbox bound to a yes / no value, its inline message announced with it. */
export function FormCheckbox<V extends FieldValues>({ form, name, label, className, id, ...rest }: FormCheckboxProps<V>) {
  const field = form.bind(name as FieldPath<V>);
  const generated = useId();
  const error = field.error;
  const errorId = error ? `${id ?? `sa-check-${generated}`}-error` : undefined;
  return (
    <div className={cx('sa-field', error && 'has-error', className)}>
      <label className="sa-checkbox">
        <input
          {...rest}
          id={id}
          ref={field.ref}
          type="checkbox"
          name={field.name}
          checked={field.value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => field.onChange(event.currentTarget.checked as never)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="sa-field-error" role="alert" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
