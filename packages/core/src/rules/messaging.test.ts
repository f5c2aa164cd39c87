import { describe, expect, it } from 'vitest';
import {
  DELETE_MODE_FOLDERS,
  deleteModeFor,
  joinRecipientList,
  MESSAGE_BODY_MAX,
  MESSAGE_RECIPIENTS_MAX,
  parseRecipientList,
  prefixedSubject,
  selectionProblem,
  validateFolderName,
  validateMessage,
  type RecipientEntry,
} from './messaging.js';

const known = new Set(['C-12', 'G-3']);
const isKnown = (entry: RecipientEntry) => known.has(entry.token);
const message = (v: Partial<Parameters<typeof validateMessage>[0]>) => ({ subject: 'Hello', message: '<p>Hi</p>', TO: '', CC: '', BCC: '', ...v });

describe('messaging rules', () => {
  it('reads the specification recipient lists: C-{id}, G-{id}, anything else unresolved, duplicates once', () => {
    expect(parseRecipientList('C-12; G-3;;Ana Lopez;C-12')).toEqual([
      { kind: 'C', id: 12, token: 'C-12' },
      { kind: 'G', id: 3, token: 'G-3' },
      { kind: 'unresolved', token: 'Ana Lopez' },
    ]);
    expect(parseRecipientList('C-0;c-5;G-12x')).toEqual([
      { kind: 'unresolved', token: 'C-0' },
      { kind: 'unresolved', token: 'c-5' },
      { kind: 'unresolved', token: 'G-12x' },
    ]);
    expect(joinRecipientList(parseRecipientList(['C-12', 'G-3']))).toBe('C-12;G-3');
  });

  it('reads an organisation (O-{id}, issue 26) as a recipient of its own kind, which the known check decides', () => {
    expect(parseRecipientList('O-42;O-0')).toEqual([
      { kind: 'O', id: 42, token: 'O-42' },
      { kind: 'unresolved', token: 'O-0' },
    ]);
    const onlyHarbour = (entry: { kind: string; id?: number }) => entry.kind === 'O' && entry.id === 42;
    expect(validateMessage(message({ TO: 'O-42' }), 'send', onlyHarbour)).toEqual({});
    expect(validateMessage(message({ TO: 'O-7' }), 'send', onlyHarbour).TO).toBe('One of the recipient for To address field is not exist.Please select from recipient screen');
  });

  it('needs a subject, also on a draft, and a recipient only to send', () => {
    expect(validateMessage(message({ subject: ' ' }), 'draft', isKnown)).toEqual({ subject: 'Email subject required.' });
    expect(validateMessage(message({}), 'draft', isKnown)).toEqual({});
    expect(validateMessage(message({}), 'send', isKnown)).toEqual({ TO: 'Atleast one recipient should be selected.' });
    expect(validateMessage(message({ BCC: 'C-12' }), 'send', isKnown)).toEqual({});
  });

  it('names the field of a recipient that is neither a contact nor a group, on send only', () => {
    expect(validateMessage(message({ TO: 'C-12;Ana' }), 'send', isKnown)).toEqual({
      TO: 'One of the recipient for To address field is not exist.Please select from recipient screen',
    });
    expect(validateMessage(message({ TO: 'C-12', CC: 'C-99' }), 'send', isKnown)).toEqual({
      CC: 'One of the recipient for Cc address field is not exist.Please select from recipient screen',
    });
    expect(validateMessage(message({ TO: 'G-3', BCC: 'Bob' }), 'send', isKnown)).toEqual({
      BCC: 'One of the recipient for BCc address field is not exist.Please select from recipient screen',
    });
    expect(validateMessage(message({ TO: 'Ana' }), 'draft', isKnown)).toEqual({});
  });

  it('limits the subject, the body and the recipients', () => {
    expect(validateMessage(message({ subject: 'x'.repeat(201) }), 'draft', isKnown).subject).toBe('The subject must be at most 200 characters');
    expect(validateMessage(message({ message: 'x'.repeat(MESSAGE_BODY_MAX + 1) }), 'draft', isKnown).message).toBe(
      'The message must be at most 100000 characters',
    );
    const many = Array.from({ length: MESSAGE_RECIPIENTS_MAX + 1 }, (_, i) => `C-${i + 1}`).join(';');
    expect(validateMessage(message({ TO: many }), 'send', () => true).TO).toBe('A message can have at most 100 recipients');
  });

  it('asks for a selection before move or delete, and exactly one message before reply or forward', () => {
    expect(selectionProblem('move', 0)).toBe('Atleast one record should be selected.');
    expect(selectionProblem('delete', 0)).toBe('Atleast one record should be selected.');
    expect(selectionProblem('delete', 3)).toBeNull();
    expect(selectionProblem('reply', 0)).toBe('Please select the message first.');
    expect(selectionProblem('forward', 2)).toBe('Only one message should be selected.');
    expect(selectionProblem('reply', 1)).toBeNull();
  });

  it('needs a folder name of at most 50 characters', () => {
    expect(validateFolderName('  ')).toEqual({ folderName: 'Folder name is required' });
    expect(validateFolderName('x'.repeat(51))).toEqual({ folderName: 'Folder name not more than 50 characters' });
    expect(validateFolderName('Universities')).toEqual({});
  });

  it('refuses the name of an existing folder, whatever its case or spaces', () => {
    const existing = ['Inbox', 'Drafts', 'Universities', 'Études'];
    expect(validateFolderName('  universities ', existing)).toEqual({ folderName: 'You already have a folder with this name.' });
    expect(validateFolderName('INBOX', existing)).toEqual({ folderName: 'You already have a folder with this name.' });
    expect(validateFolderName('E\u0301tudes', existing)).toEqual({ folderName: 'You already have a folder with this name.' });
    expect(validateFolderName('Universities 2027', existing)).toEqual({});
  });

  it('deletes with the mode of the folder: to deleted, X from sent, RS for good', () => {
    expect(deleteModeFor('I')).toBe('');
    expect(deleteModeFor('DY')).toBe('');
    expect(deleteModeFor('S')).toBe('X');
    expect(deleteModeFor('A')).toBe('RS');
    expect(DELETE_MODE_FOLDERS.RS).toEqual(['A']);
  });

  it('prefixes a reply or forward subject once', () => {
    expect(prefixedSubject('Re: ', 'Visa')).toBe('Re: Visa');
    expect(prefixedSubject('Re: ', 're: Visa')).toBe('re: Visa');
    expect(prefixedSubject('Fw: ', 'Re: Visa')).toBe('Fw: Re: Visa');
  });
});
