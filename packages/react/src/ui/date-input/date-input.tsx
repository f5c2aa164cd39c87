import { dateInputMessage, formatDisplayDate, messages, parseDateInput, toApiDate, type DateInputResult } from '@studyatlas/core';
import { useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';

/** What the text in the field amounts to. */
export type DateInputStatus = 'empty' | 'valid' | 'invalid' | 'cleared';

export interface DateInputDetail {
  status: DateInputStatus;
  /** The text as typed. */
  text: string;
}

export interface DateInputProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onValueChange' | 'filter' | 'type'> {
  /** The date as the API has it, `yyyy-MM-dd`, or `''` for none. Leave undefined for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /**
   * The date as `yyyy-MM-dd`, or `''` while the text is empty or not a date; the detail tells which.
   * Called on every edit, and when leaving the field clears an impossible day (status `cleared`).
   * While typed, an impossible day is `invalid`; it becomes `cleared` once the field is left.
   */
  onChange?: (value: string, detail: DateInputDetail) => void;
  /** A message from the form (e.g. a date in the future); shown instead of the field's own. */
  error?: string | null;
  /** Show 'Required' / 'Invalid Date' now rather than after the field was left (set after a submit). */
  showErrors?: boolean;
}

/** Status while typing: an impossible day only becomes `cleared` when the field is left. */
const typedStatus = (result: DateInputResult): DateInputStatus =>
  result === null ? 'empty' : result instanceof Date ? 'valid' : 'invalid';

/**
 * A typed date field (discovery §5, member §5): accepts day/month/year and day-Mon-year with `/ - .`
 * or spaces, needs at least 8 characters, shows dd-MMM-yyyy once left, and sends yyyy-MM-dd. A day
 * the month does not have (31/04, 29/02 outside leap years) clears the field and says 'Invalid Date';
 * an empty required field says 'Required'. No calendar pop-up: typing is the accessible path.
 */
export function DateInput({
  value,
  defaultValue,
  onChange,
  error,
  showErrors = false,
  required,
  hint = messages.dateHint,
  placeholder = messages.datePlaceholder,
  onBlur,
  onKeyDown,
  ...rest
}: DateInputProps) {
  const [text, setText] = useState(() => formatDisplayDate(value ?? defaultValue));
  const [message, setMessage] = useState<string>();
  const emitted = useRef<{ value: string; status: DateInputStatus }>({
    value: toApiDate(value ?? defaultValue),
    status: (value ?? defaultValue) ? 'valid' : 'empty',
  });

  // A new value from the parent (not the echo of what we sent) replaces the text.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== emitted.current.value) {
      setText(formatDisplayDate(value));
      setMessage(undefined);
      emitted.current = { value, status: value ? 'valid' : 'empty' };
    }
  }

  const emit = (nextText: string, status: DateInputStatus, date: string) => {
    emitted.current = { value: date, status };
    onChange?.(date, { status, text: nextText });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    const result = parseDateInput(next);
    setText(next);
    setMessage(undefined);
    emit(next, typedStatus(result), result instanceof Date ? toApiDate(result) : '');
  };

  const commit = () => {
    const result = parseDateInput(text);
    if (result instanceof Date) {
      setText(formatDisplayDate(result));
    } else if (result === 'cleared') {
      setText('');
      emit('', 'cleared', '');
    }
    setMessage(dateInputMessage(result, required));
  };

  const live = showErrors && message === undefined ? dateInputMessage(parseDateInput(text), required) : undefined;
  const shown = error || message || live;

  return (
    <TextField
      autoComplete="off"
      {...rest}
      required={required}
      hint={hint}
      placeholder={placeholder}
      value={text}
      error={shown}
      onChange={handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
