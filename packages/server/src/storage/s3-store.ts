import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store-interface.js';
import { isStorageKey } from './keys.js';
import type { S3Settings } from './s3-settings.js';

/**
 * Uploaded files as objects of one bucket in S3-compatible storage (AWS S3, MinIO, Garage, …), one
 * object per storage key, through plain HTTP requests signed with AWS Signature V4 (aws4fetch).
 */
export function s3Store(settings: S3Settings): FileStore {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
  const where = `the bucket ${settings.bucket} at ${settings.endpoint}`;
  const urlOf = (key: string) => `${settings.endpoint}/${settings.bucket}/${key}`;
  const checkedUrl = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return urlOf(key);
  };
  const failed = async (what: string, key: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).match(/<Code>([^<]+)<\/Code>/)?.[1];
    return new Error(`S3 ${what} of ${key} in ${where} answered ${response.status}${detail ? ` ${detail}` : ''}`);
  };
  /** The GET response of an object, or null when it is not there (or the key is not a server's). */
  const get = async (key: string): Promise<Response | null> => {
    if (!isStorageKey(key)) return null;
    const response = await client.fetch(urlOf(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await failed('GET', key, response);
    return response;
  };
  return {
    kind: 's3',
    where,
    async put(key, bytes) {
      const response = await client.fetch(checkedUrl(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Length': String(bytes.length) } });
      if (!response.ok) throw await failed('PUT', key, response);
      await response.body?.cancel();
    },
    async open(key) {
      const response = await get(key);
      if (!response) return null;
      const length = response.headers.get('content-length');
      if (length === null || !response.body) {
        const bytes = Buffer.from(await response.arrayBuffer());
        return { body: bytes, size: bytes.length };
      }
      return { body: Readable.fromWeb(response.body as ReadableStream<Uint8Array>), size: Number(length) };
    },
    async read(key) {
      const response = await get(key);
      return response ? Buffer.from(await response.arrayBuffer()) : null;
    },
    async remove(key) {
      const response = await client.fetch(checkedUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failed('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
