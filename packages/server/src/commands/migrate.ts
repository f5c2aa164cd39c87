import { openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';

/** `studyatlas migrate` */
export async function migrate(env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { handle, applied } = await openMigratedDatabase(env);
  try {
    output.out(
      applied.length
        ? `Applied ${applied.length} migration${applied.length > 1 ? 's' : ''} (${applied.join(', ')}) to ${handle.location} in ${seconds(performance.now() - started)}.`
        : `${handle.location} is up to date.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}
