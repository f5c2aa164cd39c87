import { seedDemo, seedReference } from '../seed/index.js';
import type { DatabaseHandle } from '../db/create-database.js';

/**
 * The catalogue the component, element and browser suites search: sample geography and a small
 * deterministic demo catalogue (dates relative to today). Tests read names and ids through the API
 * rather than hard-coding them.
 */
export const TEST_CATALOGUE = { institutions: 40, courses: 400, seed: 7 } as const;

export async function seedTestCatalogue(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<void> {
  await seedReference(database.db, database.dialect, { geo: 'sample' });
  await seedDemo(database.db, database.dialect, TEST_CATALOGUE);
}
