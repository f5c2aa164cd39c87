import { cx } from '../ui/internal/class-names.js';
import { RadioGroup, type RadioGroupProps } from '../ui/radio-group/radio-group.js';
import { inputOf, type BoundFieldProps } from './bound.js';

export interface FormRadioGroupProps<V, C extends string> extends BoundFieldProps<V>, Omit<RadioGroupProps<C>, 'name' | 'value' | 'onChange'> {}

/**
 * A RadioGroup on `form.getInputProps(name)` (a text value; '' leaves every radio unchecked), its
 * inline message under the group (role alert).
 */
export function FormRadioGroup<V, C extends string>({ form, name, className, ...rest }: FormRadioGroupProps<V, C>) {
  const input = inputOf({ form, name });
  return (
    <div className={cx('sa-field', input.error && 'has-error', className)}>
      <RadioGroup {...rest} name={name} value={input.value as C} onChange={input.onChange} />
      {input.error && (
        <p className="sa-field-error" role="alert" part="field-error">
          {input.error}
        </p>
      )}
    </div>
  );
}
