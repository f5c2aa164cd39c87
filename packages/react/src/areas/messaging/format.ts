import { formatDisplayDate, messagingLabels as l, type MessageFolder, wordsByKey } from '@studyatlas/core';

const pad = (value: number) => String(value).padStart(2, '0');

/** `05-Mar-2026 14:07` in the reader's time zone; '' for an impossible value. */
export function messageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const SYSTEM_NAMES = wordsByKey(l, { I: 'folderInbox', D: 'folderDrafts', S: 'folderSent', A: 'folderDeleted' });

/** A folder's name as the list shows it: the catalogue's for I, D, S, A; the member's own for DY. */
export const folderName = (folder: Pick<MessageFolder, 'code' | 'name'>): string => (folder.code === 'DY' ? folder.name : SYSTEM_NAMES[folder.code]);

/** The subject, or '(no subject)'. */
export const subjectText = (subject: string): string => subject.trim() || l.noSubject;
