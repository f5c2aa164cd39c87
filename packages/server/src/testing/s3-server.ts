import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port.js';

/** s3rver's built-in account: it checks every request's SigV4 signature against these. */
const KEY = 'S3RVER';
const SECRET = 'S3RVER';

export interface S3Server {
  /** S3_URL for the bucket, credentials included. */
  url: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket in a temporary folder. */
export async function startS3Server(bucket = 'studyatlas-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'studyatlas-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    url: `http://${KEY}:${SECRET}@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
