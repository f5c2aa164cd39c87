import type { ReactNode } from 'react';
import { optionsOf, SelectField } from './select-field.js';

export interface IdSelectFieldProps {
  label: ReactNode;
  name: string;
  /** The chosen id; 0 is the "any" option. */
  value: number;
  options: ReadonlyArray<{ id: number; name: string }>;
  /** Text of the "any" option (value 0); null for none (every option is a real choice). */
  anyLabel: string | null;
  onChange: (id: number) => void;
  disabled?: boolean;
  required?: boolean;
  /** The inline message under the field. */
  error?: string | null;
}

/** The shared drop-down over ids and names, 0 meaning "any" (the institute filter's convention). */
export function IdSelectField({ value, options, anyLabel, onChange, ...rest }: IdSelectFieldProps) {
  return (
    <SelectField
      {...rest}
      value={value ? String(value) : ''}
      options={optionsOf(options)}
      placeholder={anyLabel ?? undefined}
      onValueChange={(chosen) => onChange(Number(chosen) || 0)}
    />
  );
}
