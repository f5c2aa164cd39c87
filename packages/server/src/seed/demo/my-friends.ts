import type { Kysely } from 'kysely';
import { friendLabels } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { insertDemoMessage, seedDemoMessages } from './messages.js';

/** The demo student's friends (linked), who asks them (incoming), whom they asked (sent), and their group. */
export const DEMO_FRIEND_EMAILS = ['priya.sharma@studyatlas.test', 'wei.chen@studyatlas.test', 'emma.wilson@studyatlas.test'] as const;
export const DEMO_INCOMING_EMAIL = 'lucas.martin@studyatlas.test';
export const DEMO_SENT_EMAIL = 'ananya.iyer@studyatlas.test';
export const DEMO_GROUP_NAME = 'Study buddies';

/**
 * My friends for the demo student (issue 13): three friends, one request waiting for them, one they
 * sent, a group of two friends and a handful of messages, so /myfriendlist and /msgList are not empty.
 * Links already there (the member generator makes most of them) are kept. Runs once: a student with
 * a group is left alone. Returns whether it added anything.
 */
export async function seedDemoMyFriends(db: Kysely<Database>, studentEmail: string, createdAt: string): Promise<boolean> {
  const emails = [studentEmail, ...DEMO_FRIEND_EMAILS, DEMO_INCOMING_EMAIL, DEMO_SENT_EMAIL];
  const rows = await db.selectFrom('clients').select(['id', 'email', 'first_name', 'surname']).where('email', 'in', emails).where('verified_at', 'is not', null).execute();
  const person = (email: string) => {
    const row = rows.find((r) => r.email === email);
    return row ? { clientId: num(row.id), name: `${row.first_name} ${row.surname}`.trim() } : undefined;
  };
  const student = person(studentEmail);
  const friends = DEMO_FRIEND_EMAILS.map(person).filter((p) => p !== undefined);
  if (!student || friends.length < DEMO_FRIEND_EMAILS.length) return false;
  if (await db.selectFrom('friend_groups').select('id').where('owner_id', '=', student.clientId).executeTakeFirst()) return false;

  await db.transaction().execute(async (trx) => {
    const linkBetween = (a: number, b: number) =>
      trx
        .selectFrom('friend_links')
        .select(['id', 'state'])
        .where((eb) =>
          eb.or([
            eb.and([eb('requester_id', '=', a), eb('addressee_id', '=', b)]),
            eb.and([eb('requester_id', '=', b), eb('addressee_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
    /** A link unless the two have one already (whatever its state). */
    const ensure = async (from: { clientId: number; name: string }, to: { clientId: number; name: string }, state: 'S' | 'L') => {
      if (await linkBetween(from.clientId, to.clientId)) return;
      const link = await trx
        .insertInto('friend_links')
        .values({ requester_id: from.clientId, addressee_id: to.clientId, state, note: friendLabels.requestTitle, created_at: createdAt, answered_at: state === 'L' ? createdAt : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (state === 'S') {
        await insertDemoMessage(trx, { sender: from, recipients: [to], kind: 'FR', friendLinkId: num(link.id), subject: friendLabels.requestTitle, text: friendLabels.requestTitle, at: createdAt });
      }
    };
    for (const friend of friends) await ensure(student, friend, 'L');
    const incoming = person(DEMO_INCOMING_EMAIL);
    if (incoming) await ensure(incoming, student, 'S');
    const sent = person(DEMO_SENT_EMAIL);
    if (sent) await ensure(student, sent, 'S');

    // Only friends may be group members: the first two (linked above, or before).
    const members = [];
    for (const friend of friends.slice(0, 2)) if ((await linkBetween(student.clientId, friend.clientId))?.state === 'L') members.push(friend);
    const group = await trx
      .insertInto('friend_groups')
      .values({ owner_id: student.clientId, name: DEMO_GROUP_NAME, created_at: createdAt, updated_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groupId = num(group.id);
    if (members.length > 0) {
      await trx.insertInto('friend_group_members').values(members.map((m) => ({ group_id: groupId, member_id: m.clientId }))).execute();
    }
    await seedDemoMessages(trx, { student, friends, group: { groupId, name: DEMO_GROUP_NAME, members } }, createdAt);
  });
  return true;
}
