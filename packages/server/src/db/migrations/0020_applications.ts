import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Online applications (member §3 application and application course entry, §4 lifecycle) and the
 * institution's side of them (the application timeline, partner keys).
 *
 * - `applications`: one per wizard run; status D draft, S submitted, W withdrawn. `app_key` is '' until
 *   the shortlist call makes it SAS_PAP; `step` is where the student left the wizard; `snapshot` is the
 *   application summary as JSON, frozen at submission.
 * - `application_courses`: the chosen intakes (at most five, ordered); `status` is the course's place on
 *   the timeline ('' while the application is a draft).
 * - `application_course_events`: the timeline, one row per status change, with who moved it.
 * - `intakes.seats_taken`: submitted applications holding a seat; taken with one conditional update
 *   (`seats_taken < seats`), so the last seat cannot be taken twice on either database.
 * - `partner_keys`: institution-scoped API keys, stored as SHA-256 hashes.
 */
export const applications: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('intakes').addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0)).execute();

    await withId(db.schema.createTable('applications'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('D').check(sql`status in ('D', 'S', 'W')`))
      .addColumn('app_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sap_student_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('shortlist_value', 'text', (c) => c.notNull().defaultTo('A').check(sql`shortlist_value in ('A', 'P')`))
      .addColumn('step', 'text', (c) => c.notNull().defaultTo('C'))
      .addColumn('survey_id', 'integer')
      .addColumn('privacy_policy_id', 'integer')
      .addColumn('declared_at', 'text')
      .addColumn('snapshot', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('withdrawn_at', 'text')
      .execute();
    await index(db, 'applications', ['client_id', 'status']);

    await withId(db.schema.createTable('application_courses'), dialect)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('intake_id', 'integer', (c) => c.notNull().references('intakes.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('study_mode_id', 'integer', (c) => c.notNull().references('study_modes.id'))
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('intake_date', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('conditions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('holds_seat', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('application_courses_intake', ['application_id', 'intake_id'])
      .execute();
    await index(db, 'application_courses', ['legal_id', 'status']);
    await index(db, 'application_courses', ['intake_id']);

    await withId(db.schema.createTable('application_course_events'), dialect)
      .addColumn('application_course_id', 'integer', (c) => c.notNull().references('application_courses.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('conditions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('S', 'I')`))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'application_course_events', ['application_course_id']);

    await withId(db.schema.createTable('partner_keys'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
  },
  async down(db) {
    for (const table of ['partner_keys', 'application_course_events', 'application_courses', 'applications']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('intakes').dropColumn('seats_taken').execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
