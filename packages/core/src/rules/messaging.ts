import { format } from '../messages/common.js';
import { messagingMessages } from '../messages/messaging.js';
import { collect, isBlank, type FieldErrors } from './field.js';

/** Message folders (member §4, §9): I inbox, D drafts, S sent, A deleted, DY one of the member's own. */
export const MESSAGE_FOLDERS = ['I', 'D', 'S', 'A', 'DY'] as const;
export type MessageFolderCode = (typeof MESSAGE_FOLDERS)[number];

/** Delete modes (member §4, §9): '' to deleted, X from sent, RS permanently from deleted. */
export const MESSAGE_DELETE_MODES = ['', 'X', 'RS'] as const;
export type MessageDeleteMode = (typeof MESSAGE_DELETE_MODES)[number];

/** Action types (member §3, §9): D draft, S send, R reply, RA reply all, F forward. */
export const MESSAGE_ACTION_TYPES = ['D', 'S', 'R', 'RA', 'F'] as const;
export type MessageActionType = (typeof MESSAGE_ACTION_TYPES)[number];

export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_MAX_PAGE_SIZE = 100;
export const MESSAGE_SUBJECT_MAX = 200;
/** Characters of a message body's HTML. */
export const MESSAGE_BODY_MAX = 100_000;
export const MESSAGE_RECIPIENTS_MAX = 100;
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Messages one move or delete may name. */
export const MESSAGE_SELECTION_MAX = 500;
export const MESSAGE_FOLDER_NAME_MAX = 50;
export const MESSAGE_KEYWORD_MAX = 100;

/**
 * A recipient entry as the compose fields keep it (member §3): a contact C-{id}, a group G-{id}, or
 * unresolved text; O-{id} an organisation (issue 26), which a member reaches only by answering its
 * message (the server checks that the thread is a conversation with it).
 */
export type RecipientEntry =
  | { kind: 'C'; id: number; token: string }
  | { kind: 'G'; id: number; token: string }
  | { kind: 'O'; id: number; token: string }
  | { kind: 'unresolved'; token: string };

const TOKEN = /^([CGO])-([1-9]\d{0,9})$/;

/** One entry of a To/Cc/Bcc list. */
export function parseRecipient(text: string): RecipientEntry {
  const token = text.trim();
  const match = TOKEN.exec(token);
  if (!match) return { kind: 'unresolved', token };
  return { kind: match[1] as 'C' | 'G' | 'O', id: Number(match[2]), token };
}

/** A semicolon list ('C-12;G-3') → its entries, blanks dropped, duplicates kept once. */
export function parseRecipientList(list: string | readonly string[]): RecipientEntry[] {
  const parts = typeof list === 'string' ? list.split(';') : list;
  const seen = new Set<string>();
  const entries: RecipientEntry[] = [];
  for (const part of parts) {
    const entry = parseRecipient(part);
    if (entry.token === '' || seen.has(entry.token)) continue;
    seen.add(entry.token);
    entries.push(entry);
  }
  return entries;
}

/** The entries back as the specification's semicolon list. */
export const joinRecipientList = (entries: readonly { token: string }[]): string => entries.map((e) => e.token).join(';');

/** The fields' names as the recipient message writes them (member §5: To/Cc/BCc). */
export const RECIPIENT_FIELD_NAMES = { TO: 'To', CC: 'Cc', BCC: 'BCc' } as const;
export type RecipientField = keyof typeof RECIPIENT_FIELD_NAMES;

export interface MessageValues {
  subject: string;
  /** The body's HTML. */
  message: string;
  TO: string;
  CC: string;
  BCC: string;
}

/**
 * Message draft or send (member §5): the subject is required; sending needs a recipient and every
 * recipient must be a known contact or group (`isKnown`: the member's friends C-{id} and groups G-{id});
 * a draft is saved without the recipient checks.
 */
