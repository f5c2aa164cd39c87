import { SelectField, type SelectFieldProps } from '../ui/select-field/select-field.js';
import { inputOf, type BoundFieldProps } from './bound.js';

export interface FormSelectFieldProps<V>
  extends BoundFieldProps<V>,
    Omit<SelectFieldProps, 'form' | 'name' | 'value' | 'error' | 'onChange' | 'onValueChange'> {
  /** Called after the form took the choice (e.g. to reset the finer choices: state, city). */
  onValueChange?: (value: string | number) => void;
}

/**
 * A SelectField on `form.getInputProps(name)`. A text value takes the option's value; an id value (a
 * number) takes `Number(option)`, the empty option being 0 ("any"), as IdSelectField does.
 */
export function FormSelectField<V>({ form, name, onValueChange, ...rest }: FormSelectFieldProps<V>) {
  const input = inputOf({ form, name });
  const value = input.value as string | number | undefined;
  const numeric = typeof value === 'number';
  return (
    <SelectField
      {...rest}
      name={name}
      value={numeric ? (value ? String(value) : '') : (value ?? '')}
      error={input.error}
      onValueChange={(chosen) => {
        const next = numeric ? Number(chosen) || 0 : chosen;
        input.onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
