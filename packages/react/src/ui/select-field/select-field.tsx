import { memo, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../text-field/field.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  /** Text of the empty first option ('' value); none when absent. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
}

/** A labelled drop-down list with the widget's look, its inline message announced with it. */
export function SelectField({ label, value, options, placeholder, error, hint, required, className, onValueChange, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={rest.id} className={className}>
      {(control) => (
        <select
          {...rest}
          {...control}
          className="sa-select"
          part="select"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]): boolean =>
  a === b || (a.length === b.length && a.every((option, i) => option.value === b[i]!.value && option.label === b[i]!.label));

/**
 * The options, rendered again only when they change: a form renders on every keystroke, and a list of
 * every country is hundreds of elements (callers build their option arrays afresh on each render).
 */
const SelectOptions = memo(
  function SelectOptions({ options, placeholder }: Pick<SelectFieldProps, 'options' | 'placeholder'>) {
    return (
      <>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </>
    );
  },
  (before, after) => before.placeholder === after.placeholder && sameOptions(before.options, after.options),
);

/** Options of id / name rows. */
export const optionsOf = (rows: ReadonlyArray<{ id: number; name: string }>): SelectOption[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

