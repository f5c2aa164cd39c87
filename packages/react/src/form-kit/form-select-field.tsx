import type { Ref } from 'react';
import { SelectField, type SelectFieldProps } from '../ui/select-field/select-field.js';
import type { BoundForm, ChoicePath } from './bound.js';
import type { FieldPath, FieldValues } from './paths.js';

export interface FormSelectFieldProps<V extends FieldValues>
  extends Omit<SelectFieldProps, 'form' | 'name' | 'value' | 'error' | 'onChange' | 'onValueChange'> {
  form: BoundForm<V>;
  name: ChoicePath<V>;
  /** Called after the form took the choice (e.g. to reset the finer choices: state, city). */
  onValueChange?: (value: string | number) => void;
}

/**
 * A SelectField bound to a form. A text value takes the option's value; an id value (a number)
 * takes `Number(option)`, the empty option being 0 ("any"), as IdSelectField does.
 */
export function FormSelectField<V extends FieldValues>({ form, name, onValueChange, ...rest }: FormSelectFieldProps<V>) {
  const field = form.bind(name as FieldPath<V>);
  const value = field.value as string | number | undefined;
  const numeric = typeof value === 'number';
  // SelectField hands its other props to the <select>; React 19 passes `ref` along with them.
  const refProp = { ref: field.ref as Ref<HTMLSelectElement> } as object;
  return (
    <SelectField
      {...rest}
      {...refProp}
      name={field.name}
      value={numeric ? (value ? String(value) : '') : (value ?? '')}
      error={field.error}
      onValueChange={(chosen) => {
        const next = numeric ? Number(chosen) || 0 : chosen;
        field.onChange(next as never);
        onValueChange?.(next);
      }}
    />
  );
}
