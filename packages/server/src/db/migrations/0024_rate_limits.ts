import type { DialectMigration } from './registry.js';

/**
 * Rate-limit counters kept in the database when no Redis is configured (issue 15): one row per key
 * (a call and an address, or an account), its hits in the current window and the window's end in
 * milliseconds since 1970. Every server on the database sees the same counters, and a restart keeps
 * them. Expired rows are deleted as the counters are used (http/limits/database-counters.ts).
 */
export const rateLimits: DialectMigration = {
  async up(db) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_counters_expires_at').on('rate_limit_counters').column('expires_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('rate_limit_counters').ifExists().execute();
  },
};
