import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * The workspace's webhooks (issue 27, docs/webhooks.md).
 *
 * - `webhook_endpoints`: an organisation's endpoint (URL, subscribed events as a JSON array, enabled)
 *   with its signing secret and, for 24 hours after a rotation, the previous one. The server signs
 *   every attempt with them, so they are stored as they are (not hashed; see docs/webhooks.md).
 * - `webhook_deliveries`: the outbox, one row per event per endpoint: the exact body that is signed,
 *   the attempt count, when the next attempt is due, the lease of the worker delivering it
 *   (`claimed_by`, `claimed_until`: several instances never deliver a row twice) and the last
 *   attempt's outcome. The worker reads due rows by (state, next_attempt_at); the log by endpoint.
 */
export const webhooks: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('webhook_endpoints'), dialect)
      .addColumn('legal_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_until', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('clients.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await index(db, 'webhook_endpoints', ['legal_id', 'enabled']);

    await withId(db.schema.createTable('webhook_deliveries'), dialect)
      .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('legal_id', 'integer', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('give_up_at', 'text', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_latency_ms', 'integer')
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('delivered_at', 'text')
      .execute();
    await index(db, 'webhook_deliveries', ['state', 'next_attempt_at']);
    await index(db, 'webhook_deliveries', ['endpoint_id', 'id']);
  },
  async down(db) {
    await db.schema.dropTable('webhook_deliveries').ifExists().execute();
    await db.schema.dropTable('webhook_endpoints').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
