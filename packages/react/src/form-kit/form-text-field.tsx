import { TextField, type TextFieldProps } from '../ui/text-field/text-field.js';
import { inputOf, type BoundFieldProps } from './bound.js';

export interface FormTextFieldProps<V>
  extends BoundFieldProps<V>,
    Omit<TextFieldProps, 'form' | 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onValueChange' | 'ref'> {}

/** A TextField on `form.getInputProps(name)`: value, change and inline message by path. */
export function FormTextField<V>({ form, name, ...rest }: FormTextFieldProps<V>) {
  const input = inputOf({ form, name });
  return <TextField {...rest} name={name} value={(input.value as string | undefined) ?? ''} error={input.error} onValueChange={input.onChange} />;
}
