import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../ui/internal/class-names.js';
import { inputOf, type BoundFieldProps } from './bound.js';

export interface FormCheckboxProps<V>
  extends BoundFieldProps<V>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type' | 'checked' | 'defaultChecked' | 'value' | 'onChange' | 'children'> {
  /** The text beside the box (it names the box). */
  label: ReactNode;
}

/** A labelled checkbox on `form.getInputProps(name)` (a yes / no value), its inline message announced with it. */
export function FormCheckbox<V>({ form, name, label, className, id, ...rest }: FormCheckboxProps<V>) {
  const input = inputOf({ form, name });
  const generated = useId();
  const errorId = input.error ? `${id ?? `sa-check-${generated}`}-error` : undefined;
  return (
    <div className={cx('sa-field', input.error && 'has-error', className)}>
      <label className="sa-checkbox">
        <input
          {...rest}
          id={id}
          type="checkbox"
          name={name}
          checked={input.value === true}
          aria-invalid={input.error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {input.error && (
        <p id={errorId} className="sa-field-error" role="alert" part="field-error">
          {input.error}
        </p>
      )}
    </div>
  );
}
