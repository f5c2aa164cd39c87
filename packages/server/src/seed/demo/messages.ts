import type { Kysely, Transaction } from 'kysely';
import { searchKeyOf } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

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
  /** Plain text: stored as simple HTML paragraphs (one per line). */
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Simple HTML of a plain text: one `<p>` per non-empty line. */
export const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * Files one demo message the way the mailbox does (migration 0022): the sender's S copy first, whose
 * id is the message_key of every copy, then one unread I copy per recipient; thread_key the thread's
 * first message; to_list the JSON snapshot; search_key of subject, sender name and text. Returns the
 * message_key. (Kept here, in one place, so the demo can switch to the shared delivery later.)
 */
export async function insertDemoMessage(db: Db, m: DemoMessage): Promise<number> {
  const to = m.to ?? m.recipients.map((r) => ({ id: `C-${r.clientId}`, name: r.name }));
  const common = {
    sender_id: m.sender.clientId,
    kind: m.kind ?? ('CM' as const),
    friend_link_id: m.friendLinkId ?? null,
    reference_id: null,
    subject: m.subject,
    body: paragraphs(m.text),
    created_at: m.at,
    parent_key: m.parent?.messageKey ?? null,
    action_type: m.actionType ?? (m.parent ? ('R' as const) : ('S' as const)),
    to_list: JSON.stringify(to),
    cc_list: '[]',
    bcc_list: '[]',
    folder_id: null,
    search_key: searchKeyOf(`${m.subject} ${m.sender.name} ${m.text}`),
  };
  const sent = await db
    .insertInto('member_messages')
    .values({ ...common, owner_id: m.sender.clientId, recipient_id: m.recipients[0]?.clientId ?? null, folder: 'S', is_read: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = num(sent.id);
  const thread = m.parent?.threadKey ?? key;
  await db.updateTable('member_messages').set({ message_key: key, thread_key: thread }).where('id', '=', key).execute();
  if (m.recipients.length > 0) {
    await db
      .insertInto('member_messages')
      .values(
        m.recipients.map((r) => ({ ...common, owner_id: r.clientId, recipient_id: r.clientId, folder: 'I' as const, is_read: m.read ? 1 : 0, message_key: key, thread_key: thread })),
      )
      .execute();
  }
  return key;
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
export async function seedDemoMessages(db: Db, cast: DemoCast, createdAt: string): Promise<number> {
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
