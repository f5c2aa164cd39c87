import type { ReactNode } from 'react';
import { Field } from '../../ui/text-field/field.js';

export interface SelectOption {
  id: number;
  name: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  /** The chosen id; 0 is the "any" option. */
  value: number;
  options: readonly SelectOption[];
  /** Text of the 0 option. */
  anyLabel: string;
  onChange: (id: number) => void;
  disabled?: boolean;
}

/** A labelled drop-down of ids and names with an "any" first option (value 0). */
export function SelectField({ label, name, value, options, anyLabel, onChange, disabled }: SelectFieldProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="sa-select sa-inst-select"
          part="select"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={0}>{anyLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
