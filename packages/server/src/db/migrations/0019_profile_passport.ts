import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/** The document types a profile record document may have (reference data, fixed ids). */
export const DOCUMENT_TYPES: ReadonlyArray<{ id: number; name: string; sort_order: number }> = [
  { id: 1, name: 'Passport', sort_order: 1 },
  { id: 2, name: 'Visa grant notice', sort_order: 2 },
  { id: 3, name: 'Academic transcript', sort_order: 3 },
  { id: 4, name: 'Degree or certificate', sort_order: 4 },
  { id: 5, name: 'English test report', sort_order: 5 },
  { id: 6, name: 'Other test report', sort_order: 6 },
  { id: 7, name: 'Identity document', sort_order: 7 },
  { id: 8, name: 'Other document', sort_order: 8 },
];

/**
 * The profile's passport tab (member §3 Passport, Visa, Dependent, Visa-refusal record) and the
 * documents attached to profile records (form keys EDN_EDU, EDN_ENG, EDN_PAS, EDN_VIS). Dates are
 * yyyy-MM-dd text, flags 0/1. Every row belongs to a member and goes with them.
 */
export const profilePassport: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('member_passports'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('passport_type', 'text', (c) => c.notNull().check(sql`passport_type in ('A', 'P', 'O')`))
      .addColumn('passport_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('issue_date', 'text')
      .addColumn('expiry_date', 'text')
      .addColumn('issuing_authority', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_passports', ['client_id']);
    // One applied-for passport per member and country (member §8 '"Applied for" already exists…').
    await db.schema
      .createIndex('member_passports_applied_for')
      .on('member_passports')
      .columns(['client_id', 'country_id'])
      .unique()
      .where(sql.ref('passport_type'), '=', 'A')
      .execute();

    await withId(db.schema.createTable('member_visas'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('visa_no', 'text', (c) => c.notNull())
      .addColumn('visa_type', 'text', (c) => c.notNull().check(sql`visa_type in ('ST', 'VS', 'SP', 'OT')`))
      .addColumn('other_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sub_class', 'text', (c) => c.notNull())
      .addColumn('grant_date', 'text', (c) => c.notNull())
      .addColumn('expiry_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_visas', ['client_id']);

    await withId(db.schema.createTable('member_dependants'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('relation', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('dob', 'text', (c) => c.notNull())
      .addColumn('gender', 'text', (c) => c.notNull())
      .addColumn('birth_country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('accompanying', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visa_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('visa_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visa_type', 'text', (c) => c.check(sql`visa_type in ('ST', 'VS', 'SP', 'OT')`))
      .addColumn('visa_sub_class', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visa_grant_date', 'text')
      .addColumn('visa_expiry_date', 'text')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_dependants', ['client_id']);

    await db.schema
      .createTable('member_visa_refusals')
      .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
      .addColumn('violation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('violation_detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('refused_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('refused_detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('document_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.insertInto('document_types').values([...DOCUMENT_TYPES]).execute();

    await withId(db.schema.createTable('record_documents'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('form_key', 'text', (c) => c.notNull().check(sql`form_key in ('EDN_EDU', 'EDN_ENG', 'EDN_PAS', 'EDN_VIS')`))
      .addColumn('record_fk', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
      .addColumn('doc_type_id', 'integer', (c) => c.notNull().references('document_types.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('record_documents_file', ['form_key', 'record_fk', 'file_id'])
      .execute();
    await index(db, 'record_documents', ['client_id', 'form_key', 'record_fk']);
    await index(db, 'record_documents', ['file_id']);
  },
  async down(db) {
    for (const table of ['record_documents', 'document_types', 'member_visa_refusals', 'member_dependants', 'member_visas', 'member_passports']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