export function validateMessage(
  v: MessageValues,
  mode: 'draft' | 'send',
  isKnown: (entry: RecipientEntry) => boolean,
): FieldErrors<keyof MessageValues> {
  const lists = { TO: parseRecipientList(v.TO), CC: parseRecipientList(v.CC), BCC: parseRecipientList(v.BCC) };
  const sending = mode === 'send';
  const count = lists.TO.length + lists.CC.length + lists.BCC.length;
  const unknown = (field: RecipientField): readonly [boolean, string] => [
    sending && lists[field].some((entry) => entry.kind === 'unresolved' || !isKnown(entry)),
    format(messagingMessages.recipientUnknown, { field: RECIPIENT_FIELD_NAMES[field] }),
  ];
  const tooMany: readonly [boolean, string] = [count > MESSAGE_RECIPIENTS_MAX, format(messagingMessages.tooManyRecipients, { max: MESSAGE_RECIPIENTS_MAX })];
  return collect({
    subject: [
      [isBlank(v.subject), messagingMessages.subjectRequired],
      [v.subject.trim().length > MESSAGE_SUBJECT_MAX, format(messagingMessages.subjectTooLong, { max: MESSAGE_SUBJECT_MAX })],
    ],
    message: [[v.message.length > MESSAGE_BODY_MAX, format(messagingMessages.bodyTooLong, { max: MESSAGE_BODY_MAX })]],
    TO: [[sending && count === 0, messagingMessages.recipientRequired], tooMany, unknown('TO')],
    CC: [unknown('CC')],
    BCC: [unknown('BCC')],
  });
}

/** What a toolbar action needs selected (member §5). */
export type SelectionAction = 'move' | 'delete' | 'reply' | 'forward';

/** The message for a selection an action cannot take, or null. */
export function selectionProblem(action: SelectionAction, selected: number): string | null {
  if (action === 'move' || action === 'delete') {
    if (selected === 0) return messagingMessages.selectionRequired;
    if (selected > MESSAGE_SELECTION_MAX) return format(messagingMessages.tooManySelected, { max: MESSAGE_SELECTION_MAX });
    return null;
  }
  if (selected === 0) return messagingMessages.selectMessageFirst;
  return selected > 1 ? messagingMessages.onlyOneSelected : null;
}

/** A folder name as two names are compared: trimmed, case and Unicode composition ignored. */
export const folderNameKey = (name: string): string => name.normalize('NFC').trim().toLocaleLowerCase('en');

/**
 * A new folder's name (member §5): required, at most 50 characters, and not the name of one of
 * `existing` (the member's folders, the system ones included) whatever its case or spaces.
 */
export function validateFolderName(name: string, existing: readonly string[] = []): FieldErrors<'folderName'> {
  const key = folderNameKey(name);
  return collect({
    folderName: [
      [isBlank(name), messagingMessages.folderNameRequired],
      [name.trim().length > MESSAGE_FOLDER_NAME_MAX, format(messagingMessages.folderNameTooLong, { max: MESSAGE_FOLDER_NAME_MAX })],
      [existing.some((other) => folderNameKey(other) === key), messagingMessages.folderNameTaken],
    ],
  });
}

/** The folders a move may take messages from and to: what the member received. */
export const MOVABLE_FOLDERS: readonly MessageFolderCode[] = ['I', 'DY', 'A'];

/** Which folders each delete mode empties (member §4): '' inbox, drafts and own folders; X sent; RS deleted. */
export const DELETE_MODE_FOLDERS: Readonly<Record<MessageDeleteMode, readonly MessageFolderCode[]>> = {
  '': ['I', 'D', 'DY'],
  X: ['S'],
  RS: ['A'],
};

/** The delete mode the toolbar uses in a folder. */
export const deleteModeFor = (folder: MessageFolderCode): MessageDeleteMode => (folder === 'S' ? 'X' : folder === 'A' ? 'RS' : '');

/** A reply's or forward's subject: the prefix once ('Re: Re: x' is never made). */
export function prefixedSubject(prefix: string, subject: string): string {
  const trimmed = subject.trim();
  return trimmed.toLowerCase().startsWith(prefix.trim().toLowerCase()) ? trimmed : `${prefix}${trimmed}`;
}
