import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { deliverMessage } from '../../mailbox/deliver.js';
import { textToHtml } from '../../mailbox/sanitize.js';

/** A recipient as the lists store it: `C-{id}` a member, `G-{id}` a group. */
export interface DemoAddress {
  id: string;
  name: string;
}

export interface DemoMessage {
  sender: { clientId: number; name: string };
  /** The members who get an inbox copy. */
  recipients: ReadonlyArray<{ clientId: number; name: string }>;
  /** What the To list shows; default the recipients as C-{id}. */
  to?: readonly DemoAddress[];
  subject: string;
  /** Plain text: stored as HTML paragraphs. */
  text: string;
  at: string;
  kind?: 'CM' | 'FR';
  friendLinkId?: number | null;
  /** The message replied to (its message_key) and its thread. */
  parent?: { messageKey: number; threadKey: number } | null;
  actionType?: 'S' | 'R' | 'RA' | 'F';
  /** Inbox copies read already (default unread). */
  read?: boolean;
}

/**
 * Files one demo message through the shared delivery (the mailbox layer: sender's copy, inbox copies,
 * keys, lists, search key), then marks the inbox copies read when asked. Returns the message_key.
 */
export async function insertDemoMessage(trx: Transaction<Database>, m: DemoMessage): Promise<number> {
  const delivery = await deliverMessage(trx, {
    senderId: m.sender.clientId,
    recipientIds: m.recipients.map((r) => r.clientId),
    kind: m.kind ?? 'CM',
    actionType: m.actionType ?? (m.parent ? 'R' : 'S'),
    subject: m.subject,
    body: textToHtml(m.text),
    to: m.to ?? m.recipients.map((r) => ({ id: `C-${r.clientId}`, name: r.name })),
    parentKey: m.parent?.messageKey ?? null,
    threadKey: m.parent?.threadKey ?? null,
    friendLinkId: m.friendLinkId ?? null,
    at: m.at,
  });
  if (m.read && delivery.copies.length > 0) {
    await trx.updateTable('member_messages').set({ is_read: 1 }).where('id', 'in', delivery.copies.map((c) => c.copyId)).execute();
  }
  return delivery.messageKey;
}

/** The demo student's conversation: who is who. */
export interface DemoCast {
  student: { clientId: number; name: string };
  friends: ReadonlyArray<{ clientId: number; name: string }>;
  group: { groupId: number; name: string; members: ReadonlyArray<{ clientId: number; name: string }> } | null;
}

const hoursAfter = (at: string, hours: number) => new Date(Date.parse(at) + hours * 3_600_000).toISOString();

/**
 * A handful of messages so the demo inbox is not empty: friends write to the student (some read, some
 * not), the student replies in a thread and writes to their group. Runs once: a student who has any
 * message (CM) is left alone. Returns the number of messages filed.
 */
export async function seedDemoMessages(db: Transaction<Database>, cast: DemoCast, createdAt: string): Promise<number> {
  const { student, friends, group } = cast;
  if (friends.length < 3) return 0;
  const any = await db.selectFrom('member_messages').select('id').where('owner_id', '=', student.clientId).where('kind', '=', 'CM').executeTakeFirst();
  if (any) return 0;
  const [first, second, third] = friends as [DemoCast['friends'][number], DemoCast['friends'][number], DemoCast['friends'][number]];
  let filed = 0;
  const send = async (m: DemoMessage) => {
    filed += 1;
    return insertDemoMessage(db, m);
  };

  const housing = await send({
    sender: first,
    recipients: [student],
    subject: 'Student housing in Sydney',
    text: 'Hi! I found a few shared flats close to the campus.\nShall we look at them together next week?',
    at: hoursAfter(createdAt, -48),
    read: true,
  });
  await send({
    sender: student,
    recipients: [first],
    subject: 'Re: Student housing in Sydney',
    text: 'Yes, please! Tuesday afternoon works for me.',
    at: hoursAfter(createdAt, -47),
    parent: { messageKey: housing, threadKey: housing },
    actionType: 'R',
  });
  await send({
    sender: first,
    recipients: [student],
    subject: 'Re: Student housing in Sydney',
    text: 'Great, see you on Tuesday. I will send the addresses.',
    at: hoursAfter(createdAt, -30),
    parent: { messageKey: housing, threadKey: housing },
    actionType: 'R',
  });
  await send({
    sender: second,
    recipients: [student],
    subject: 'IELTS study plan',
    text: 'I am preparing for IELTS too. Do you want to practise speaking twice a week?',
    at: hoursAfter(createdAt, -20),
  });
  await send({
    sender: third,
    recipients: [student],
    subject: 'Scholarship deadline',
    text: 'Reminder: the merit scholarship closes at the end of the month. Good luck with the essay!',
    at: hoursAfter(createdAt, -5),
  });
  if (group && group.members.length > 0) {
    await send({
      sender: student,
      recipients: group.members,
      to: [{ id: `G-${group.groupId}`, name: group.name }],
      subject: 'Weekend call',
      text: 'Hi all, shall we compare our course shortlists on Saturday?',
      at: hoursAfter(createdAt, -2),
    });
  }
  return filed;
}
