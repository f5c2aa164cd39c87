import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/class-names.js';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /**
   * Cleans what is typed or pasted before anyone sees it (digits only, letters only…): the field's
   * value is replaced by `filter(value)`, the caret stays where the user was, and `onChange` and
   * `onValueChange` receive the cleaned value.
   */
  filter?: (text: string) => string;
  /** The (cleaned) value after each change. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A bare text input with the widget's look. Use `TextField` for a labelled one. */
export function Input({ filter, onChange, onValueChange, className, type = 'text', ...rest }: InputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (filter) applyFilter(event.currentTarget, filter);
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  return <input part="input" {...rest} type={type} className={cx('sa-input', className)} onChange={handleChange} />;
}

function applyFilter(input: HTMLInputElement, filter: (text: string) => string): void {
  const raw = input.value;
  const clean = filter(raw);
  if (clean === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const cleanCaret = filter(raw.slice(0, caret)).length;
  input.value = clean;
  try {
    input.setSelectionRange(cleanCaret, cleanCaret);
  } catch {
    // Some input types (email, number) have no selection; the caret then goes to the end.
  }
}
