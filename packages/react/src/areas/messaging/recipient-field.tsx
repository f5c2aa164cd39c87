import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { format, messagingLabels as l, parseRecipientList, type RecipientDirectory, type RecipientField as FieldName } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { resolveTyped, withToken, withoutToken, type RecipientNames } from './recipients.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { messagingCss } from './messaging.css.js';

export interface RecipientFieldProps {
  field: FieldName;
  label: string;
  /** The semicolon list ('C-12;G-3;typed name'). */
  value: string;
  names: RecipientNames;
  directory: RecipientDirectory | null;
  error?: string;
  onChange: (value: string) => void;
  onChoose: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * To, Cc or Bcc as chips (member §3: C-{id} contacts, G-{id} groups, with their names). Typed text
 * becomes an entry on Enter, ';', ',' or leaving the field: the contact or group of that name, or an
 * unresolved entry that sending refuses ('One of the recipient for … is not exist.'). Backspace in the
 * empty input removes the last chip; Choose opens the recipient picker.
 */
export function RecipientField({ field, label, value, names, directory, error, onChange, onChoose, inputRef }: RecipientFieldProps) {
  useStylesheet('messaging', messagingCss);
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const entries = parseRecipientList(value);

  const commit = () => {
    if (text.trim() === '') return;
    onChange(withToken(value, resolveTyped(text, directory).token));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ';' || event.key === ',') {
      // Enter never sends the message from here.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && entries.length > 0) {
      onChange(withoutToken(value, entries[entries.length - 1]!.token));
    }
  };

  return (
    <div className={cx('sa-field sa-msg-recipients', error && 'has-error')} part="recipient-field">
      <label className="sa-label" htmlFor={id}>
        {label}
      </label>
      <div className="sa-msg-recipients-box">
        <ul className="sa-msg-chips" aria-label={label}>
          {entries.map((entry) => {
            const name = entry.kind === 'unresolved' ? format(l.unresolvedRecipient, { name: entry.token }) : (names[entry.token] ?? entry.token);
            return (
              <li key={entry.token} className={cx('sa-msg-chip', entry.kind === 'unresolved' && 'is-unresolved')} part="recipient-chip">
                <span className="sa-msg-chip-name"><bdi>{name}</bdi></span>
                <button type="button" className="sa-remove-button" aria-label={format(l.removeRecipient, { name })} onClick={() => onChange(withoutToken(value, entry.token))}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
        <input
          ref={inputRef}
          id={id}
          name={field}
          className="sa-input sa-msg-recipients-input"
          value={text}
          maxLength={200}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
        <Button variant="secondary" className="sa-msg-choose" aria-label={format(l.chooseFor, { field: label })} onClick={onChoose}>
          {l.choose}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="sa-field-error" role="alert" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
