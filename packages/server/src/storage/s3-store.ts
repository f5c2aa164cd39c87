import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store-interface.js';
import { isStorageKey } from './keys.js';
import type { S3Settings } from './s3-settings.js';

/** Attempts of a streamed PUT (a 5xx or 429 answer is retried with the stream opened again). */
const STREAMED_PUT_ATTEMPTS = 5;

export interface S3Store extends FileStore {
  /** Writes an object from a stream of known size, never whole in memory (a restore); `open` gives the bytes anew for each attempt. */
  putStream(key: string, size: number, open: () => Readable): Promise<void>;
}

/**
 * Uploaded files as objects of one bucket in S3-compatible storage (AWS S3, MinIO, Garage, …), one
 * object per storage key, through plain HTTP requests signed with AWS Signature V4 (aws4fetch).
 */
export function s3Store(settings: S3Settings): S3Store {
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
    async putStream(key, size, open) {
      const url = checkedUrl(key);
      for (let attempt = 1; ; attempt++) {
        // aws4fetch's own retries would send a stream already read: signed here, fetched and retried by us.
        const body = Readable.toWeb(open());
        const request = await client.sign(url, { method: 'PUT', body: body as unknown as BodyInit, headers: { 'Content-Length': String(size) }, duplex: 'half' } as RequestInit);
        const response = await fetch(request);
        if (response.ok) return void (await response.body?.cancel());
        if (attempt === STREAMED_PUT_ATTEMPTS || (response.status < 500 && response.status !== 429)) throw await failed('PUT', key, response);
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
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
