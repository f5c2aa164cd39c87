import { joinRecipientList, parseRecipient, parseRecipientList, type RecipientDirectory, type RecipientEntry } from '@studyatlas/core';

/** The names shown for recipient tokens ('C-12' → 'Ana Silva'). */
export type RecipientNames = Readonly<Record<string, string>>;

/** The tokens and names of the member's contacts and groups. */
export function namesOf(directory: RecipientDirectory | null): Record<string, string> {
  const names: Record<string, string> = {};
  for (const contact of directory?.contacts ?? []) names[contact.id] = contact.name;
  for (const group of directory?.groups ?? []) names[group.id] = group.name;
  return names;
}

/**
 * What a typed entry becomes: the contact or group of that name (case ignored), a token as typed
 * ('C-12'), or else an unresolved entry the rule refuses on send.
 */
export function resolveTyped(text: string, directory: RecipientDirectory | null): RecipientEntry {
  const wanted = text.trim().toLocaleLowerCase();
  const found = directory?.contacts.find((c) => c.name.toLocaleLowerCase() === wanted) ?? directory?.groups.find((g) => g.name.toLocaleLowerCase() === wanted);
  return parseRecipient(found ? found.id : text.replace(/[;,]/g, ' '));
}

/** The list with `token` added (kept once). */
export const withToken = (list: string, token: string): string => joinRecipientList(parseRecipientList([...parseRecipientList(list).map((e) => e.token), token]));

/** The list without `token`. */
export const withoutToken = (list: string, token: string): string => joinRecipientList(parseRecipientList(list).filter((e) => e.token !== token));

/**
 * Whether a C-/G- entry is one of the member's contacts or groups (everything passes while the
 * directory loads: the server checks). An organisation (O-) comes only with the reply to its message,
 * which the server checks too.
 */
export const knownIn = (directory: RecipientDirectory | null) => {
  if (!directory) return () => true;
  const known = new Set([...directory.contacts.map((c) => c.id), ...directory.groups.map((g) => g.id)]);
  return (entry: RecipientEntry) => entry.kind === 'O' || (entry.kind !== 'unresolved' && known.has(entry.token));
};
