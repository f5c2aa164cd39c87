import type { ReactNode } from 'react';
import { cx } from '../internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { radioGroupCss } from './radio-group.css.js';
import { RequiredMark } from '../text-field/required-mark.js';

export interface RadioChoice<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  /** The group's visible name (its legend). */
  legend: ReactNode;
  /** The radios' form name (one group per name in a form). */
  name: string;
  value: V;
  choices: ReadonlyArray<RadioChoice<V>>;
  onChange: (value: V) => void;
  /** A choice must be made: the legend carries the required mark (as `Field`'s label) and the group `aria-required`. */
  required?: boolean;
  className?: string;
}

/**
 * A labelled set of radio buttons for a one-of choice (search by name or by location, …): a
 * fieldset with its legend, so the choice is announced with its question; the arrow keys move
 * between the choices, as native radios do.
 */
export function RadioGroup<V extends string>({ legend, name, value, choices, onChange, required, className }: RadioGroupProps<V>) {
  useStylesheet('radio-group', radioGroupCss);
  // A fieldset may take the radiogroup role, which is the one that can say aria-required.
  const requiredProps = required ? { role: 'radiogroup', 'aria-required': true } : {};
  return (
    <fieldset className={cx('sa-radio-group', className)} {...requiredProps}>
      <legend className="sa-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="sa-radio">
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
