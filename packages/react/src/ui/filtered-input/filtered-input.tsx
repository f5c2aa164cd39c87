import { digitsOnly, lettersOnly } from '@studyatlas/core';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';

export type FilteredInputProps = Omit<TextFieldProps, 'filter'>;

/**
 * A labelled field that keeps the digits 0–9 only, whether typed or pasted (phone numbers, codes).
 * It opens the numeric keypad on phones.
 */
export function DigitsInput(props: FilteredInputProps) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} filter={digitsOnly} />;
}

/**
 * A labelled field for names: keeps letters of any script (with their accents), spaces, apostrophes
 * (' and ’) and hyphens, whether typed or pasted; digits, punctuation and symbols are dropped.
 */
export function LettersInput(props: FilteredInputProps) {
  return <TextField {...props} filter={lettersOnly} />;
}
