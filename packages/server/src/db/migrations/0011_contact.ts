import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Contact-us messages (discovery §3 "Contact-us form") and refer-a-friend invitations (member §7
 * ReferFriend). A contact message keeps the sender's name, e-mail and phone as given (or, signed in,
 * as the account had them) so it stays readable when the account is gone; the subject's name is
 * kept beside its id for the same reason. A referral belongs to the member who sent it.
 */
export const contact: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('contact_messages'), dialect)
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject_id', 'integer', (c) => c.references('contact_subjects.id').onDelete('set null'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('note_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'contact_messages', ['created_at']);
    await index(db, 'contact_messages', ['client_id']);

    await withId(db.schema.createTable('referrals'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('friend_name', 'text', (c) => c.notNull())
      .addColumn('friend_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'referrals', ['client_id', 'created_at']);
    await index(db, 'referrals', ['friend_email']);
  },
  async down(db) {
    await db.schema.dropTable('referrals').ifExists().execute();
    await db.schema.dropTable('contact_messages').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
