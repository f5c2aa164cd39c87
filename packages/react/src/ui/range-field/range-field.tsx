import type { ReactNode } from 'react';
import { Field } from '../text-field/field.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { rangeFieldCss } from './range-field.css.js';

export interface RangeFieldProps {
  label: ReactNode;
  name: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as read out and shown beside the slider ('50 km'). */
  valueText: (value: number) => string;
  hint?: ReactNode;
  disabled?: boolean;
  onChange: (value: number) => void;
  className?: string;
}

/**
 * A labelled slider: a native range input (the arrow keys, Page Up/Down, Home and End move it),
 * its value announced in words (`aria-valuetext`) and shown beside it.
 */
export function RangeField({ label, name, value, min, max, step, valueText, hint, disabled, onChange, className }: RangeFieldProps) {
  useStylesheet('range-field', rangeFieldCss);
  const text = valueText(value);
  return (
    <Field label={label} hint={hint} className={className ? `sa-range-field ${className}` : 'sa-range-field'}>
      {(control) => (
        <div className="sa-range">
          <input
            {...control}
            type="range"
            part="range"
            className="sa-range-input"
            name={name}
            min={min}
            max={max}
            step={step}
            value={value}
            disabled={disabled}
            aria-valuetext={text}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
          />
          <output className="sa-range-value" htmlFor={control.id} aria-hidden="true">
            {text}
          </output>
        </div>
      )}
    </Field>
  );
}
