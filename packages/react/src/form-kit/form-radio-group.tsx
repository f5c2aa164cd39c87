import { useCallback } from 'react';
import { cx } from '../ui/internal/class-names.js';
import { RadioGroup, type RadioGroupProps } from '../ui/radio-group/radio-group.js';
import type { BoundForm, TextPath } from './bound.js';
import type { FieldPath, FieldValues } from './paths.js';

export interface FormRadioGroupProps<V extends FieldValues, C extends string>
  extends Omit<RadioGroupProps<C>, 'name' | 'value' | 'onChange'> {
  form: BoundForm<V>;
  /** A text path; '' (or any value not among the choices) leaves every radio unchecked. */
  name: TextPath<V>;
}

/**
 * A RadioGroup bound to a form, its inline message under the group (role alert). Focus goes to the
 * checked radio, else the first, through a wrapper the field's ref points at.
 */
export function FormRadioGroup<V extends FieldValues, C extends string>({ form, name, className, ...rest }: FormRadioGroupProps<V, C>) {
  const field = form.bind(name as FieldPath<V>);
  const error = field.error;
  const fieldRef = field.ref;
  const ref = useCallback(
    (element: HTMLDivElement | null) => fieldRef(element && { focus: () => element.querySelector<HTMLInputElement>('input:checked, input')?.focus() }),
    [fieldRef],
  );
  return (
    <div className={cx('sa-field', error && 'has-error', className)} ref={ref}>
      <RadioGroup {...rest} name={field.name} value={field.value as C} onChange={(value) => field.onChange(value as never)} />
      {error && (
        <p className="sa-field-error" role="alert" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
