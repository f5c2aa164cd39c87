import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * Members' profiles, study history and preferences, friend links and member messages (discovery
 * §3 "Friend", §4 friend relation; member §3 basic profile, education, study preferences, messages).
 * The friends search reads them now; the member area's profile and inbox screens build on them.
 */
export const friends: DialectMigration = {
  async up(db, dialect) {
    // One row per member (member §3 "About-me and basic profile"): places and the current study.
    await db.schema
      .createTable('member_profiles')
      .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
      .addColumn('home_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('home_state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('home_city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('current_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('current_state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('current_city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('current_address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('current_postcode', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_same', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('postal_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('postal_state_id', 'integer', (c) => c.references('states.id'))
      .addColumn('postal_city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('postal_address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postal_postcode', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('current_study', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('study_country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('study_legal_id', 'integer', (c) => c.references('legal_entities.id').onDelete('set null'))
      .addColumn('study_institution_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('study_from_year', 'integer')
      .addColumn('study_to_year', 'integer')
      .addColumn('about_me', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_profiles', ['home_city_id']);
    await index(db, 'member_profiles', ['current_city_id']);

    // Education history (member §3 "Education"): where a member studied, and when.
    await withId(db.schema.createTable('member_education'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('legal_id', 'integer', (c) => c.references('legal_entities.id').onDelete('set null'))
      .addColumn('institution_name', 'text', (c) => c.notNull())
      .addColumn('qualification', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('date_from', 'text')
      .addColumn('date_to', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_education', ['client_id']);

    // Study preferences (member §3): SD destination, SA study area, SM major area, AL award level.
    await withId(db.schema.createTable('member_study_preferences'), dialect)
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('SD', 'SA', 'SM', 'AL')`))
      .addColumn('reference_id', 'integer', (c) => c.notNull())
      .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
      .addColumn('award_group_id', 'integer', (c) => c.references('award_groups.id'))
      .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('preferred', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('A').check(sql`status in ('N', 'A')`))
      .addColumn('choice_order', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await index(db, 'member_study_preferences', ['client_id']);
    await index(db, 'member_study_preferences', ['category', 'reference_id']);

    // Friend relation (discovery §4, member §4): S sent, L linked, R rejected; one row per pair.
    await withId(db.schema.createTable('friend_links'), dialect)
      .addColumn('requester_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('addressee_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('S', 'L', 'R')`))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('answered_at', 'text')
      .addUniqueConstraint('friend_links_pair', ['requester_id', 'addressee_id'])
      .addCheckConstraint('friend_links_not_self', sql`requester_id <> addressee_id`)
      .execute();
    await index(db, 'friend_links', ['addressee_id']);

    // Member messages (member §3 "Message", §4 folders I, D, S, A, DY): one row per mailbox copy.
    await withId(db.schema.createTable('member_messages'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('recipient_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('folder', 'text', (c) => c.notNull().check(sql`folder in ('I', 'D', 'S', 'A', 'DY')`))
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('CM').check(sql`kind in ('CM', 'FR')`))
      .addColumn('friend_link_id', 'integer', (c) => c.references('friend_links.id').onDelete('set null'))
      .addColumn('reference_id', 'integer')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'member_messages', ['owner_id', 'folder']);
  },
  async down(db) {
    for (const table of ['member_messages', 'friend_links', 'member_study_preferences', 'member_education', 'member_profiles']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
