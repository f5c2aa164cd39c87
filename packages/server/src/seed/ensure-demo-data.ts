import type { DatabaseHandle } from '../db/create-database.js';
import { seedDemo, type SeedDemoOptions, type SeedDemoResult } from './demo/seed-demo.js';
import { seedReference, type ReferenceOptions, type ReferenceResult } from './reference.js';

export interface EnsureDemoDataOptions extends ReferenceOptions, SeedDemoOptions {}

export interface EnsureDemoDataResult {
  reference: ReferenceResult;
  /** Null when the catalogue already held institutions or agents, so nothing was generated. */
  demo: SeedDemoResult | null;
}

/**
 * First-run data for `serve` (the caller has migrated): completes the reference data (full
 * geography by default) and, only while the catalogue has no institution or agent yet, generates the
 * demo catalogue and members.
 */
export async function ensureDemoData(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  options: EnsureDemoDataOptions = {},
): Promise<EnsureDemoDataResult> {
  const reference = await seedReference(handle.db, handle.dialect, { geo: options.geo ?? 'full' });
  const existing = await handle.db.selectFrom('legal_entities').select('id').limit(1).executeTakeFirst();
  const demo = existing ? null : await seedDemo(handle.db, handle.dialect, options);
  return { reference, demo };
}
