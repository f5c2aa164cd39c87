import type { Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';
import { withId } from '../ddl.js';

/**
 * What the agent detail shows beyond the catalogue (discovery §3 "Agent detail"): the professional
 * bodies an agent belongs to, and the person heading each of its offices (the contact's
 * "location head"). Agents themselves are legal_entities of kind 'A' with their locations and
 * agent_institutions (migration 0003).
 */
export const agents: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('agent_professional_bodies'), dialect)
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('legal_entities.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('membership_no', 'text')
      .addColumn('web_address', 'text')
      .execute();
    await index(db, 'agent_professional_bodies', ['agent_id']);
    await db.schema
      .createTable('agent_location_heads')
      .addColumn('location_id', 'integer', (c) => c.primaryKey().references('locations.id').onDelete('cascade'))
      .addColumn('head_name', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('agent_location_heads').ifExists().execute();
    await db.schema.dropTable('agent_professional_bodies').ifExists().execute();
  },
};

const index = (db: Kysely<any>, table: string, columns: string[]) =>
  db.schema.createIndex(`${table}_${columns.join('_')}`).on(table).columns(columns).execute();
