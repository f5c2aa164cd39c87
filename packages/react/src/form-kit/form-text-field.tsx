import { TextField, type TextFieldProps } from '../ui/text-field/text-field.js';
import type { BoundForm, TextPath } from './bound.js';
import type { FieldPath, FieldValues } from './paths.js';

export interface FormTextFieldProps<V extends FieldValues>
  extends Omit<TextFieldProps, 'form' | 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onValueChange' | 'ref'> {
  form: BoundForm<V>;
  name: TextPath<V>;
}

/** A TextField bound to a form: value, change, ref (focus) and inline message by path. */
export function FormTextField<V extends FieldValues>({ form, name, ...rest }: FormTextFieldProps<V>) {
  const field = form.bind(name as FieldPath<V>);
  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      error={field.error}
      onValueChange={(value) => field.onChange(value as never)}
    />
  );
}
