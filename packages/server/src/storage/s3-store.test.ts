import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../testing/s3-server.js';
import { newStorageKey } from './keys.js';
import { s3SettingsFrom } from './s3-settings.js';
import { s3Store } from './s3-store.js';

describe('s3Store against s3rver', () => {
  let server: S3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  it('puts, streams with its size, reads and removes an object; a missing object or a foreign key is null', async () => {
    const store = s3Store(s3SettingsFrom({ S3_URL: server.url })!);
    const key = newStorageKey('.txt');
    expect([await store.open(key), await store.read(key), await store.read('../etc/passwd')]).toEqual([null, null, null]);
    await store.put(key, Buffer.from('hello, bucket'));
    const opened = await store.open(key);
    expect(opened?.body).toBeInstanceOf(Readable);
    expect([opened?.size, await text(opened!.body as Readable)]).toEqual([13, 'hello, bucket']);
    expect((await store.read(key))?.toString()).toBe('hello, bucket');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    await store.remove(key);
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow('not a storage key: ../x');
  });

  it('streams a PUT with its length, and retries a 503 with the bytes read again', async () => {
    const received: Array<[string | undefined, string]> = [];
    const flaky = createServer((request, response) => {
      void text(request).then((body) => {
        received.push([request.headers['content-length'], body]);
        response.statusCode = received.length === 1 ? 503 : 200;
        response.end(received.length === 1 ? '<Error><Code>SlowDown</Code></Error>' : '');
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const store = s3Store(s3SettingsFrom({ S3_URL: `http://K:S@127.0.0.1:${(flaky.address() as AddressInfo).port}/bucket` })!);
      let opened = 0;
      await store.putStream(newStorageKey('.pdf'), 11, () => (opened++, Readable.from([Buffer.from('hello, '), Buffer.from('pdf!')])));
      expect([opened, received]).toEqual([2, [['11', 'hello, pdf!'], ['11', 'hello, pdf!']]]);
      await expect(s3Store(s3SettingsFrom({ S3_URL: server.url })!).putStream('../x', 1, () => Readable.from([Buffer.from('x')]))).rejects.toThrow('not a storage key: ../x');
    } finally {
      flaky.close();
    }
  });

  // s3rver checks the access key of a SigV4 request but not its signature (lib/middleware/authentication.js).
  it('fails with the server’s answer, never the secret, when the credentials are wrong', async () => {
    const store = s3Store(s3SettingsFrom({ S3_URL: server.url.replace('S3RVER:S3RVER', 'NOBODY:secret-value') })!);
    const key = newStorageKey('.txt');
    const error = await store.put(key, Buffer.from('x')).catch((e: Error) => e);
    expect(String(error)).toMatch(new RegExp(`^Error: S3 PUT of ${key} in the bucket ${server.bucket} at http://127\\.0\\.0\\.1:\\d+ answered 403 InvalidAccessKeyId$`));
  });
});

describe('s3SettingsFrom', () => {
  it('reads the bucket, region and credentials from S3_URL or the environment, and refuses a bad S3_URL clearly without quoting it', () => {
    expect(s3SettingsFrom({})).toBeUndefined();
    expect(s3SettingsFrom({ S3_URL: 'http://KEY:SE%2FCRET@127.0.0.1:9000/bucket?region=eu-west-3' })).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'bucket', region: 'eu-west-3', accessKeyId: 'KEY', secretAccessKey: 'SE/CRET' });
    expect(s3SettingsFrom({ S3_URL: 'https://s3.example.com/files/', S3_ACCESS_KEY_ID: 'K', S3_SECRET_ACCESS_KEY: 'S' })).toEqual({ endpoint: 'https://s3.example.com', bucket: 'files', region: 'us-east-1', accessKeyId: 'K', secretAccessKey: 'S' });
    const refused = (S3_URL: string) => () => s3SettingsFrom({ S3_URL });
    expect(refused('//K:secret-value@host/bucket')).toThrow('S3_URL is not a URL: it must look like https://KEY:SECRET@host[:port]/bucket?region=REGION');
    expect(refused('ftp://K:S@host/bucket')).toThrow('S3_URL must start with https:// or http://, got "ftp://"');
    expect(refused('https://K:S@host/')).toThrow('S3_URL must name one bucket as its path');
    expect(refused('https://K:S@host/a/b')).toThrow('S3_URL must name one bucket as its path');
    expect(refused('https://host/bucket')).toThrow('S3_URL has no credentials: put KEY:SECRET@ in it');
    expect(refused('https://K:secret-value@host/bucket?style=virtual')).toThrow('S3_URL takes only ?region=…, got "style"');
    expect(String((() => { try { refused('https://K:secret-value@host/a/b')(); } catch (e) { return e; } })())).not.toContain('secret-value');
  });
});
