import type { DialectMigration } from './registry.js';

/**
 * The languages mails are written in (issue 28), a locale of core's LOCALES or null:
 * - `clients.locale`: the member's saved language, null when they never chose one (accounts made
 *   before, or a sign-up that named no language). Staff are members (clients) too, so one column
 *   serves both. Mails are composed in it; the client switches to it after sign-in.
 * - `connect_me_requests.locale`: the language an enquiry was sent in, for an answer by e-mail to an
 *   anonymous sender.
 */
export const memberLocale: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('clients').addColumn('locale', 'text').execute();
    await db.schema.alterTable('connect_me_requests').addColumn('locale', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('connect_me_requests').dropColumn('locale').execute();
    await db.schema.alterTable('clients').dropColumn('locale').execute();
  },
};
