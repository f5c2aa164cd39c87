import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ContactMessagesTable } from '../../db/schema/contact.js';

type Db = Kysely<Database>;

/** An id small enough for an integer column of either database (larger ones match nothing). */
const ID = /^\d{1,9}$/;

/** The subject chosen on the form: by id (the form's value) or, for old clients, by name. */
export async function findContactSubject(db: Db, subject: string) {
  const query = db.selectFrom('contact_subjects').select(['id', 'name']);
  if (/^\d+$/.test(subject)) return ID.test(subject) ? query.where('id', '=', Number(subject)).executeTakeFirst() : undefined;
  return query.where((eb) => eb(eb.fn('lower', ['name']), '=', subject.toLowerCase())).executeTakeFirst();
}

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
