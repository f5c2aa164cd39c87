import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';

/**
 * Study preferences (member §3, §4 "Destination preference"). The entries live in
 * `member_study_preferences` (migration 0010, which the friends search already reads); this adds
 * what the profile's saves rely on, on both databases:
 * - at most one preferred destination per member (a partial unique index);
 * - no entry twice: one category + reference (+ city, none counting as 0) per member.
 */
export const profileStudy: DialectMigration = {
  async up(db) {
    await db.schema
      .createIndex('member_study_preferences_one_preferred')
      .unique()
      .on('member_study_preferences')
      .column('client_id')
      .where(sql.ref('preferred'), '=', 1)
      .execute();
    await sql`create unique index member_study_preferences_unique_entry on member_study_preferences (client_id, category, reference_id, coalesce(city_id, 0))`.execute(db);
  },
  async down(db) {
    await db.schema.dropIndex('member_study_preferences_unique_entry').ifExists().execute();
    await db.schema.dropIndex('member_study_preferences_one_preferred').ifExists().execute();
  },
};
