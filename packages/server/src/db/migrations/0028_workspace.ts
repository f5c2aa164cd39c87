import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The partner workspace (issue 26): the staff of an organisation (a catalogue institution or agent,
 * `legal_entities`) and what they do with its applications.
 *
 * - `workspace_members`: an account on an organisation's staff, with one role (core rules/workspace.ts);
 * - `workspace_invites`: one-time invitations (the token stored as SHA-256 hex), 7 days;
 * - `workspace_reads`: the first opening of an application by any staff member of the organisation
 *   (no row: unread for the organisation);
 * - `workspace_notes`, `workspace_assignments`: internal notes and the one assignee per application;
 * - `workspace_audit`: every workspace call that reached an organisation (who, when, what; a decision's
 *   entry and from/to status). No foreign keys there: the history outlives the rows it names.
 * - the inbox's indexes: an organisation's course entries by application, applications by submission.
 */
export const workspace: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('workspace_members'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'admissions', 'catalogue_editor', 'viewer')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('workspace_members_org_client', ['legal_id', 'client_id'])
      .execute();
    await index(db, 'workspace_members', ['client_id']);

    await withId(db.schema.createTable('workspace_invites'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'admissions', 'catalogue_editor', 'viewer')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('withdrawn_at', 'text')
      .execute();
    await index(db, 'workspace_invites', ['legal_id']);

    await db.schema
      .createTable('workspace_reads')
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('workspace_reads_pk', ['legal_id', 'application_id'])
      .execute();

    await withId(db.schema.createTable('workspace_notes'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'workspace_notes', ['legal_id', 'application_id']);

    await db.schema
      .createTable('workspace_assignments')
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('assigned_by', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('workspace_assignments_pk', ['legal_id', 'application_id'])
      .execute();
    await index(db, 'workspace_assignments', ['legal_id', 'client_id']);

    await withId(db.schema.createTable('workspace_audit'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('application_id', 'integer')
      .addColumn('entry_id', 'integer')
      .addColumn('from_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('to_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'workspace_audit', ['legal_id', 'application_id']);
    await index(db, 'workspace_audit', ['legal_id', 'at']);

    // The inbox: an organisation's entries by application with their status (the count reads this
    // index alone), applications in submission order and students by name (the pages walk them).
    await index(db, 'application_courses', ['legal_id', 'application_id', 'status']);
    await index(db, 'applications', ['submitted_at', 'id']);
    await index(db, 'clients', ['surname', 'first_name', 'id']);
  },
  async down(db) {
    await db.schema.dropIndex('clients_surname_first_name_id').ifExists().execute();
    await db.schema.dropIndex('applications_submitted_at_id').ifExists().execute();
    await db.schema.dropIndex('application_courses_legal_id_application_id_status').ifExists().execute();
    for (const table of ['workspace_audit', 'workspace_assignments', 'workspace_notes', 'workspace_reads', 'workspace_invites', 'workspace_members']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
