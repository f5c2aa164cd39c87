import {
  answerFriendRequest,
  loadRecipientDirectory,
  readMessage,
  saveMessage,
  sendFriendRequest,
  signIn,
  signOut,
  loadMessages,
  type SaveMessageBody,
} from '@studyatlas/core';
import { verifiedMember, type TestMember } from './members.js';

/** Runs `perform` signed in as `member`, then signs out. */
export async function as<T>(member: TestMember, perform: () => Promise<T>): Promise<T> {
  await signIn(member.email, member.password);
  try {
    return await perform();
  } finally {
    await signOut();
  }
}

/** Two verified members; with `friends`, A's friend request accepted by B (each other's contacts). */
export async function twoMembers(friends = true): Promise<[TestMember, TestMember]> {
  const a = await verifiedMember({ firstName: 'Amara', surname: 'Sender' });
  const b = await verifiedMember({ firstName: 'Bruno', surname: 'Reader' });
  await as(a, () => sendFriendRequest(b.clientId, 'Please add me to your friend list'));
  if (friends) await as(b, () => answerFriendRequest(a.clientId, 'L'));
  return [a, b];
}

/** The recipient token of `friend` in the signed-in member's contacts (C-{id}). */
export async function contactToken(friend: TestMember): Promise<string> {
  const directory = await loadRecipientDirectory();
  const contact = directory.contacts.find((c) => c.clientId === friend.clientId);
  if (!contact) throw new Error(`${friend.email} is not a contact`);
  return contact.id;
}

const EMPTY: Omit<SaveMessageBody, 'action_type' | 'subject' | 'message' | 'TO'> = { CC: '', BCC: '', FileInfoFks: '', RepllyOption: '' };

/** `from` sends `to` a message (through the API); answers the sender's copy id. */
export const sendMessage = (from: TestMember, to: TestMember, subject: string, html = '<p>Hello</p>') =>
  as(from, async () => (await saveMessage({ ...EMPTY, action_type: 'S', subject, message: html, TO: await contactToken(to) })).retVal);

/** The id of the newest message in `member`'s inbox with that subject. */
export const inboxCopy = (member: TestMember, subject: string) =>
  as(member, async () => {
    const list = await loadMessages({ folder: 'I', keyWord: subject });
    const row = list.rows.find((r) => r.subject === subject);
    if (!row) throw new Error(`no "${subject}" in the inbox of ${member.email}`);
    return row.id;
  });

/** What the server holds of one of `member`'s messages. */
export const serverCopy = (member: TestMember, id: number) => as(member, async () => (await readMessage(id)).message);
