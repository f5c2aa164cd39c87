import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The organisation as a party of messaging (issue 26: the conversation with the student and the
 * answers to "Connect me" enquiries; docs/workspace.md).
 *
 * - `member_messages.sender_org_id`: a copy sent by an organisation (an institution or agent of the
 *   catalogue) names it, not the staff member who wrote it (sender_id stays null);
 * - `organisation_messages`: the organisation's own copy of every message of its conversations, out
 *   (written by a staff member: `author_id`) and in (a student's reply: unread for the organisation
 *   until a staff member opens the conversation), tied to an application or an enquiry, and to the
 *   student's thread (`thread_key`, `message_key` as member_messages; null for an answer mailed to an
 *   anonymous enquirer, `mailed_to`);
 * - `workspace_enquiries_handled`: an enquiry (connect_me_requests) marked handled; no row: open.
 */
export const workspaceMessages: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('member_messages').addColumn('sender_org_id', 'integer').execute();

    await withId(db.schema.createTable('organisation_messages'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
      .addColumn('enquiry_id', 'integer', (c) => c.references('connect_me_requests.id').onDelete('cascade'))
      .addColumn('student_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('out', 'in')`))
      .addColumn('author_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('thread_key', 'integer')
      .addColumn('message_key', 'integer')
      .addColumn('mailed_to', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await index(db, 'organisation_messages', ['legal_id', 'application_id']);
    await index(db, 'organisation_messages', ['legal_id', 'enquiry_id']);
    await index(db, 'organisation_messages', ['thread_key']);
    await index(db, 'organisation_messages', ['message_key']);
    await index(db, 'organisation_messages', ['legal_id', 'direction', 'read_at']);

    await db.schema
      .createTable('workspace_enquiries_handled')
      .addColumn('enquiry_id', 'integer', (c) => c.primaryKey().references('connect_me_requests.id').onDelete('cascade'))
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'workspace_enquiries_handled', ['legal_id']);
  },
  async down(db) {
    await db.schema.dropTable('workspace_enquiries_handled').ifExists().execute();
    await db.schema.dropTable('organisation_messages').ifExists().execute();
    await db.schema.alterTable('member_messages').dropColumn('sender_org_id').execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
