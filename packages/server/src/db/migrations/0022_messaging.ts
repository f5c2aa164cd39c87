import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Messaging and my friends (member §2 "Messaging", "My friends"; §3 message, inbox row, folder, group;
 * §4 folders, delete modes). `member_messages` stays one row per mailbox copy (the sender's S or D
 * copy, one I copy per recipient): each member moves, reads and deletes their own copy. The copies of
 * one message share `message_key` (the sender's copy id), so attachments and threads name a message once.
 */
export const messaging: DialectMigration = {
  async up(db, dialect) {
    // The member's own folders (DY).
    await withId(db.schema.createTable('message_folders'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'message_folders', ['owner_id']);

    // SQLite adds one column per statement.
    const columns: Array<[string, 'integer' | 'text', (c: any) => any]> = [
      // The copies of one message share it: the sender's copy id (a copy made before this migration: its own id).
      ['message_key', 'integer', (c) => c.notNull().defaultTo(0)],
      // The message this one replies to or forwards (its message_key), and the first message of the thread.
      ['parent_key', 'integer', (c) => c],
      ['thread_key', 'integer', (c) => c.notNull().defaultTo(0)],
      // D draft, S send, R reply, RA reply all, F forward (member §9).
      ['action_type', 'text', (c) => c.notNull().defaultTo('S')],
      // The recipients as sent: JSON [{ "id": "C-12", "name": "…" }]. Bcc only on the sender's copy.
      ['to_list', 'text', (c) => c.notNull().defaultTo('[]')],
      ['cc_list', 'text', (c) => c.notNull().defaultTo('[]')],
      ['bcc_list', 'text', (c) => c.notNull().defaultTo('[]')],
      // With folder DY: which of the owner's folders.
      ['folder_id', 'integer', (c) => c.references('message_folders.id').onDelete('set null')],
      // searchKeyOf(subject, sender name, text of the body): what FilterByKeyWord matches.
      ['search_key', 'text', (c) => c.notNull().defaultTo('')],
    ];
    for (const [name, type, build] of columns) {
      await db.schema.alterTable('member_messages').addColumn(name, type, build).execute();
    }
    await db.updateTable('member_messages').set((eb: any) => ({ message_key: eb.ref('id'), thread_key: eb.ref('id') })).execute();
    await db.schema.dropIndex('member_messages_owner_id_folder').execute();
    await index(db, 'member_messages', ['owner_id', 'folder', 'created_at']);
    // Folder counts and the unread count read this index alone (no table rows).
    await index(db, 'member_messages', ['owner_id', 'folder', 'folder_id', 'is_read']);
    await index(db, 'member_messages', ['message_key']);
    await index(db, 'member_messages', ['owner_id', 'thread_key']);

    // Attachments (FileInfoFks): stored files of a message, readable by its sender and recipients.
    await db.schema
      .createTable('message_attachments')
      .addColumn('message_key', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('message_attachments_pk', ['message_key', 'file_id'])
      .execute();

    // The member's friend groups (member §3 "Group"): members are the owner's friends.
    await withId(db.schema.createTable('friend_groups'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'friend_groups', ['owner_id']);
    await db.schema
      .createTable('friend_group_members')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('friend_groups.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('friend_group_members_pk', ['group_id', 'member_id'])
      .execute();
    await index(db, 'friend_group_members', ['member_id']);

    // An e-mail notice of each new message (member profile setting; on unless the member turns it off).
    await db.schema.alterTable('clients').addColumn('message_notices', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },
  async down(db) {
    await db.schema.alterTable('clients').dropColumn('message_notices').execute();
    for (const table of ['friend_group_members', 'friend_groups', 'message_attachments']) await db.schema.dropTable(table).ifExists().execute();
    for (const name of ['owner_id_folder_created_at', 'owner_id_folder_folder_id_is_read', 'message_key', 'owner_id_thread_key']) {
      await db.schema.dropIndex(`member_messages_${name}`).ifExists().execute();
    }
    for (const column of ['search_key', 'folder_id', 'bcc_list', 'cc_list', 'to_list', 'action_type', 'thread_key', 'parent_key', 'message_key']) {
      await db.schema.alterTable('member_messages').dropColumn(column).execute();
    }
    await index(db, 'member_messages', ['owner_id', 'folder']);
    await db.schema.dropTable('message_folders').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
