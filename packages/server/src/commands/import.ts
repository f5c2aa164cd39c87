import {
  AwardMapError,
  encodingLabel,
  formatImportProgress,
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

export interface ImportCommandOptions {
  /** --award-map: a JSON file of award names → award levels, added to the built-in map. */
  awardMap?: string;
  /** --encoding: decode the files with it instead of requiring UTF-8. */
  encoding?: string;
  /** --progress; without it, progress is shown when stderr is a terminal. */
  progress?: boolean;
  /** --dry-run: every file is read, checked and reported, then rolled back. */
  dryRun?: boolean;
}

/**
 * `studyatlas import FILE...`: makes sure the reference data is there (cities, study areas, awards
 * are what records refer to), then imports each file, streaming it. Exit code 1 when a file could not
 * be read or a row was rejected (the valid rows still land); warnings alone (rows that landed) keep 0.
 * The files are one run: a reference to a row rejected in an earlier file says so, and institutions
 * no file gave a campus are warned about at the end.
 */
export async function importCommand(files: readonly string[], env: DatabaseEnv, output: Output, options: ImportCommandOptions = {}): Promise<number> {
  const { handle } = await openMigratedDatabase(env);
  const showProgress = options.progress ?? process.stderr.isTTY === true;
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
        const { encoding, report } = await importFile(handle.db, file, {
          session,
          awardMap,
          ...(options.dryRun ? { dryRun: true } : {}),
          ...(options.encoding !== undefined ? { encoding: options.encoding } : {}),
          ...(showProgress ? { onProgress: (p) => !p.done && output.err(formatImportProgress(file, p)) } : {}),
        });
        if (encoding.source === 'bom' && encoding.name !== 'utf-8') output.out(`${file}: read as ${encodingLabel(encoding.name)} (its byte-order mark says so).`);
        if (encoding.source === 'option') output.out(`${file}: read as ${encodingLabel(encoding.name)} (--encoding).`);
        for (const line of formatImportReport(file, report)) output.out(line);
        if (options.dryRun) output.out(`${file}: dry run, nothing was written.`);
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
