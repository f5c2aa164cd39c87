import { TextField, type TextFieldProps } from '../ui/text-field/text-field.js';
import type { FormController, FormValues } from './use-form.js';

export interface FormTextFieldProps<V extends FormValues>
  extends Omit<TextFieldProps, 'form' | 'name' | 'value' | 'error' | 'onChange' | 'onValueChange'> {
  form: FormController<V>;
  name: keyof V & string;
}

/** A TextField bound to a `useForm` controller: value, change and inline message by field name. */
export function FormTextField<V extends FormValues>({ form, name, ...rest }: FormTextFieldProps<V>) {
  return (
    <TextField
      {...rest}
      name={name}
      value={form.values[name]}
      error={(form.errors as Record<string, string | undefined>)[name]}
      onValueChange={(value) => form.setValue(name, value)}
    />
  );
}
