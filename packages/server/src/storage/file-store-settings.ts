import type { FileStoreKind } from './file-store-interface.js';
import { s3SettingsFrom, type S3Settings } from './s3-settings.js';

/** FILE_STORE (folder, the default; db; s3) and S3_URL's bucket, checked together: s3 needs S3_URL. */
export function fileStoreFrom(env: Readonly<Record<string, string | undefined>>): { fileStore: FileStoreKind; s3: S3Settings | undefined } {
  const fileStore = (env.FILE_STORE?.trim() || 'folder').toLowerCase();
  if (fileStore !== 'folder' && fileStore !== 'db' && fileStore !== 's3') throw new Error(`FILE_STORE must be folder, db or s3, got "${env.FILE_STORE}"`);
  const s3 = s3SettingsFrom(env);
  if (fileStore === 's3' && !s3) throw new Error('FILE_STORE=s3 needs S3_URL (https://KEY:SECRET@host/bucket?region=REGION)');
  return { fileStore, s3 };
}
