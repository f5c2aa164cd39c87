import { describeDemo, describeReference, seedDemo, seedReference } from '../seed/index.js';
import type { CliCommand } from './args.js';
import { openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';

/** `studyatlas seed`: reference data (what is missing), then demo data while the catalogue is empty. */
export async function seed(options: Extract<CliCommand, { command: 'seed' }>, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { handle } = await openMigratedDatabase(env);
  try {
    output.out(`Seeding ${handle.location}…`);
    const reference = await seedReference(handle.db, handle.dialect, { geo: options.geo });
    output.out(`${describeReference(reference)} (${seconds(performance.now() - started)})`);
    const existing = await handle.db.selectFrom('legal_entities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      output.out(`Demo data skipped: the catalogue already holds ${existing.n} institutions and agents (seed a fresh DATA_DIR or database to start over).`);
    } else {
      const { institutions, courses, seed: prngSeed, today } = options;
      const result = await seedDemo(handle.db, handle.dialect, { institutions, courses, seed: prngSeed, today });
      for (const line of describeDemo(result)) output.out(line);
    }
    output.out(`Done in ${seconds(performance.now() - started)}.`);
    return 0;
  } finally {
    await handle.close();
  }
}
