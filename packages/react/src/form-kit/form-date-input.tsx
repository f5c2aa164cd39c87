import { DateInput, type DateInputProps } from '../ui/date-input/date-input.js';
import { inputOf, type BoundFieldProps } from './bound.js';

export interface FormDateInputProps<V>
  extends BoundFieldProps<V>,
    Omit<DateInputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'showErrors' | 'ref'> {}

/**
 * A DateInput on `form.getInputProps(name)`: the value is `yyyy-MM-dd` ('' while the text is not a
 * date). The rule's message wins over the field's own ('Invalid Date', 'Required'), which shows once
 * the form shows messages (after a submit).
 */
export function FormDateInput<V>({ form, name, ...rest }: FormDateInputProps<V>) {
  const input = inputOf({ form, name });
  return (
    <DateInput
      {...rest}
      name={name}
      value={(input.value as string | undefined) ?? ''}
      error={input.error}
      showErrors={Object.keys(form.errors).length > 0}
      onChange={(date) => input.onChange(date)}
    />
  );
}
