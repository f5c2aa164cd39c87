import type { DialectMigration } from './registry.js';

/**
 * The profile's basic details (member §3 "About-me and basic profile"): the columns the one-row-per-
 * member `member_profiles` (0010: places, current study, about me) lacked — names, gender, date of
 * birth, e-mail and numbers with their publish flags, birth country, nationality, promotional
 * material. (The preferred destination is the study preferences' preferred SD row.)
 * `basic_saved_at` is null until the member saved the basic details once. One column per ALTER:
 * SQLite adds one at a time.
 */
const TEXT_COLUMNS = ['title', 'first_name', 'middle_name', 'surname', 'previous_surname', 'gender', 'email', 'country_code', 'mobile', 'phone'] as const;
const FLAG_COLUMNS = ['email_publish', 'mobile_publish', 'phone_publish', 'promotional_material'] as const;
const COUNTRY_COLUMNS = ['birth_country_id', 'nationality_country_id'] as const;

export const profileBasic: DialectMigration = {
  async up(db) {
    const alter = () => db.schema.alterTable('member_profiles');
    for (const column of TEXT_COLUMNS) await alter().addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
    for (const column of FLAG_COLUMNS) await alter().addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    for (const column of COUNTRY_COLUMNS) await alter().addColumn(column, 'integer', (c) => c.references('countries.id')).execute();
    await alter().addColumn('date_of_birth', 'text').execute();
    await alter().addColumn('basic_saved_at', 'text').execute();
  },
  async down(db) {
    for (const column of ['basic_saved_at', 'date_of_birth', ...COUNTRY_COLUMNS, ...FLAG_COLUMNS, ...TEXT_COLUMNS]) {
      await db.schema.alterTable('member_profiles').dropColumn(column).execute();
    }
  },
};
