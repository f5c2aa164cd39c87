import { DateInput, type DateInputProps } from '../ui/date-input/date-input.js';
import type { BoundForm, TextPath } from './bound.js';
import type { FieldPath, FieldValues } from './paths.js';

export interface FormDateInputProps<V extends FieldValues>
  extends Omit<DateInputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'showErrors' | 'ref'> {
  form: BoundForm<V>;
  /** A `yyyy-MM-dd` text value ('' for none). */
  name: TextPath<V>;
}

/**
 * A DateInput bound to a form: the value is `yyyy-MM-dd` ('' while the text is not a date); the
 * rule's message wins over the field's own ('Invalid Date', 'Required'), shown at once after a submit.
 */
export function FormDateInput<V extends FieldValues>({ form, name, ...rest }: FormDateInputProps<V>) {
  const field = form.bind(name as FieldPath<V>);
  return (
    <DateInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      error={field.error}
      showErrors={form.submitted}
      onChange={(date) => field.onChange(date as never)}
    />
  );
}
