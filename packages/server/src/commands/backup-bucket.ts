import type { FileStore } from '../storage/file-store-interface.js';
import type { ArchiveWriter } from './backup-archive.js';
import { readKeys } from './backup-keys.js';
import { BUCKET_PREFIX } from './backup-layout.js';

/** Keys of missing files kept to name in the report. */
const NAMED = 5;

export interface BucketCopy {
  files: number;
  bytes: number;
  missing: { count: number; first: string[] };
}

/**
 * The uploaded files the database snapshot names outside the database (`keysFile`) and the data
 * folder did not hold (`inFolder`: archived already): each streamed from the bucket, when there is
 * one, as `s3/<key>`; a file in no store is counted as missing.
 */
export async function archiveBucketFiles(archive: ArchiveWriter, keysFile: string, inFolder: ReadonlySet<string>, bucket: FileStore | undefined): Promise<BucketCopy> {
  const copy: BucketCopy = { files: 0, bytes: 0, missing: { count: 0, first: [] } };
  for await (const key of readKeys(keysFile)) {
    if (inFolder.has(key)) continue;
    const opened = await bucket?.open(key);
    if (!opened) {
      copy.missing.count += 1;
      if (copy.missing.first.length < NAMED) copy.missing.first.push(key);
      continue;
    }
    const body = Buffer.isBuffer(opened.body) ? [opened.body] : opened.body;
    await archive.addStream(`${BUCKET_PREFIX}${key}`, body, opened.size, new Date(), `${key} in ${bucket!.where}`);
    copy.files += 1;
    copy.bytes += opened.size;
  }
  return copy;
}
