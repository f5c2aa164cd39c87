import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';
import { englishTestRows, LANGUAGES, QUALIFICATION_LEVELS } from '../../seed/reference-education.js';

/**
 * Profile E and W (member §3 "Education", "English test", "Other test", "Work experience"): the
 * qualification levels, languages and English tests with their modules (fixed reference rows,
 * inserted here), the remaining qualification columns on member_education (0010: the friends
 * search reads its institution and years), English and other test results with their scores, and
 * jobs with their employer contact (address type E).
 */
export const profileEducation: DialectMigration = {
  async up(db, dialect) {
    await lookup(db, 'qualification_levels').execute();
    await lookup(db, 'languages').execute();
    await lookup(db, 'english_tests').execute();
    await db.schema
      .createTable('english_test_modules')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('test_id', 'integer', (c) => c.notNull().references('english_tests.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('score_type', 'text', (c) => c.notNull().check(sql`score_type in ('D', 'N')`))
      .addColumn('score_range', 'text', (c) => c.notNull())
      .addColumn('multiplier', 'double precision', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    await index(db, 'english_test_modules', ['test_id']);

    const listRows = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name, sort_order: i + 1 }));
    await db.insertInto('qualification_levels').values(listRows(QUALIFICATION_LEVELS)).execute();
    await db.insertInto('languages').values(listRows(LANGUAGES)).execute();
    const english = englishTestRows();
    await db.insertInto('english_tests').values(english.tests).execute();
    await db.insertInto('english_test_modules').values(english.modules).execute();

    // The rest of a qualification (member §3 "Education"). One column per statement: SQLite adds one at a time.
    const education = () => db.schema.alterTable('member_education');
    await education().addColumn('level_id', 'integer', (c) => c.references('qualification_levels.id')).execute();
    await education().addColumn('language_id', 'integer', (c) => c.references('languages.id')).execute();
    await education().addColumn('awarding_body', 'text', (c) => c.notNull().defaultTo('')).execute();
    await education().addColumn('highest', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await education().addColumn('subject_grade_date', 'text', (c) => c.notNull().defaultTo('')).execute();
    await education().addColumn('estimated_completion', 'text').execute();
    await education().addColumn('updated_at', 'text').execute();

    // English (kind E: a test with a score per module) and other tests (kind O: free-text scores).
    await withId(db.schema.createTable('member_english_tests'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('E', 'O')`))
      .addColumn('test_id', 'integer', (c) => c.references('english_tests.id'))
      .addColumn('test_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('test_date', 'text', (c) => c.notNull())
      .addColumn('report_no', 'text', (c) => c.notNull())
      .addColumn('award_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('award_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('score_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('A'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_english_tests', ['client_id']);
    await withId(db.schema.createTable('member_english_scores'), dialect)
      .addColumn('english_id', 'integer', (c) => c.notNull().references('member_english_tests.id').onDelete('cascade'))
      .addColumn('module_id', 'integer', (c) => c.notNull().references('english_test_modules.id'))
      .addColumn('score_value', 'text', (c) => c.notNull())
      .addUniqueConstraint('member_english_scores_module', ['english_id', 'module_id'])
      .execute();

    // Work experience and its employer contact (address type E).
    await withId(db.schema.createTable('member_employment'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('employer', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('report_to', 'text', (c) => c.notNull())
      .addColumn('main_duties', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_employment', ['client_id']);
    await withId(db.schema.createTable('member_employment_contacts'), dialect)
      .addColumn('employment_id', 'integer', (c) => c.notNull().unique().references('member_employment.id').onDelete('cascade'))
      .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('E').check(sql`address_type = 'E'`))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('address1', 'text', (c) => c.notNull())
      .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address3', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fax', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db) {
    for (const table of ['member_employment_contacts', 'member_employment', 'member_english_scores', 'member_english_tests']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of ['updated_at', 'estimated_completion', 'subject_grade_date', 'highest', 'awarding_body', 'language_id', 'level_id']) {
      await db.schema.alterTable('member_education').dropColumn(column).execute();
    }
    for (const table of ['english_test_modules', 'english_tests', 'languages', 'qualification_levels']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** A reference table of (id, name, sort_order) with ids we assign. */
const lookup = (db: Kysely<any>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull());

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
