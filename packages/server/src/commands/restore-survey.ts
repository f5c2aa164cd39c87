import { readArchive } from './backup-archive.js';
import { bucketKeyOf, databaseEntry, dataTarget, MANIFEST, uploadKeyOf, DATA_PREFIX, type Manifest } from './backup-layout.js';

export interface ArchiveSurvey {
  manifest: Manifest;
  /** The archive holds the database of the manifest's dialect. */
  database: boolean;
  /** Uploaded files for the data folder (`data/files/<key>`) and for a bucket (`s3/<key>`). */
  uploads: { folder: number; bucket: number };
}

function parseManifest(bytes: Buffer, file: string): Manifest {
  const manifest = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  if (manifest.format !== 'studyatlas-backup' || manifest.version !== 1 || (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres')) {
    throw new Error(`${file} is a backup of an unknown format or version`);
  }
  return manifest as Manifest;
}

/**
 * One pass over the archive's headers (the bodies are skipped) before a restore writes anything:
 * the manifest first, then every entry in its place — the database, a file inside the data folder
 * or an uploaded file for the bucket under a key the server makes — so that a damaged, cut or
 * foreign archive is refused whole rather than half restored.
 */
export async function surveyArchive(file: string, dataDir: string): Promise<ArchiveSurvey> {
  let survey: ArchiveSurvey | undefined;
  for await (const entry of readArchive(file)) {
    if (!survey) {
      if (entry.name !== MANIFEST) throw new Error(`${file} is not a StudyAtlas backup (it does not start with ${MANIFEST})`);
      survey = { manifest: parseManifest(await entry.bytes(), file), database: false, uploads: { folder: 0, bucket: 0 } };
    } else if (entry.name === databaseEntry(survey.manifest.dialect) && !survey.database) {
      survey.database = true;
    } else if (bucketKeyOf(entry.name)) {
      survey.uploads.bucket += 1;
    } else if (dataTarget(dataDir, entry.name)) {
      if (uploadKeyOf(entry.name.slice(DATA_PREFIX.length))) survey.uploads.folder += 1;
    } else {
      throw new Error(`${file} holds an entry outside the data folder or out of place: ${entry.name}`);
    }
  }
  if (!survey) throw new Error(`${file} is not a StudyAtlas backup (it does not start with ${MANIFEST})`);
  return survey;
}
