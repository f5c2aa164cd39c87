import { sql } from 'kysely';
import type { DialectMigration } from './registry.js';

/**
 * Campuses by position, for the institutions near a city (SearchByDistanceAward): the bounding box
 * around the circle is a latitude range read from this index, which also holds the longitude, the
 * institution and the head-office flag, so only the box's campuses are visited (before, every
 * institution's campuses were).
 */
const INDEX = { name: 'locations_position_cover', columns: ['latitude', 'longitude', 'legal_id', 'is_head_office', 'id'] };

export const campusPositions: DialectMigration = {
  async up(db, dialect) {
    await db.schema.createIndex(INDEX.name).on('locations').columns(INDEX.columns).execute();
    await sql.raw(dialect === 'postgres' ? 'analyze locations' : 'analyze').execute(db);
  },
  async down(db) {
    await db.schema.dropIndex(INDEX.name).ifExists().execute();
  },
};
