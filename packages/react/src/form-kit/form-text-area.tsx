import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { Field } from '../ui/text-field/field.js';
import { cx } from '../ui/internal/class-names.js';
import { inputOf } from './bound.js';

export interface FormTextAreaProps<V> {
  form: UseFormReturnType<V>;
  name: LooseKeys<V>;
  label: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  /** Added to the control's `sa-input` class. */
  className?: string;
}

/** A labelled textarea on `form.getInputProps(name)` (its DOM name is the path: focus finds it on an invalid submit). */
export function FormTextArea<V>({ form, name, label, required, maxLength = 2000, rows = 3, className }: FormTextAreaProps<V>) {
  const field = inputOf({ form, name });
  return (
    <Field label={label} required={required} error={field.error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          maxLength={maxLength}
          className={cx('sa-input', className)}
          part="input"
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
