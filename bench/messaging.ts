/**
 * Messaging: an inbox of 10,000 messages for one member — list, folder and keyword at 16 at once — and
 * send (SQLite, demo seed). Sixteen requests at once on one Node process queue behind each other, so a
 * p95 here is about 16 × one request's time (an inbox page alone: ~4 ms, of which 1.7 ms SQL: the
 * folder counts 1.0, the total 0.3, the page 0.25); the budgets say "no worse than 150/200 ms".
 */
import { searchKeyOf } from '@studyatlas/core';
import type { DatabaseHandle } from '@studyatlas/server';
import { DEMO_MEMBERS } from '../packages/server/src/seed/index.js';
import { startMemberServer } from './member-server.js';
import { check } from './budgets.js';
import { load, ms } from './measure.js';

const INBOX_SIZE = 10_000;
const FOLDERS = ['Universities', 'Visas', 'Scholarships', 'Housing', 'Friends'];
const TOPICS = ['visa appointment', 'scholarship deadline', 'campus tour', 'housing near campus', 'IELTS results', 'course choice', 'offer letter', 'flight dates'];

export async function messagingFigures(handle: DatabaseHandle, dataDir: string) {
  const server = await startMemberServer(handle, dataDir);
  const { tokenOf } = server;
  const call = async (token: string, path: string, body?: unknown) => (await server.call(token, path, body)).json() as Promise<any>;
  const { db } = handle;
  const idOf = async (email: string) => Number((await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
  const senders = DEMO_MEMBERS.slice(1, 17);
  const ownerId = await idOf(DEMO_MEMBERS[0]!.email);
  const people = await Promise.all(
    senders.map(async (m) => {
      const row = await db.selectFrom('clients').select(['id', 'first_name', 'surname']).where('email', '=', m.email).executeTakeFirstOrThrow();
      return { id: Number(row.id), name: `${row.first_name} ${row.surname}` };
    }),
  );

  // The senders are the owner's friends, so they may write to each other through the API too.
  const at = new Date().toISOString();
  for (const person of people) {
    const linked = await db
      .selectFrom('friend_links')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', ownerId), eb('addressee_id', '=', person.id)]),
          eb.and([eb('requester_id', '=', person.id), eb('addressee_id', '=', ownerId)]),
        ]),
      )
      .executeTakeFirst();
    if (linked) await db.updateTable('friend_links').set({ state: 'L', answered_at: at }).where('id', '=', linked.id).execute();
    else await db.insertInto('friend_links').values({ requester_id: person.id, addressee_id: ownerId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
  }
  const folderIds: number[] = [];
  for (const name of FOLDERS) {
    const row = await db.insertInto('message_folders').values({ owner_id: ownerId, name, created_at: at }).returning('id').executeTakeFirstOrThrow();
    folderIds.push(Number(row.id));
  }

  // 10,000 received copies, written straight to the table (sending them one by one would take minutes).
  const started = Date.now() - INBOX_SIZE * 60_000;
  const seedStart = performance.now();
  for (let batch = 0; batch < INBOX_SIZE; batch += 500) {
    const rows = Array.from({ length: Math.min(500, INBOX_SIZE - batch) }, (_, j) => {
      const i = batch + j;
      const sender = people[i % people.length]!;
      const subject = `${TOPICS[i % TOPICS.length]} #${i}`;
      const text = `Hello, about the ${TOPICS[(i * 7) % TOPICS.length]}: see you soon. Message ${i}.`;
      const inFolder = i % 10 === 0;
      return {
        owner_id: ownerId,
        sender_id: sender.id,
        recipient_id: ownerId,
        folder: inFolder ? ('DY' as const) : ('I' as const),
        folder_id: inFolder ? folderIds[(i / 10) % folderIds.length]! : null,
        kind: 'CM' as const,
        friend_link_id: null,
        reference_id: null,
        subject,
        body: `<p>${text}</p>`,
        is_read: i % 5 === 0 ? 0 : 1,
        created_at: new Date(started + i * 60_000).toISOString(),
        to_list: JSON.stringify([{ id: `C-${ownerId}`, name: 'me' }]),
        search_key: searchKeyOf(`${subject} ${sender.name} ${text}`),
      };
    });
    await db.insertInto('member_messages').values(rows).execute();
  }
  await db
    .updateTable('member_messages')
    .set((eb) => ({ message_key: eb.ref('id'), thread_key: eb.ref('id') }))
    .where('owner_id', '=', ownerId)
    .where('message_key', '=', 0)
    .execute();
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const owner = await tokenOf(DEMO_MEMBERS[0]!.email);
  const tokens = await Promise.all(senders.map((m) => tokenOf(m.email)));
  let page = 0;
  const list = await load(400, 16, async () => {
    const reply = await call(owner, `/api/MSG/inboxMessage?pageNo=${(page++ % 20) + 1}&pageSize=20`);
    if (reply.total < INBOX_SIZE * 0.9) throw new Error(`inbox total ${reply.total}`);
  });
  let folder = 0;
  const byFolder = await load(400, 16, async () => {
    const reply = await call(owner, `/api/MSG/FilterMessage?filterKey=DY&folderFk=${folderIds[folder++ % folderIds.length]}&pageNo=1&pageSize=20`);
    if (reply.total !== INBOX_SIZE / 10 / FOLDERS.length) throw new Error(`folder total ${reply.total}`);
  });
  let word = 0;
  const keyword = await load(400, 16, async () => {
    const topic = TOPICS[word++ % TOPICS.length]!.split(' ')[0]!;
    const reply = await call(owner, `/api/MSG/FilterByKeyWord?actionKey=I&keyWord=${encodeURIComponent(topic)}&pageNo=1&pageSize=20`);
    if (reply.total === 0) throw new Error(`no match for ${topic}`);
  });
  let sent = 0;
  const send = await load(320, 16, async () => {
    const token = tokens[sent++ % tokens.length]!;
    const reply = await call(token, '/api/MSGC/SaveMessage', {
      action_type: 'S',
      subject: `Bench message ${sent}`,
      message: '<p>Hello <strong>there</strong></p>',
      TO: `C-${ownerId}`,
      CC: '',
      BCC: '',
      FileInfoFks: '',
    });
    if (reply.message !== 'Message sent successfully') throw new Error(reply.message);
  });

  console.log(`\nMessaging (SQLite, demo seed + ${INBOX_SIZE.toLocaleString('en')} messages in one inbox, seeded in ${seedSeconds.toFixed(1)} s):`);
  const line = (label: string, f: typeof list) =>
    console.log(`  ${label}  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  (${f.requests} requests, ${f.concurrency} at once, ${f.perSecond.toFixed(0)}/s)`);
  line('inbox page (inboxMessage)              ', list);
  line('own folder (FilterMessage DY)          ', byFolder);
  line('keyword (FilterByKeyWord)              ', keyword);
  line('send (SaveMessage S, mail notice)      ', send);
  check('inbox page p95 at 10,000 messages, 16 at once', list.p95, 150, ms(list.p95));
  check('folder filter p95 at 10,000 messages, 16 at once', byFolder.p95, 150, ms(byFolder.p95));
  check('keyword search p95 at 10,000 messages, 16 at once', keyword.p95, 200, ms(keyword.p95));
  check('send p95, 16 members at once', send.p95, 150, ms(send.p95));
  await server.close();
}
