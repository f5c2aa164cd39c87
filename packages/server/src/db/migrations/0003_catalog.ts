import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The catalogue later features read: institutions and agents (one table, kind I/A), their campuses
 * and offices, courses with campuses and intakes, scholarships, events, and the forms library.
 * Money is numeric(12, 2); dates are yyyy-MM-dd text; flags integer 0/1.
 */
export const catalog: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('legal_entities'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('I', 'A')`))
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('web_address', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('logo_path', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'legal_entities', ['kind', 'name']);

    await withId(db.schema.createTable('locations'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('is_head_office', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await index(db, 'locations', ['legal_id']);
    await index(db, 'locations', ['city_id']);

    await db.schema
      .createTable('agent_institutions')
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('institution_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('agent_institutions_pk', ['agent_id', 'institution_id'])
      .execute();
    await index(db, 'agent_institutions', ['institution_id']);

    await withId(db.schema.createTable('courses'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('course_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('major_id', 'integer', (c) => c.notNull().references('study_areas.id'))
      .addColumn('minor_id', 'integer', (c) => c.references('study_areas.id'))
      .addColumn('award_id', 'integer', (c) => c.notNull().references('award_levels.id'))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('structure', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('duration_months', 'integer')
      .addColumn('duration_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('student_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('interview_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_reference', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'courses', ['legal_id']);
    await index(db, 'courses', ['major_id', 'minor_id']);
    await index(db, 'courses', ['minor_id']);
    await index(db, 'courses', ['award_id']);
    await index(db, 'courses', ['name']);

    await db.schema
      .createTable('course_campuses')
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('course_campuses_pk', ['course_id', 'location_id'])
      .execute();
    await index(db, 'course_campuses', ['location_id']);

    await withId(db.schema.createTable('intakes'), dialect)
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('study_mode_id', 'integer', (c) => c.notNull().references('study_modes.id'))
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer')
      .addColumn('annual_fee', 'numeric(12, 2)')
      .addColumn('total_fee', 'numeric(12, 2)')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addUniqueConstraint('intakes_natural_key', ['course_id', 'location_id', 'study_mode_id', 'start_date'])
      .execute();
    await index(db, 'intakes', ['location_id']);
    await index(db, 'intakes', ['start_date']);

    await withId(db.schema.createTable('scholarships'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('amount', 'numeric(12, 2)')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('award_group_id', 'integer', (c) => c.references('award_groups.id'))
      .addColumn('web_address', 'text')
      .addColumn('open_date', 'text', (c) => c.notNull())
      .addColumn('close_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'scholarships', ['legal_id']);
    await index(db, 'scholarships', ['country_id']);
    await index(db, 'scholarships', ['name']);

    await withId(db.schema.createTable('events'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('venue_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('date_from', 'text', (c) => c.notNull())
      .addColumn('date_to', 'text', (c) => c.notNull())
      .addColumn('reg_url', 'text')
      .addColumn('web_site', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'events', ['legal_id']);
    await index(db, 'events', ['location_id']);
    await index(db, 'events', ['city_id']);
    await index(db, 'events', ['date_from']);

    await db.schema
      .createTable('event_participants')
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('event_participants_pk', ['event_id', 'legal_id'])
      .execute();
    await index(db, 'event_participants', ['legal_id']);

    await withId(db.schema.createTable('event_costs'), dialect)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'event_costs', ['event_id']);

    await withId(db.schema.createTable('event_contacts'), dialect)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .execute();
    await index(db, 'event_contacts', ['event_id']);

    await withId(db.schema.createTable('form_categories'), dialect)
      .addColumn('parent_id', 'integer', (c) => c.references('form_categories.id').onDelete('cascade'))
      .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 0 and level < 12`))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'form_categories', ['parent_id']);

    await withId(db.schema.createTable('forms'), dialect)
      .addColumn('category_id', 'integer', (c) => c.notNull().references('form_categories.id').onDelete('cascade'))
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('header', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'forms', ['category_id']);
    await index(db, 'forms', ['legal_id']);
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
