import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';

/**
 * Reference data: geography with the registry's own ids (so they stay stable across re-seeds and no
 * sequence is involved), study areas, award levels in study level groups, study modes and contact-us
 * subjects. Coordinates are double precision in both dialects.
 */
export const reference: DialectMigration = {
  async up(db) {
    await lookup(db, 'continents').execute();

    await db.schema
      .createTable('countries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('continent_id', 'integer', (c) => c.references('continents.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('iso2', 'text', (c) => c.notNull().unique())
      .addColumn('iso3', 'text', (c) => c.notNull())
      .addColumn('phone_code', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('nationality', 'text', (c) => c.notNull())
      .addColumn('emoji', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('countries_continent').on('countries').column('continent_id').execute();
    await db.schema.createIndex('countries_name').on('countries').column('name').execute();

    await db.schema
      .createTable('states')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .execute();
    await db.schema.createIndex('states_country').on('states').columns(['country_id', 'name']).execute();

    await db.schema
      .createTable('cities')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cities_state').on('cities').column('state_id').execute();
    await db.schema.createIndex('cities_country_name').on('cities').columns(['country_id', 'name']).execute();

    await db.schema
      .createTable('study_areas')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('study_areas.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('study_areas_parent').on('study_areas').column('parent_id').execute();

    await lookup(db, 'award_groups').addColumn('sort_order', 'integer', (c) => c.notNull()).execute();
    await lookup(db, 'award_levels')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('award_groups.id'))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('award_levels_group').on('award_levels').column('group_id').execute();
    await lookup(db, 'study_modes').addColumn('sort_order', 'integer', (c) => c.notNull()).execute();
    await lookup(db, 'contact_subjects').addColumn('sort_order', 'integer', (c) => c.notNull()).execute();
  },
};

/** A table of (id, name) with ids we assign. */
const lookup = (db: Kysely<any>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull());
