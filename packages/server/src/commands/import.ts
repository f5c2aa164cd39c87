import {
  AwardMapError,
  formatImportReport,
  formatSessionWarnings,
  importFile,
  ImportFileError,
  ImportSession,
  loadAwardMap,
  readAwardMapFile,
} from '../import/index.js';
import { describeReference, seedReference } from '../seed/index.js';
import { openMigratedDatabase, type DatabaseEnv } from './open-database.js';
import type { Output } from './output.js';

/**
 * `studyatlas import FILE...`: makes sure the reference data is there (cities, study areas, awards
 * are what records refer to), then imports each file. Exit code 1 when a file could not be read or
 * a row was rejected (the valid rows still land); warnings alone (rows that landed) keep 0. The files
 * are one run: a reference to a row rejected in an earlier file says so, and institutions no file
 * gave a campus are warned about at the end.
 */
export async function importCommand(files: readonly string[], env: DatabaseEnv, output: Output, options: { awardMap?: string } = {}): Promise<number> {
  const { handle } = await openMigratedDatabase(env);
  let code = 0;
  try {
    const reference = await seedReference(handle.db, handle.dialect, { geo: 'full' });
    if (Object.values(reference.inserted).some((n) => n > 0)) output.out(describeReference(reference));
    let awardMap;
    try {
      awardMap = await loadAwardMap(handle.db, options.awardMap ? readAwardMapFile(options.awardMap) : {}, options.awardMap);
    } catch (error) {
      if (!(error instanceof AwardMapError)) throw error;
      output.err(`not imported: ${error.message}`);
      return 1;
    }
    const session = new ImportSession();
    for (const file of files) {
      try {
        const { report } = await importFile(handle.db, file, { session, awardMap });
        for (const line of formatImportReport(file, report)) output.out(line);
        if (report.rejected.length) code = 1;
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        output.err(`${file}: not imported, ${error.message}`);
        code = 1;
      }
    }
    for (const line of formatSessionWarnings(session.campuslessWarnings())) output.out(line);
    return code;
  } finally {
    await handle.close();
  }
}
