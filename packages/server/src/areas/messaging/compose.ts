import { format, formatDisplayDate, messagingLabels, prefixedSubject } from '@studyatlas/core';
import type { messaging as contract } from '@studyatlas/core/contracts';
import { escapeHtml } from '../../http/html.js';
import { sanitizeMessageHtml } from '../../mailbox/sanitize.js';
import type { CopyRow } from './queries.js';

/*
 * What the compose screen opens with (GetMsgData): a draft as saved, or a reply, reply all or
 * forward of one of the member's messages with the quoted original.
 */

/** A stored recipient list (JSON), tolerant of junk. */
export function recipients(list: string): contract.Recipient[] {
  try {
    const parsed: unknown = JSON.parse(list);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((r): r is { id: unknown; name: unknown } => typeof r === 'object' && r !== null)
      .map((r) => ({ id: String(r.id), name: String(r.name ?? '') }));
  } catch {
    return [];
  }
}

const fullName = (first: string | null, surname: string | null) => `${first ?? ''} ${surname ?? ''}`.trim();

/** Who a copy shows as its sender: the organisation that sent it (issue 26), else the member. */
export const senderNameOf = (copy: Pick<CopyRow, 'senderOrgId' | 'senderOrgName' | 'senderFirst' | 'senderSurname'>): string =>
  copy.senderOrgId !== null ? (copy.senderOrgName ?? '') : fullName(copy.senderFirst, copy.senderSurname);

/** The sender as a recipient of an answer: the member (C-), the organisation (O-), or nobody. */
function senderRecipient(copy: CopyRow): contract.Recipient[] {
  if (copy.senderOrgId !== null) return [{ id: `O-${copy.senderOrgId}`, name: senderNameOf(copy) }];
  return copy.senderId === null ? [] : [{ id: `C-${copy.senderId}`, name: senderNameOf(copy) }];
}

/** A draft as saved; `parentCopy` is the member's copy of the message it answers (0 when none). */
export function draftData(copy: CopyRow, parentCopy: number, attachments: contract.Attachment[]): contract.ComposeData {
  return {
    messageFk: copy.id,
    parentMessageFk: parentCopy,
    actionType: 'D',
    subject: copy.subject,
    message: sanitizeMessageHtml(copy.body),
    to: recipients(copy.toList),
    cc: recipients(copy.ccList),
    bcc: recipients(copy.bccList),
    attachments,
  };
}

/** A reply (R), reply all (RA) or forward (F) of the member's (`ownerId`) copy. */
export function answerData(copy: CopyRow, ownerId: number, actionType: 'R' | 'RA' | 'F', attachments: contract.Attachment[]): contract.ComposeData {
  const senderName = senderNameOf(copy);
  const date = formatDisplayDate(copy.createdAt.slice(0, 10));
  const original = sanitizeMessageHtml(copy.body);
  const base = { messageFk: 0, parentMessageFk: copy.id, actionType, cc: [], bcc: [] };
  const sender = senderRecipient(copy);
  const mine = copy.senderId === ownerId;
  if (actionType === 'F') {
    const header = [
      messagingLabels.forwardedHeader,
      format(messagingLabels.forwardedFrom, { sender: senderName }),
      format(messagingLabels.forwardedDate, { date }),
      format(messagingLabels.forwardedSubject, { subject: copy.subject }),
    ]
      .map(escapeHtml)
      .join('<br />');
    return { ...base, subject: prefixedSubject(messagingLabels.forwardPrefix, copy.subject), message: `<p></p><p>${header}</p>${original}`, to: [], attachments };
  }
  const quoted = `<p></p><p>${escapeHtml(format(messagingLabels.wrote, { date, sender: senderName }))}</p><blockquote>${original}</blockquote>`;
  const subject = prefixedSubject(messagingLabels.replyPrefix, copy.subject);
  // Only contacts (C-) can be answered: a group named in the list is the sender's own group, not the member's.
  const contacts = (list: contract.Recipient[]) => list.filter((r) => /^C-\d+$/.test(r.id));
  let to: contract.Recipient[];
  if (actionType === 'R') to = mine ? contacts(recipients(copy.toList)) : sender;
  else {
    const seen = new Set<string>([`C-${ownerId}`]);
    to = [...sender, ...contacts(recipients(copy.toList)), ...contacts(recipients(copy.ccList))].filter((r) => !seen.has(r.id) && seen.add(r.id));
  }
  return { ...base, subject, message: quoted, to, attachments: [] };
}
